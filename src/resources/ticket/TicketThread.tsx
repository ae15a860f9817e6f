import { Alert, Box, Button, LinearProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useGetIdentity, useGetOne, type RaRecord } from 'react-admin';
import { TicketMessageBubble } from './TicketMessageBubble';
import { TicketReply } from './TicketReply';
import { conversation, type TicketLike } from './thread';
import { useTicketMessages } from './useTicketMessages';

interface Sent {
    record: RaRecord;
    /** when it was saved: shown until the conversation is read again after it */
    at: number;
}

/**
 * A ticket's conversation and the reply box under it: the customer's opening message, then every
 * `ticket-message` oldest first, newest at the bottom. A reply shows at once when the server
 * accepts it; the conversation and the ticket (its status: answered) are then read again.
 */
export const TicketThread = ({ ticket }: { ticket: TicketLike }) => {
    const queryClient = useQueryClient();
    const messages = useTicketMessages(ticket.id);
    const { data: customer } = useGetOne('user', { id: ticket.user_id }, { enabled: ticket.user_id != null });
    const { identity } = useGetIdentity();
    const [sent, setSent] = useState<Sent[]>([]);

    const thread = useMemo(() => {
        const read = messages.data?.data ?? [];
        const known = new Set(read.map(message => String(message.id)));
        const pending = sent
            .filter(item => item.at >= messages.dataUpdatedAt && !known.has(String(item.record.id)))
            .map(item => item.record);
        return conversation(ticket, [...read, ...pending], typeof customer?.name === 'string' ? customer.name : undefined);
    }, [messages.data, messages.dataUpdatedAt, sent, ticket, customer]);

    const onSent = useCallback(
        (record: RaRecord) => {
            // an empty answer (204) says nothing of the author and time: it is the staff's, now
            const shown = {
                author: 'staff',
                author_name: identity?.fullName,
                created_at: new Date().toISOString(),
                ...record,
            };
            setSent(items => [...items, { record: shown, at: Date.now() }]);
        },
        [identity]
    );

    // the ticket's status (a reply answers it; a refusal may mean someone closed it)
    const onSettled = useCallback(() => {
        void queryClient.invalidateQueries({ queryKey: ['ticket'] });
    }, [queryClient]);

    return (
        <Stack spacing={2}>
            {messages.isPending && <LinearProgress aria-label="در حال بارگذاری گفتگو" />}
            {messages.isError && (
                <Alert
                    severity="error"
                    action={
                        <Button color="inherit" size="small" onClick={() => void messages.refetch()}>
                            تلاش دوباره
                        </Button>
                    }
                >
                    پیام‌های این تیکت بارگذاری نشد.
                </Alert>
            )}
            <Box
                component="ol"
                aria-label="گفتگوی تیکت"
                data-testid="ticket-thread"
                sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, m: 0, p: 0 }}
            >
                {thread.map(message => (
                    <TicketMessageBubble key={message.key} message={message} />
                ))}
            </Box>
            <TicketReply ticketId={ticket.id} closed={ticket.status === 'closed'} onSent={onSent} onSettled={onSettled} />
        </Stack>
    );
};
