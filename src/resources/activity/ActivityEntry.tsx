import { alpha, Avatar, Box, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { persianDigits } from '../../i18n/format';
import { useNow } from '../../realtime/orders/clock';
import { FieldValue } from '../fields/FieldValue';
import type { ResourceDefinition } from '../types';
import { approvalMakerOf, initialOf, viewOf, whenOf, wordDiff, type ActivityEntry, type FieldChange } from './entries';
import '../../i18n/lazy/activity';

/** A record holding one value at the field's source (a dotted source as nested objects). */
function recordWith(source: string, value: unknown, id: unknown) {
    const keys = source.split('.');
    const record: Record<string, unknown> = { id };
    let node = record;
    keys.slice(0, -1).forEach(key => {
        node = node[key] = {} as Record<string, unknown>;
    });
    node[keys[keys.length - 1]] = value;
    return record as { id: never };
}

/** A value as its field's type shows it (src/resources/fields/FieldValue.tsx). */
const Value = ({ change, value, id }: { change: FieldChange; value: unknown; id: unknown }) => (
    <RecordContextProvider value={recordWith(change.source, value, id)}>
        <FieldValue field={change.field} />
    </RecordContextProvider>
);

/**
 * A long text's change as a difference of words: removed words struck through and added words
 * underlined (not colour alone), each run named for screen readers.
 */
const WordDiff = ({ before, after }: { before: string; after: string }) => {
    const translate = useTranslate();
    return (
        <Box component="span" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 }} data-testid="activity-diff">
            {wordDiff(before, after).map((part, index) =>
                part.kind === 'same' ? (
                    <span key={index}>{persianDigits(part.text)}</span>
                ) : part.kind === 'removed' ? (
                    <Box component="del" key={index} sx={{ bgcolor: theme => alpha(theme.palette.error.main, 0.16), color: 'text.primary', textDecorationThickness: 2, px: 0.25, borderRadius: 0.5 }}>
                        <span style={visuallyHidden}>{translate('app.activity.removed')} </span>
                        {persianDigits(part.text)}
                    </Box>
                ) : (
                    <Box component="ins" key={index} sx={{ bgcolor: theme => alpha(theme.palette.success.main, 0.16), color: 'text.primary', textDecorationThickness: 2, px: 0.25, borderRadius: 0.5 }}>
                        <span style={visuallyHidden}>{translate('app.activity.added')} </span>
                        {persianDigits(part.text)}
                    </Box>
                )
            )}
        </Box>
    );
};

/** One changed field: its label, then old → new as its type shows them, or a word difference. */
const Change = ({ change, id }: { change: FieldChange; id: unknown }) => {
    const translate = useTranslate();
    return (
        <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5 }}>
            <Typography component="span" variant="body2" color="text.secondary">
                {change.field.label}:
            </Typography>
            {change.long ? (
                <WordDiff before={String(change.old ?? '')} after={String(change.new ?? '')} />
            ) : (
                <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
                    <Box component="span" sx={{ textDecoration: 'line-through', opacity: 0.85 }} data-testid="activity-old">
                        <Value change={change} value={change.old} id={id} />
                    </Box>
                    <span aria-hidden="true">←</span>
                    <span style={visuallyHidden}>{translate('app.activity.changed_to')}</span>
                    <Box component="span" sx={{ fontWeight: 500 }} data-testid="activity-new">
                        <Value change={change} value={change.new} id={id} />
                    </Box>
                </Box>
            )}
        </Box>
    );
};

/** A decision's own field (reason, tracking code, date): label and value. */
const Detail = ({ change, id }: { change: FieldChange; id: unknown }) => (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Typography component="span" variant="body2" color="text.secondary">
            {change.field.label}:
        </Typography>
        <Box component="span" dir="auto" sx={{ overflowWrap: 'anywhere', '& span': { maxWidth: 'none !important', whiteSpace: 'normal !important' } }}>
            <Value change={change} value={change.new} id={id} />
        </Box>
    </Box>
);

/** What the entry says was done: «ایجاد کرد», «تصمیم گرفت: تأیید», … */
export function useHeadline() {
    const translate = useTranslate();
    return (entry: ActivityEntry, definition: ResourceDefinition | undefined) => {
        const view = viewOf(entry, definition);
        if (view.event === 'decided') {
            return view.decision ? translate('app.activity.decided', { decision: view.decision }) : translate('app.activity.decided_plain');
        }
        if (view.event === 'other') return persianDigits(entry.description ?? String(entry.event));
        return translate(`app.activity.${view.event}`);
    };
}

/** Who did it: their picture, or the first letter of their name. */
export const CauserAvatar = ({ causer }: { causer: ActivityEntry['causer'] }) => {
    const translate = useTranslate();
    const name = causer?.name?.trim() || translate('app.activity.system');
    return (
        <Avatar src={causer?.avatar ?? undefined} alt="" aria-hidden="true" sx={{ width: 32, height: 32, fontSize: 15, bgcolor: causer ? 'primary.main' : 'grey.600', color: 'common.white' }}>
            {initialOf(name)}
        </Avatar>
    );
};

/** When: "۵ دقیقه پیش" today, the Jalali date and time otherwise (always the full one on hover). */
export const When = ({ at }: { at: string }) => {
    const now = useNow();
    const { text, full } = whenOf(at, now);
    return (
        <Typography component="time" variant="caption" color="text.secondary" dateTime={at} title={full}>
            {text}
        </Typography>
    );
};

/** What the entry changed: a decision's own fields, then each field's old → new (its label is in the headline). */
export const EntryDetails = ({ entry, definition }: { entry: ActivityEntry; definition: ResourceDefinition | undefined }) => {
    const view = viewOf(entry, definition);
    const rows = view.details.length + view.changes.length;
    return (
        <>
            {rows > 0 && (
                <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }}>
                    {view.details.map(change => (
                        <Detail key={`d-${change.source}`} change={change} id={entry.subject_id} />
                    ))}
                    {view.changes.map(change => (
                        <Change key={`c-${change.source}`} change={change} id={entry.subject_id} />
                    ))}
                </Stack>
            )}
        </>
    );
};

/** Who did it, by name («سیستم» for none). */
export function useCauserName() {
    const translate = useTranslate();
    return (entry: ActivityEntry) => persianDigits(entry.causer?.name?.trim() || translate('app.activity.system'));
}

/**
 * One entry of the log: who (avatar or initial, name), when, what (created; decided with its label
 * and its reason, tracking code or date; updated with each field's old → new; deleted). `subject`
 * is the record's link on the activity page (the timeline is on the record's own page).
 */
export const ActivityEntryView = ({
    entry,
    definition,
    subject,
    component = 'li',
}: {
    entry: ActivityEntry;
    definition: ResourceDefinition | undefined;
    subject?: React.ReactNode;
    component?: 'li' | 'div';
}) => {
    const headline = useHeadline();
    const causerName = useCauserName();
    return (
        <Box component={component} data-testid="activity-entry" data-event={entry.event} sx={{ display: 'flex', gap: 1.5, py: 1.5, listStyle: 'none' }}>
            <CauserAvatar causer={entry.causer} />
            <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
                    <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
                        {causerName(entry)}
                    </Typography>
                    <Typography component="span" variant="body2">
                        {headline(entry, definition)}
                    </Typography>
                    {subject}
                    <When at={entry.created_at} />
                </Box>
                {approvalMakerOf(entry) ? (
                    <Typography variant="body2" color="text.secondary" data-testid="activity-approval">
                        {`به درخواست ${persianDigits(approvalMakerOf(entry)!)}، با تأیید ${causerName(entry)} (تأیید دونفره)`}
                    </Typography>
                ) : null}
                <EntryDetails entry={entry} definition={definition} />
            </Stack>
        </Box>
    );
};
