import { Alert, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { isOwnVersion } from '../../providers/ownWrites';
import type { FieldDefinition } from '../types';
import { differences, versionChanged } from './merge';
import '../../i18n/lazy/conflicts';

const ConflictDialog = lazy(() => import('./ConflictDialog'));

/**
 * On a record's page (no form): once the record read again (a live event, back to the tab) is
 * another version than the one the staff member was looking at, "this record has changed
 * meanwhile" with what changed (the record then and now, by field type). Closing the comparison
 * takes the new version as seen. Quiet when the change is this tab's own: `quiet` while this
 * page's own write is why it changed, or a version this tab wrote elsewhere (the live panel's
 * decision on the order whose page is open; src/providers/ownWrites.ts).
 */
export const RecordChangedNotice = ({ fields, quiet = false }: { fields: FieldDefinition[]; quiet?: boolean }) => {
    const translate = useTranslate();
    const record = useRecordContext();
    const resource = useResourceContext();
    const [seen, setSeen] = useState<RaRecord | undefined>(record);
    const [comparing, setComparing] = useState(false);
    if (record && (!seen || String(seen.id) !== String(record.id) || (versionChanged(seen, record) && (quiet || (resource !== undefined && isOwnVersion(resource, record)))))) {
        // a new record, or one this page changed itself: what is shown is what was seen
        setSeen(record);
        return null;
    }
    if (!record || !seen || !versionChanged(seen, record)) return null;
    const sources = fields.map(field => field.source);
    return (
        <>
            <Alert
                severity="warning"
                role="status"
                data-testid="record-changed"
                sx={{ mb: 1.5 }}
                action={
                    <Button color="inherit" size="small" onClick={() => setComparing(true)}>
                        {translate('app.conflicts.see')}
                    </Button>
                }
            >
                {translate('app.conflicts.changed')}
            </Alert>
            {comparing ? (
                <Suspense fallback={null}>
                    <ConflictDialog
                        fields={fields}
                        rows={differences({ opened: seen, mine: seen, current: record, sources })}
                        current={record}
                        reason="changed"
                        withMine={false}
                        onClose={() => {
                            setComparing(false);
                            setSeen(record);
                        }}
                    />
                </Suspense>
            ) : null}
        </>
    );
};
