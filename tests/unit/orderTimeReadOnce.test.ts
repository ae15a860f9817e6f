import { LiveStore } from '../../src/realtime/liveStore';
import { createPipeline, NO_EFFECTS } from '../../src/realtime/pipeline';
import { makeOrder } from '../support/liveOrder';

// every time an order's time text is asked for (the validation and the store ask through this module)
const reads = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('../../src/realtime/utcTime', async importOriginal => {
    const actual = await importOriginal<typeof import('../../src/realtime/utcTime')>();
    return {
        ...actual,
        timeOfText: (text: string) => {
            reads.texts.push(text);
            return actual.timeOfText(text);
        },
    };
});

describe("an order's time is read once per order", () => {
    it('a decision of an order in the list does not read its time again; one of an order not in the list does', () => {
        const store = new LiveStore(flush => flush());
        const handle = createPipeline(store, NO_EFFECTS);
        const first = makeOrder(1, { created_at: '2026-11-21T08:00:00.000000Z' });
        const second = makeOrder(2, { created_at: '2026-11-21T08:01:00.000000Z' });
        handle('order.created', { data: first });
        handle('order.created', { data: second });
        const afterCreated = reads.texts.length;
        expect(afterCreated).toBeGreaterThan(0);

        handle('order.updated', { data: { ...first, status: 'تایید شده', status_enum: 'approved' } });
        expect(reads.texts.length).toBe(afterCreated);
        expect(store.getState().orders.map(order => order.id)).toEqual([2]);

        // an order the list never had: its time is read
        handle('order.updated', { data: makeOrder(3, { created_at: '2026-11-21T07:00:00.000000Z', status_enum: 'rejected' }) });
        expect(reads.texts.slice(afterCreated)).toEqual(['2026-11-21T07:00:00.000000Z']);
        expect(store.stats.malformed).toBe(0);
    });
});
