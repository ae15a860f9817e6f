import type { MockRecord } from './db';
import { store } from './store';
import { WAITING_KINDS } from './waitingKinds';

/** What a new waiting record must not carry over from the record it is modelled on. */
const CLEARED: Record<string, unknown> = {
    reject_reason: null,
    tracking_code: null,
    paid_at: null,
    sent_at: null,
    used_amount: 0,
};

let turn = 0;

/**
 * A developer's "more waiting work" (mock mode only): a new record in that queue, waiting for
 * staff, modelled on one of the seed's records (another customer each time) and stamped now.
 * A new ticket also gets its customer's opening message.
 */
export function addWaitingWork(kind: string): MockRecord | undefined {
    const collection = store.get(kind);
    const users = store.get('user')?.all() ?? [];
    const model = collection?.all()[turn % Math.max(1, collection.all().length)];
    if (!collection || !model || users.length === 0) return undefined;
    const user = users[(turn * 7) % users.length];
    turn += 1;
    const { id: _id, ...fields } = model;
    const now = new Date().toISOString();
    const record = collection.create({
        ...fields,
        ...Object.fromEntries(Object.keys(CLEARED).filter(key => key in fields).map(key => [key, CLEARED[key]])),
        ...('user_id' in fields ? { user_id: user.id } : {}),
        status: WAITING_KINDS[kind],
        created_at: now,
    });
    if (kind === 'ticket') {
        store.get('ticket-message')?.create({
            ticket_id: record.id,
            author: 'customer',
            author_name: user.name,
            body: record.message,
            created_at: now,
        });
    }
    return record;
}
