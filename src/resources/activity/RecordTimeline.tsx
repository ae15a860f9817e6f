import { Alert, Box, Button, Card, CircularProgress, Divider, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useInfiniteGetList, useParams, useRecordContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../types';
import { ActivityEntryView } from './ActivityEntry';
import { isUnavailableAnswer, markUnavailable, useAvailable } from '../availability';
import { rememberCausers } from './colleagues';
import type { ActivityEntry } from './entries';
import { historyParams } from './historyQuery';
import '../../i18n/lazy/activity';

/**
 * The history's pages of a record: one query whether it was started from the record's address
 * (before the record is read) or from the record itself, as the id is written as text in both.
 */
const useHistory = (resource: string, id: Identifier, refetchOnMount = true) =>
    useInfiniteGetList<ActivityEntry & RaRecord>(
        'activity',
        historyParams(resource, id),
        {
            // a 403 or 404 on `/admin/activity`: the timeline simply does not show (../availability.ts)
            retry: (count, failure) => !isUnavailableAnswer(failure) && count < 2,
            onError: failure => void markUnavailable('activity', failure),
            refetchOnMount,
        }
    );

/** Reads the history while the record itself is read, so both arrive together; draws nothing. */
const EarlyHistory = ({ resource, id }: { resource: string; id: Identifier }) => {
    useHistory(resource, id);
    return null;
};

/**
 * The record's history on its page: `GET /admin/activity?subject_type={resource}&subject_id={id}`,
 * newest first, a page at a time. It is read again whenever the record changes (the page's own
 * saves and decisions, another admin's, a live event's refresh). A 403 or 404 hides it; any other
 * failure says so in place, with a way to try again (never a toast: the page around it is fine).
 * `readEarly`: the history was read while the record was (`EarlyHistory`), so it is not read
 * again as the timeline shows.
 */
const Timeline = ({ definition, record, framed, readEarly }: { definition: ResourceDefinition; record: RaRecord; framed: boolean; readEarly: boolean }) => {
    const translate = useTranslate();
    const headingId = useId();
    const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } = useHistory(definition.name, record.id, !readEarly);
    // the record as first shown: a later one (saved, decided, refreshed) means new history
    const shown = useRef(record);
    useEffect(() => {
        if (shown.current === record) return;
        shown.current = record;
        void refetch();
    }, [record, refetch]);

    // the names of who made them, for the activity page's staff filter
    useEffect(() => rememberCausers(data?.pages.flatMap(page => page.data)), [data]);

    if (error && isUnavailableAnswer(error)) return null;
    const entries = data?.pages.flatMap(page => page.data) ?? [];
    const body = (
        <Box component="section" aria-labelledby={headingId} data-testid="record-timeline" sx={{ p: 2 }}>
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {translate('app.activity.timeline')}
            </Typography>
            {isPending ? (
                <Box sx={{ py: 2, display: 'flex', justifyContent: 'center' }}>
                    <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
                </Box>
            ) : error ? (
                <Alert
                    severity="warning"
                    sx={{ mt: 1 }}
                    action={
                        <Button color="inherit" size="small" onClick={() => void refetch()}>
                            {translate('app.activity.retry')}
                        </Button>
                    }
                >
                    {translate('app.activity.failed')}
                </Alert>
            ) : entries.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate('app.activity.empty')}
                </Typography>
            ) : (
                <Box component="ol" sx={{ m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
                    {entries.map(entry => (
                        <ActivityEntryView key={entry.id} entry={entry} definition={definition} />
                    ))}
                </Box>
            )}
            {hasNextPage && !error && (
                <Button size="small" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} sx={{ mt: 1 }}>
                    {translate('app.activity.more')}
                </Button>
            )}
        </Box>
    );
    return framed ? <Card sx={{ mt: 2, minWidth: 0 }}>{body}</Card> : (
        <>
            <Divider />
            {body}
        </>
    );
};

/**
 * The timeline of the page's record, or nothing: before the record is read, and on a server
 * without an activity log. `framed` gives it a card of its own (a page made of cards). While the
 * record is read, its history is read beside it (by the id in the page's address).
 */
const RecordTimeline = ({ definition, framed = false }: { definition: ResourceDefinition; framed?: boolean }) => {
    const record = useRecordContext();
    const { id } = useParams<{ id?: string }>();
    const available = useAvailable('activity');
    // a record already at hand (read before) shows its timeline at once, which reads its history afresh
    const [readEarly] = useState(() => !record && id !== undefined);
    if (!available) return null;
    if (!record) return id === undefined ? null : <EarlyHistory resource={definition.name} id={id} />;
    return <Timeline definition={definition} record={record} framed={framed} readEarly={readEarly} />;
};

export default RecordTimeline;
