import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime } from '../../i18n/dates';
import { FieldValue } from '../fields/FieldValue';
import type { FieldDefinition } from '../types';
import { decidedBy } from './merge';
import '../../i18n/lazy/conflicts';

/**
 * A decision refused because someone decided first: the record as it is now (the fields the
 * decision moves, shown by their type: a status by its Persian name), who decided it when the
 * server says (`decided_by`), and when. `typed` says the decision's form still holds what was typed.
 */
export const DecidedMeanwhile = ({ record, fields, typed = false }: { record: RaRecord; fields: FieldDefinition[]; typed?: boolean }) => {
    const translate = useTranslate();
    const by = decidedBy(record);
    const at = typeof record.updated_at === 'string' ? formatDateTime(record.updated_at) : '';
    return (
        <Alert severity="warning" data-testid="decided-meanwhile">
            <AlertTitle>{translate('app.conflicts.decided_meanwhile')}</AlertTitle>
            <Stack spacing={0.5}>
                <RecordContextProvider value={record}>
                    {fields.map(field => (
                        <Box key={field.source} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                            <Typography variant="body2" component="span">
                                {field.label}:
                            </Typography>
                            <FieldValue field={field} />
                        </Box>
                    ))}
                </RecordContextProvider>
                {by ? <Typography variant="body2">{translate('app.conflicts.decided_by', { name: by.name })}</Typography> : null}
                {at ? <Typography variant="body2">{translate('app.conflicts.changed_at', { time: at })}</Typography> : null}
                {typed ? <Typography variant="body2">{translate('app.conflicts.typed_kept')}</Typography> : null}
            </Stack>
        </Alert>
    );
};
