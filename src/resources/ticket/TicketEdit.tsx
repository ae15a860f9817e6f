import { Box, Typography } from '@mui/material';
import { Edit, useRecordContext } from 'react-admin';
import { ConflictScope, useRecordConflict } from '../conflicts';
import { normalizeRecord } from '../fields/rules';
import { ResourceForm } from '../screens/ResourceForm';
import { useNotifySaveError } from '../screens/useNotifySaveError';
import type { ScreenProps } from '../types';
import { PresenceHeader } from '../../realtime/presence';

/** What staff may change on a ticket: how it is routed and where it stands. */
export const TICKET_EDITABLE = ['department', 'priority', 'status'];

/** The customer's own words, shown above the form and never an input. */
const CustomerText = () => {
    const ticket = useRecordContext();
    if (!ticket) return null;
    return (
        <Box sx={{ px: 2, pt: 2, maxWidth: 640 }}>
            <Typography variant="subtitle1" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {String(ticket.subject ?? '')}
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {String(ticket.message ?? '')}
            </Typography>
        </Box>
    );
};

/**
 * A ticket's edit form: department, priority and status only. The customer, the subject and the
 * customer's message are the customer's and are shown, never offered as inputs (the server keeps
 * the stored `message` and `user_id` on a PUT anyway). Pessimistic; saved, it returns to the
 * ticket's page.
 */
const TicketEdit = ({ definition }: ScreenProps) => {
    const onError = useNotifySaveError();
    const conflict = useRecordConflict(definition.name);
    const editable = { ...definition, fields: definition.fields.filter(field => TICKET_EDITABLE.includes(field.source)) };
    return (
        <ConflictScope conflict={conflict}>
            <Edit
                resource={definition.name}
                mutationMode="pessimistic"
                redirect="show"
                mutationOptions={{ onError: error => void (conflict.onSaveError(error) || onError(error)) }}
                transform={(data: Record<string, unknown>) => normalizeRecord(definition, data)}
            >
                <PresenceHeader resource={definition.name} />
                <CustomerText />
                <ResourceForm definition={editable} edit />
            </Edit>
        </ConflictScope>
    );
};

export default TicketEdit;
