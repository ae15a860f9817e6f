import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';

/** How many messages one list call asks for (the API allows up to 1,000). */
export const MESSAGES_PER_PAGE = 100;

/**
 * Every message of a ticket's conversation: the `ticket-message` list call filtered by
 * `ticket_id`, oldest first (`sort=id&order=asc`), page after page until `meta.total` is read.
 * Cached under react-admin's `getList` key of the resource, so a created message (react-admin's
 * `useCreate`) makes it fetch again.
 */
export function useTicketMessages(ticketId: Identifier | undefined) {
    const dataProvider = useDataProvider();
    return useQuery({
        queryKey: ['ticket-message', 'getList', { thread: ticketId }],
        enabled: ticketId !== undefined,
        queryFn: async ({ signal }) => {
            const messages: RaRecord[] = [];
            for (let page = 1; ; page += 1) {
                const { data, total } = await dataProvider.getList('ticket-message', {
                    pagination: { page, perPage: MESSAGES_PER_PAGE },
                    sort: { field: 'id', order: 'ASC' },
                    filter: { ticket_id: ticketId },
                    signal,
                });
                messages.push(...data);
                if (!data.length || data.length < MESSAGES_PER_PAGE || (total !== undefined && messages.length >= total)) break;
            }
            return { data: messages, total: messages.length };
        },
    });
}
