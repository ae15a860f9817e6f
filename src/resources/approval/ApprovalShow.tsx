import { Alert, Box, Link, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { RecordContextProvider, Show, useGetOne, useRecordContext, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDefinitionOf } from '../definitionsContext';
import { DecisionPanel } from '../decisions';
import { FieldValue } from '../fields/FieldValue';
import { representation } from '../representation';
import { KeyFacts, RecordLayout } from '../screens/RecordLayout';
import type { FieldDefinition, ResourceDefinition, ScreenProps } from '../types';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A value the subject's definition does not describe, as plain text. */
const plain = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** One changed field: its label, what the record holds now, and what it would hold. */
const ChangeRow = ({ source, field, now, next }: { source: string; field?: FieldDefinition; now: RaRecord | undefined; next: RaRecord }) => (
    <TableRow>
        <TableCell component="th" scope="row">
            {field?.label ?? source}
        </TableCell>
        <TableCell>
            {now ? (
                field ? (
                    <RecordContextProvider value={now}>
                        <FieldValue field={field} />
                    </RecordContextProvider>
                ) : (
                    plain(now[source])
                )
            ) : (
                '—'
            )}
        </TableCell>
        <TableCell>
            {field ? (
                <RecordContextProvider value={next}>
                    <FieldValue field={field} />
                </RecordContextProvider>
            ) : (
                plain(next[source])
            )}
        </TableCell>
    </TableRow>
);

/**
 * The record an approval would change, beside the request: what changes (each field as it is now
 * and as it would be), and the record's key facts, read from its own resource. A record this admin
 * may not read (403) or that is gone (404) shows the changes alone.
 */
const Subject = () => {
    const approval = useRecordContext();
    const definitionOf = useDefinitionOf();
    const headingId = useId();
    const type = typeof approval?.subject_type === 'string' ? approval.subject_type : '';
    const subjectId = approval?.subject_id as string | number | undefined;
    const definition: ResourceDefinition | undefined = type ? definitionOf(type) : undefined;
    const { data: subject, error } = useGetOne(type, { id: subjectId ?? '' }, { enabled: !!definition && subjectId !== undefined, retry: false });
    if (!approval) return null;
    const changes = isObject(approval.changes) ? approval.changes : {};
    const next = { ...(subject ?? { id: subjectId ?? '' }), ...changes } as RaRecord;
    const facts = definition?.keyFacts?.map(source => definition.fields.find(field => field.source === source)).filter((field): field is FieldDefinition => !!field) ?? [];
    const name = definition ? `${definition.label.one} ${representation(definition)(subject ?? ({ id: subjectId ?? '' } as RaRecord))}` : `${type} ${String(subjectId ?? '')}`;
    return (
        <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, m: 2, minWidth: 0 }} data-testid="approval-subject">
            <Typography id={headingId} variant="subtitle1" component="h2" gutterBottom>
                {'رکوردی که تغییر می‌کند: '}
                {definition && subjectId !== undefined ? (
                    <Link component={RouterLink} to={`/${definition.name}/${encodeURIComponent(String(subjectId))}/show`}>
                        {name}
                    </Link>
                ) : (
                    name
                )}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="تغییرهای درخواست‌شده">
                    <TableHead>
                        <TableRow>
                            <TableCell>فیلد</TableCell>
                            <TableCell>اکنون</TableCell>
                            <TableCell>پس از تأیید</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {Object.keys(changes).map(source => (
                            <ChangeRow key={source} source={source} field={definition?.fields.find(field => field.source === source)} now={subject} next={next} />
                        ))}
                    </TableBody>
                </Table>
            </Box>
            {subject && facts.length ? (
                <Box sx={{ mt: 2 }}>
                    <RecordContextProvider value={subject}>
                        <KeyFacts fields={facts} />
                    </RecordContextProvider>
                </Box>
            ) : null}
            {error ? (
                <Alert severity="info" sx={{ mt: 2 }}>
                    رکورد این درخواست خوانده نشد؛ تغییرها همان است که درخواست‌کننده فرستاده است.
                </Alert>
            ) : null}
        </Paper>
    );
};

/**
 * An approval's page: the request (its status, decision, amount, maker and their reason, expiry)
 * with its decisions (approve and reject for another admin, cancel for the maker), beside the
 * record it would change.
 */
const ApprovalShow = ({ definition }: ScreenProps) => (
    <Show resource={definition.name} sx={{ '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
            <RecordLayout definition={definition} decisions={<DecisionPanel definition={definition} />} />
            <Subject />
        </Box>
    </Show>
);

export default ApprovalShow;
