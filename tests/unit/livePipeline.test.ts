// @vitest-environment jsdom
import { RecentIds } from '../../src/realtime/dedupe';
import { parseNotices, parseOrder, type LiveOrder } from '../../src/realtime/events';
import { afterFrameSchedule, frameSchedule } from '../../src/realtime/frameSchedule';
import { LiveStore } from '../../src/realtime/liveStore';
import { catchUpPendingOrders } from '../../src/realtime/pendingOrders';
import { createPipeline, type LiveEffects } from '../../src/realtime/pipeline';
import { makeOrder } from '../support/liveOrder';

/** The shared hand-made order, its time `minutesAgo` before a fixed moment. */
const order = (id: number, change: Partial<LiveOrder> = {}, minutesAgo = 0): LiveOrder =>
    makeOrder(id, { created_at: new Date(Date.parse('2026-11-21T08:00:00Z') - minutesAgo * 60_000).toISOString(), ...change });

/** A store that tells its listeners at once, and effects that record what they were asked. */
function setup(capacity = 5000) {
    const store = new LiveStore(flush => flush());
    const seen = { arrived: [] as LiveOrder[], toasts: [] as Array<[string, string]>, lists: [] as string[] };
    const effects: LiveEffects = {
        orderArrived: o => seen.arrived.push(o),
        toast: (message, severity) => seen.toasts.push([message, severity]),
        listChanged: resource => seen.lists.push(resource),
    };
    return { store, seen, handle: createPipeline(store, effects, capacity) };
}

describe('approval events', () => {
    it('validates approval.requested and approval.decided and hands them to the page', () => {
        const store = new LiveStore(flush => flush());
        const approvals: unknown[] = [];
        const handle = createPipeline(store, { orderArrived: () => undefined, toast: () => undefined, listChanged: () => undefined, approvalChanged: a => approvals.push(a) });
        handle('approval.requested', { data: { id: 4, subject_type: 'receipt', subject_id: 12, action: 'approve', amount: 5, maker: { id: 7, name: 'علی' } } });
        handle('approval.decided', { data: { id: 4, status: 'approved', checker: { id: 2, name: 'سارا' } } });
        handle('approval.requested', { data: { id: 5 } });
        handle('approval.decided', { data: { status: 'approved' } });
        expect(approvals).toEqual([
            { id: 4, subject: { type: 'receipt', id: 12 }, action: 'approve', amount: 5, maker: { id: 7, name: 'علی' } },
            { id: 4, status: 'approved', checker: { id: 2, name: 'سارا' } },
        ]);
        expect(store.stats.malformed).toBe(2);
    });
});

describe('event validation', () => {
    it('accepts a docs/openapi.yaml, order order and normalises numeric strings', () => {
        const parsed = parseOrder({ ...order(1), quantity: '2.5', total_price: '10100000' });
        expect(parsed).toMatchObject({ id: 1, quantity: 2.5, total_price: 10_100_000, status_enum: 'pending' });
    });

    it('keeps an order that comes in the form the panel reads as it came, with no copy', () => {
        const payload = { ...order(1), product: { title: 'سکه امامی', unit: 'piece', id: 7 }, extra: 'x' };
        expect(parseOrder(payload)).toBe(payload);
    });

    it.each([
        ['a numeric quantity as text', { quantity: '2' }, { quantity: 2 }],
        ['auto order as 1', { ask_auto_order: 1 }, { ask_auto_order: true }],
        ['no note', { note: undefined }, { note: null }],
        ['no side text', { side: undefined }, { side: '' }],
        ['no picture', { user: { name: 'فاطمه محمدی' } }, { user: { name: 'فاطمه محمدی', image: null } }],
        ['an unknown unit', { product: { title: 'سکه امامی', unit: 'kilo' } }, { product: { title: 'سکه امامی' } }],
    ])('copies an order with %s into the form the panel reads, leaving the payload as it was', (_, change, expected) => {
        const payload = { ...order(1), ...change };
        const before = structuredClone(payload);
        const parsed = parseOrder(payload);
        expect(parsed).not.toBe(payload);
        expect(parsed).toEqual({ ...order(1), ...expected });
        expect(payload).toEqual(before);
    });

    it("takes the time of an order as it was last taken when the text is the same, and reads any other", () => {
        const known = parseOrder(order(1))!;
        const taken = (id: LiveOrder['id']) => (id === known.id ? known : undefined);
        const decided = { ...order(1), status: 'تایید شده', status_enum: 'approved' };
        expect(parseOrder(decided, taken)).toBe(decided);
        const unreadable = { ...decided, created_at: 'دیروز' };
        expect(parseOrder(unreadable, taken)!.created_at).not.toBe('دیروز');
        // another order's time is never taken for this one's
        const other = { ...order(2), created_at: 'دیروز' };
        expect(parseOrder(other, () => ({ ...known, created_at: 'دیروز' }))!.created_at).not.toBe('دیروز');
    });

    it('gives an order with an unreadable time the time it arrived', () => {
        const parsed = parseOrder({ ...order(1), created_at: 'دیروز' });
        expect(Math.abs(Date.parse(parsed!.created_at) - Date.now())).toBeLessThan(60_000);
    });

    it.each([
        ['no product', { product: undefined }],
        ['no user name', { user: { image: null } }],
        ['unknown status', { status_enum: 'maybe' }],
        ['unknown side', { side_enum: 'hold' }],
        ['price not a number', { total_price: 'lots' }],
        ['no id', { id: '' }],
    ])('rejects an order with %s', (_, change) => {
        expect(parseOrder({ ...order(1), ...change })).toBeNull();
    });

    it('keeps only numeric notice counts', () => {
        expect(parseNotices({ order: 3, receipt: '2', ticket: 'x' })).toEqual({ order: 3, receipt: 2 });
        expect(parseNotices([1, 2])).toBeNull();
    });
});

describe('duplicate memory', () => {
    it('remembers ids up to its capacity, forgetting the oldest first', () => {
        const ids = new RecentIds(3);
        expect([1, 2, 3].map(id => ids.firstSeen(id))).toEqual([true, true, true]);
        expect(ids.firstSeen(2)).toBe(false);
        expect(ids.firstSeen(4)).toBe(true); // 1 is forgotten
        expect(ids.size).toBe(3);
        expect(ids.firstSeen(1)).toBe(true); // 2 is forgotten now
        expect(ids.firstSeen(3)).toBe(false);
        expect(ids.firstSeen(2)).toBe(true);
    });

    it('stays bounded over a week of events: old ids are forgotten, recent ones still caught', () => {
        const { store, seen, handle } = setup(1000);
        for (let i = 0; i < 20_000; i++) handle('receipt.created', { data: { id: i, message: 'فیش' } });
        expect(seen.toasts).toHaveLength(20_000);
        handle('receipt.created', { data: { id: 19_999, message: 'فیش' } });
        expect(store.stats.duplicates).toBe(1);
        handle('receipt.created', { data: { id: 0, message: 'فیش' } });
        expect(seen.toasts).toHaveLength(20_001);
    });
});

describe('orders for figures kept from the events', () => {
    it('hears of every created or changed order once, whatever its status; never of a duplicate or a malformed one', () => {
        const store = new LiveStore(flush => flush());
        const changed: Array<[LiveOrder['id'], string]> = [];
        const handle = createPipeline(store, {
            orderArrived: () => undefined,
            toast: () => undefined,
            listChanged: () => undefined,
            orderChanged: o => changed.push([o.id, o.status_enum]),
        });
        handle('order.created', { data: order(1) });
        handle('order.created', { data: order(2, { status_enum: 'approved' }) });
        handle('order.updated', { data: order(1, { status_enum: 'rejected' }) });
        handle('order.updated', { data: order(1, { status_enum: 'rejected' }) });
        handle('order.created', { data: { ...order(3), side_enum: 'swap' } });
        expect(changed).toEqual([
            [1, 'pending'],
            [2, 'approved'],
            [1, 'rejected'],
        ]);
    });
});

describe('the pipeline and the panel state', () => {
    it('adds a created order newest first, opens the panel and asks for the sound once', () => {
        const { store, seen, handle } = setup();
        handle('order.created', { data: order(1, {}, 5) });
        handle('order.created', { data: order(2, {}, 1) });
        handle('order.created', { data: order(3, {}, 10) }); // arrives late, is older
        expect(store.getState().orders.map(o => o.id)).toEqual([2, 1, 3]);
        expect(store.getState().panelOpen).toBe(true);
        expect(seen.arrived.map(o => o.id)).toEqual([1, 2, 3]);
        handle('order.created', { data: order(2, {}, 1) }); // the same order again
        expect(store.getState().orders).toHaveLength(3);
        expect(seen.arrived).toHaveLength(3);
    });

    it('updates an order, and an order no longer pending leaves the list', () => {
        const { store, seen, handle } = setup();
        handle('order.created', { data: order(1) });
        handle('order.created', { data: order(2) });
        handle('order.updated', { data: order(1, { quantity: 5 }) });
        expect(store.getState().orders.find(o => o.id === 1)?.quantity).toBe(5);
        handle('order.updated', { data: order(2, { status_enum: 'approved', status: 'تأیید شده' }) });
        expect(store.getState().orders.map(o => o.id)).toEqual([1]);
        expect(seen.lists).toEqual(['order', 'order', 'order', 'order']);
    });

    it('ignores order updates, receipts and notifications whose id was already seen', () => {
        const { store, seen, handle } = setup();
        handle('order.created', { data: order(1) });
        handle('order.updated', { data: order(1, { quantity: 7 }) });
        handle('order.updated', { data: order(1, { quantity: 9 }) });
        expect(store.getState().orders[0].quantity).toBe(7);
        handle('receipt.created', { data: { id: 5, message: 'فیش جدید' } });
        handle('receipt.created', { data: { id: 5, message: 'فیش جدید' } });
        handle('notification', { data: { id: 5, message: 'تأیید شد', status: 'approved' } });
        handle('notification', { data: { id: 5, message: 'تأیید شد', status: 'approved' } });
        handle('notification', { data: { id: 6, message: 'در حال بررسی', status: 'pending' } });
        expect(seen.toasts).toEqual([
            ['فیش جدید', 'info'],
            ['تأیید شد', 'success'],
            ['در حال بررسی', 'info'],
        ]);
        expect(store.stats.duplicates).toBe(3);
    });

    it('counts malformed payloads and carries on', () => {
        const { store, handle } = setup();
        handle('order.created', { data: { id: 1 } });
        handle('order.created', 'not json');
        handle('xau.updated', { data: { price: 'up' } });
        handle('stat.updated', null);
        handle('order.created', { data: order(2) });
        handle('xau.updated', { data: { price: 2701.5 } });
        handle('stat.updated', { data: { today_vector: 4_300_000 } });
        handle('notices.updated', { data: { order: 4 } });
        const state = store.getState();
        expect(store.stats.malformed).toBe(4);
        expect(state.orders.map(o => o.id)).toEqual([2]);
        expect([state.goldPrice, state.todayVector, state.notices.order]).toEqual([2701.5, 4_300_000, 4]);
    });

    it('tells the page when valid counts are heard on the channel, not when they are malformed', () => {
        const store = new LiveStore(flush => flush());
        const heard: Array<Record<string, number>> = [];
        const handle = createPipeline(store, { orderArrived: () => undefined, toast: () => undefined, listChanged: () => undefined, noticesHeard: notices => heard.push({ ...notices }) });
        handle('notices.updated', { data: 'many' });
        handle('notices.updated', { data: {} });
        handle('stat.updated', { data: { today_vector: 1 } });
        expect(heard).toEqual([]);
        handle('notices.updated', { data: { order: 4, receipt: 'x' } });
        expect(heard).toEqual([{ order: 4 }]);
        expect(store.getState().notices).toEqual({ order: 4 });
    });

    it('a notice count changes its menu only; the same counts again change nothing', () => {
        const { store, handle } = setup();
        handle('notices.updated', { data: { order: 4, receipt: 2 } });
        const first = store.getState();
        handle('notices.updated', { data: { order: 5 } });
        const second = store.getState();
        expect(second.notices).toEqual({ order: 5, receipt: 2 });
        expect(first.notices).toEqual({ order: 4, receipt: 2 });
        handle('notices.updated', { data: { order: 5, receipt: 2 } });
        expect(store.getState().notices).toBe(second.notices);
        // counts that are all unreadable are a malformed event, not a reset
        handle('notices.updated', { data: { order: 'many', receipt: -1 } });
        expect(store.stats.malformed).toBe(1);
        expect(store.getState().notices).toBe(second.notices);
        // only the payload's own keys are counts
        const inherited = Object.assign(Object.create({ ticket: 9 }) as object, { order: 6 });
        expect(parseNotices(inherited)).toEqual({ order: 6 });
        handle('notices.updated', { data: inherited });
        expect({ ...store.getState().notices }).toEqual({ order: 6, receipt: 2 });
        expect('ticket' in store.getState().notices).toBe(false);
    });

    it('counts naming exactly the menus known are kept as they came; fewer or other menus are merged into a copy', () => {
        const { store, handle } = setup();
        handle('notices.updated', { data: { order: 4, receipt: 2 } });
        const all = { order: 5, receipt: 3 };
        handle('notices.updated', { data: all });
        expect(store.getState().notices).toBe(all);
        handle('notices.updated', { data: { ticket: 1 } });
        expect(store.getState().notices).toEqual({ order: 5, receipt: 3, ticket: 1 });
        expect(all).toEqual({ order: 5, receipt: 3 });
        const again = { order: 6, receipt: 3, ticket: 1 };
        handle('notices.updated', { data: again });
        expect(store.getState().notices).toBe(again);
        // as many counts as menus known, but not the same menus
        handle('notices.updated', { data: { order: 7, ticket: 1, wallet: 0 } });
        expect(store.getState().notices).toEqual({ order: 7, receipt: 3, ticket: 1, wallet: 0 });
        expect(again).toEqual({ order: 6, receipt: 3, ticket: 1 });
    });

    it('the same menus in another order are the same counts; a change is heard whichever order the menus come in', () => {
        const { store, handle } = setup();
        let heard = 0;
        store.subscribe(() => heard++);
        handle('notices.updated', { data: { order: 7, receipt: 3, ticket: 1 } });
        const kept = store.getState().notices;
        // the same counts, the menus in another order: nothing changed
        handle('notices.updated', { data: { ticket: 1, order: 7, receipt: 3 } });
        expect(store.getState().notices).toBe(kept);
        expect(heard).toBe(1);
        // one count changed, before the menus' order differs from the last counts'
        const reordered = { ticket: 2, receipt: 3, order: 7 };
        handle('notices.updated', { data: reordered });
        expect(store.getState().notices).toBe(reordered);
        expect(heard).toBe(2);
        // then in that order again: the one count that changed, and nothing when none did
        const next = { ticket: 2, receipt: 4, order: 7 };
        handle('notices.updated', { data: next });
        expect(store.getState().notices).toBe(next);
        handle('notices.updated', { data: { ticket: 2, receipt: 4, order: 7 } });
        expect(store.getState().notices).toBe(next);
        expect(heard).toBe(3);
        // back to the first order, one count changed at its first menu
        handle('notices.updated', { data: { order: 8, receipt: 4, ticket: 2 } });
        expect({ ...store.getState().notices }).toEqual({ order: 8, receipt: 4, ticket: 2 });
        // fewer menus than known, their count unchanged: nothing changes, nothing is copied
        const before = store.getState().notices;
        handle('notices.updated', { data: { receipt: 4 } });
        expect(store.getState().notices).toBe(before);
        expect(heard).toBe(4);
        handle('notices.updated', { data: { receipt: 5 } });
        expect(store.getState().notices).toEqual({ order: 8, receipt: 5, ticket: 2 });
        expect(heard).toBe(5);
        expect(store.stats.malformed).toBe(0);
    });

    it('an order with an unreadable time shows now, and an order arriving late still sorts by its time', () => {
        const { store, handle } = setup();
        handle('order.created', { data: { ...order(1), created_at: 'yesterday-ish' } });
        const shown = Date.parse(store.getState().orders[0].created_at);
        expect(Math.abs(shown - Date.now())).toBeLessThan(60_000);
        handle('order.created', { data: order(2, {}, 10) });
        handle('order.created', { data: order(3, {}, 40) });
        expect(store.getState().orders.map(o => o.id)).toEqual([1, 2, 3]);
    });

    it('ignores events it does not know', () => {
        const { store, handle } = setup();
        handle('pusher:pong', {});
        expect(store.stats.events).toBe(0);
    });
});

describe('the store tells its readers once per frame', () => {
    it('coalesces a burst into one notification', () => {
        const flushes: Array<() => void> = [];
        const store = new LiveStore(flush => flushes.push(flush));
        const listener = vi.fn();
        store.subscribe(listener);
        for (let i = 0; i < 100; i++) store.putOrder(order(i));
        expect(flushes).toHaveLength(1);
        flushes[0]();
        expect(listener).toHaveBeenCalledTimes(1);
        expect(store.getState().orders).toHaveLength(100);
    });
});

describe('events that change nothing', () => {
    it('wake no reader: a duplicate, a malformed payload, an unknown event are only counted', () => {
        const flushes: Array<() => void> = [];
        const store = new LiveStore(flush => flushes.push(flush));
        const { handle } = createPipelineFor(store);
        const listener = vi.fn();
        store.subscribe(listener);
        handle('receipt.created', { data: { id: 5, message: 'فیش' } });
        expect(flushes).toHaveLength(0); // a receipt is a toast, not state
        handle('receipt.created', { data: { id: 5, message: 'فیش' } });
        handle('order.created', { data: { id: 'x' } });
        handle('pusher:pong', {});
        expect(flushes).toHaveLength(0);
        expect(store.stats).toEqual({ events: 3, malformed: 1, duplicates: 1 });
        const before = store.getState();
        handle('xau.updated', { data: { price: 2700 } });
        expect(flushes).toHaveLength(1);
        flushes[0]();
        expect(listener).toHaveBeenCalledTimes(1);
        expect(store.getState()).not.toBe(before);
    });
});

describe('a store nobody reads', () => {
    it('asks for no frame (the events still change it); a reader who comes later hears of the next change', () => {
        const flushes: Array<() => void> = [];
        const store = new LiveStore(flush => flushes.push(flush));
        for (let i = 0; i < 10; i++) store.putOrder(order(i));
        expect(flushes).toHaveLength(0);
        expect(store.getState().orders).toHaveLength(10);

        const listener = vi.fn();
        const unsubscribe = store.subscribe(listener);
        store.putOrder(order(10));
        expect(flushes).toHaveLength(1);
        flushes[0]();
        expect(listener).toHaveBeenCalledTimes(1);

        unsubscribe();
        store.putOrder(order(11));
        expect(flushes).toHaveLength(1);
    });
});

describe('catching up after a (re)connection', () => {
    it('adds the waiting orders, drops those decided meanwhile, keeps those that arrived during the request', async () => {
        const store = new LiveStore(flush => flush());
        store.putOrder(order(1, {}, 30)); // decided elsewhere while we were away
        store.putOrder(order(2, {}, 20)); // still waiting
        let arrive: () => void = () => undefined;
        const fetched = new Promise<LiveOrder[]>(resolve => {
            arrive = () => resolve([order(2, {}, 20), order(3, {}, 10)]);
        });
        const done = catchUpPendingOrders(store, () => fetched);
        store.putOrder(order(4, {}, 1)); // an event during the request
        arrive();
        await done;
        expect(store.getState().orders.map(o => o.id)).toEqual([4, 3, 2]);
        expect(store.getState().panelOpen).toBe(false);
    });
});

describe('pending orders held by id', () => {
    it('keeps the newest first when orders arrive late, and a changed order keeps its place', () => {
        const store = new LiveStore(flush => flush());
        store.putOrder(order(1, {}, 30));
        store.putOrder(order(2, {}, 10));
        store.putOrder(order(3, {}, 20)); // late
        store.putOrder(order(4, {}, 0));
        expect(store.getState().orders.map(o => o.id)).toEqual([4, 2, 3, 1]);
        store.putOrder(order(5, {}, 25)); // late again, after a sort
        store.putOrder(order(2, { quantity: 9 }, 10));
        expect(store.getState().orders.map(o => o.id)).toEqual([4, 2, 3, 5, 1]);
        expect(store.getOrder(2)?.quantity).toBe(9);
        store.removeOrder(3);
        store.putOrder(order(1, { status_enum: 'rejected' }, 30));
        expect(store.getState().orders.map(o => o.id)).toEqual([4, 2, 5]);
        expect([store.hasOrder(1), store.hasOrder(2), store.orderCount]).toEqual([false, true, 3]);
    });

    it('orders of the same time show the last arrived first', () => {
        const store = new LiveStore(flush => flush());
        [1, 2, 3].forEach(id => store.putOrder(order(id, {}, 5)));
        expect(store.getState().orders.map(o => o.id)).toEqual([3, 2, 1]);
    });

    it('gives readers the same list until the orders change', () => {
        const store = new LiveStore(flush => flush());
        const { handle } = createPipelineFor(store);
        handle('order.created', { data: order(1) });
        const before = store.getState().orders;
        handle('xau.updated', { data: { price: 2701.5 } });
        handle('receipt.created', { data: { id: 9, message: 'فیش' } });
        expect(store.getState().orders).toBe(before);
        expect(store.getState().goldPrice).toBe(2701.5);
        handle('order.updated', { data: order(1, { status_enum: 'approved' }) });
        expect(store.getState().orders).not.toBe(before);
        expect(store.getState().orders).toHaveLength(0);
    });

    it('takes a string id that reads as a seen number as a duplicate, as before', () => {
        const ids = new RecentIds(10);
        expect(ids.firstSeen(12)).toBe(true);
        expect(ids.firstSeen('12')).toBe(false);
        expect(ids.firstSeen('012')).toBe(true);
        expect(ids.firstSeen('abc')).toBe(true);
        expect(ids.firstSeen('abc')).toBe(false);
    });
});

function createPipelineFor(store: LiveStore) {
    const effects: LiveEffects = { orderArrived: () => undefined, toast: () => undefined, listChanged: () => undefined };
    return { handle: createPipeline(store, effects) };
}

describe('when readers hear of changes', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('a lone change at once (in a microtask), changes streaming in once a frame', async () => {
        const frames: Array<() => void> = [];
        vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
        let time = 1000;
        const store = new LiveStore(frameSchedule(() => time));
        const listener = vi.fn();
        store.subscribe(listener);

        store.putOrder(order(1));
        store.putOrder(order(2)); // same task: the same render
        await Promise.resolve();
        expect(listener).toHaveBeenCalledTimes(1);
        expect(frames).toHaveLength(0);

        // more within the frame: they wait for the next frame, together
        time += 5;
        store.putOrder(order(3));
        time += 5;
        store.putOrder(order(4));
        await Promise.resolve();
        expect(listener).toHaveBeenCalledTimes(1);
        expect(frames).toHaveLength(1);
        frames.shift()!();
        expect(listener).toHaveBeenCalledTimes(2);
        expect(store.getState().orders).toHaveLength(4);

        // quiet for a while: the next lone change is at once again
        time += 100;
        store.putOrder(order(5));
        await Promise.resolve();
        expect(listener).toHaveBeenCalledTimes(3);
        expect(frames).toHaveLength(0);
    });

    it('a count or a price after the frame that shows an order, or with the next order', async () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        try {
            const frames: Array<() => void> = [];
            vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
            let time = 1000;
            const store = new LiveStore(frameSchedule(() => time), afterFrameSchedule());
            const heard: Array<{ orders: number; notices: Record<string, number>; price: number | null }> = [];
            store.subscribe(() => {
                const state = store.getState();
                heard.push({ orders: state.orders.length, notices: state.notices, price: state.goldPrice });
            });

            // an order, and its menus' counts in the next task (as the server sends them): the order
            // is heard at once; the counts not in the frame that draws the order's card, but in a
            // task after it
            store.putOrder(order(1));
            await Promise.resolve();
            expect(heard).toEqual([{ orders: 1, notices: {}, price: null }]);
            time += 2;
            store.setNotices({ order: 1 });
            await Promise.resolve();
            expect(heard).toHaveLength(1);
            expect(frames).toHaveLength(1);
            frames.shift()!();
            expect(heard).toHaveLength(1);
            vi.runOnlyPendingTimers();
            expect(heard).toEqual([
                { orders: 1, notices: {}, price: null },
                { orders: 1, notices: { order: 1 }, price: null },
            ]);

            // a lone price tick waits for a frame too, and never makes an order wait for one
            time += 100;
            store.setGoldPrice(2650);
            await Promise.resolve();
            expect(heard).toHaveLength(2);
            time += 100;
            store.putOrder(order(2));
            await Promise.resolve();
            expect(heard.at(-1)).toEqual({ orders: 2, notices: { order: 1 }, price: 2650 });
            expect(heard).toHaveLength(3);
            // the price's own turn comes with nothing left to tell: nobody renders for it again
            frames.shift()!();
            vi.runOnlyPendingTimers();
            expect(heard).toHaveLength(3);
            expect(frames).toHaveLength(0);
        } finally {
            vi.useRealTimers();
        }
    });
});
