import { Box, CardContent, Stack, Typography } from '@mui/material';
import { EditButton, ReferenceField, Show, TopToolbar, useRecordContext } from 'react-admin';
import { persianDigits } from '../../i18n/format';
import { formatDateTime } from '../../i18n/dates';
import { useAbilities } from '../abilities';
import RecordTimeline from '../activity/RecordTimeline';
import { DecisionButtons } from '../decisions';
import { FieldValue } from '../fields/FieldValue';
import { RecordLayout } from '../screens/RecordLayout';
import type { FieldDefinition, ScreenProps } from '../types';
import { TicketThread } from './TicketThread';
import type { TicketLike } from './thread';
import { PresenceHeader } from '../../realtime/presence';

const CHIPS = ['department', 'priority', 'status'];

const TicketActions = ({ definition }: ScreenProps) => {
    const can = useAbilities(definition);
    return (
        <TopToolbar>
            <DecisionButtons definition={definition} />
            {can.edit && <EditButton />}
        </TopToolbar>
    );
};

/** The ticket's header: its subject, customer, time, and department, priority and status chips. */
const TicketHeader = ({ definition }: ScreenProps) => {
    const ticket = useRecordContext<TicketLike>();
    if (!ticket) return null;
    const chips = CHIPS.map(source => definition.fields.find(field => field.source === source)).filter(
        (field): field is FieldDefinition => !!field
    );
    return (
        <Stack spacing={1.5}>
            <Typography component="h2" variant="h6" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {persianDigits(String(ticket.subject ?? ''))}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="ticket-chips">
                {chips.map(field => (
                    <Box key={field.source} component="span" title={field.label} aria-label={`${field.label}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                        <Typography component="span" variant="caption" color="text.secondary">
                            {field.label}:
                        </Typography>
                        <FieldValue field={field} />
                    </Box>
                ))}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
                <Typography variant="body2" component="span">
                    <Typography component="span" variant="body2" color="text.secondary">
                        مشتری:{' '}
                    </Typography>
                    <ReferenceField source="user_id" reference="user" link="show" emptyText="—" />
                </Typography>
                <Typography variant="body2" color="text.secondary" component="span">
                    شماره تیکت {persianDigits(String(ticket.id))}
                    {typeof ticket.created_at === 'string' ? ` · ${formatDateTime(ticket.created_at)}` : ''}
                </Typography>
            </Box>
        </Stack>
    );
};

const Thread = () => {
    const ticket = useRecordContext<TicketLike>();
    return ticket ? (
        <CardContent>
            <TicketThread ticket={ticket} />
        </CardContent>
    ) : null;
};

/**
 * A ticket's page, in the frame of every record page (RecordLayout): its header (the subject and
 * the key facts) on top, then the conversation with the customer (its opening message first,
 * newest at the bottom) and the staff's reply box. Close and reopen are decisions: their buttons
 * go in the actions.
 */
const TicketShow = ({ definition }: ScreenProps) => (
    <Show resource={definition.name} actions={<TicketActions definition={definition} />} sx={{ '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}>
        <PresenceHeader resource={definition.name} />
        <RecordLayout definition={definition} facts={<TicketHeader definition={definition} />} omit={['message']}>
            <Thread />
        </RecordLayout>
        <RecordTimeline definition={definition} />
    </Show>
);

export default TicketShow;
