import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useRecordContext } from 'react-admin';
import { PRESENCE_LINE } from './presenceLine';

const RecordPresence = lazy(() => import('./RecordPresence'));

/**
 * Who else is on this record (a show or edit page, inside its record context): the presence line,
 * loaded with the page that shows it. Joins once the record has loaded; its line's place is kept
 * while its code comes.
 */
export const PresenceHeader = ({ resource }: { resource: string }) => {
    const id = useRecordContext()?.id;
    if (id === undefined || id === null) return null;
    return (
        <Suspense fallback={<Box sx={PRESENCE_LINE} />}>
            <RecordPresence resource={resource} id={id} />
        </Suspense>
    );
};

export { othersDeciding, reportState } from './rooms';
export type { PresenceMember, PresenceState } from './room';
