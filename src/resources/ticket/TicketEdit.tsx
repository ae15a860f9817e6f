import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ConflictEdit } from '../screens/ConflictEdit';
import { ResourceForm } from '../screens/ResourceForm';
import type { ScreenProps } from '../types';

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
 * the stored `message` and `user_id` on a PUT anyway). Kept through errors and conflicts as every
 * edit screen is; saved, it returns to the ticket's page.
 */
const TicketEdit = ({ definition }: ScreenProps) => {
    const editable = { ...definition, fields: definition.fields.filter(field => TICKET_EDITABLE.includes(field.source)) };
    return (
        <ConflictEdit definition={definition} redirect="show">
            <CustomerText />
            <ResourceForm definition={editable} edit />
        </ConflictEdit>
    );
};

export default TicketEdit;
