import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';

/**
 * The cell that opens a record: a real link (Tab reaches it, Enter opens it), so a row opens from
 * the keyboard as well as with a click anywhere on it. Its name is what it shows, then `describe`
 * for screen readers ('۶۰، نمایش فیش ۲۲۷۳…'): a name that starts with the visible text is what a
 * voice-control user says to click it (WCAG 2.5.3, label in name).
 */
export const RecordLink = ({
    to,
    describe,
    children,
}: {
    to: 'edit' | 'show';
    describe: (record: RaRecord) => string;
    children: ReactNode;
}) => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const createPath = useCreatePath();
    if (!record || !resource) return <>{children}</>;
    return (
        <Link
            to={createPath({ resource, id: record.id, type: to })}
            onClick={(event: React.MouseEvent) => event.stopPropagation()}
            sx={{ color: 'inherit', fontWeight: 500, textDecoration: 'underline dotted' }}
        >
            {children}
            <span style={visuallyHidden}>
                {'، '}
                {describe(record)}
            </span>
        </Link>
    );
};
