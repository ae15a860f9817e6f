import { gold } from '../../src/mock/handlers/gold';
import { channelAuth, channelSignature } from '../../src/mock/live/protocol';
import { LIVE_KINDS, type LiveKind } from '../../src/mock/live/kinds';
import {
    burst,
    fire,
    isPaused,
    pause,
    resetPlayer,
    resume,
    startPlayer,
    subscribePlayer,
} from '../../src/mock/live/player';
import { isRefusing, observePublished, type Published } from '../../src/mock/live/server';
import { readMockSettings } from '../../src/mock/settings';
import { resetStore, store } from '../../src/mock/store';

/**
 * The mock's live event player on fake timers, without sockets: what it publishes (every
 * publication is observable, delivered or not) and that the store and gold figures agree.
 */

let published: Published[] = [];
const events = (name?: string) => published.filter(item => !name || item.event === name);
const dataOf = (item: Published) => (item.payload as { data: Record<string, unknown> }).data;

beforeEach(() => {
    vi.useFakeTimers();
    resetStore();
    resetPlayer();
    published = [];
    observePublished(item => published.push(item));
});

afterEach(() => {
    resetPlayer();
    vi.useRealTimers();
});

describe('the live player’s rhythm', () => {
    it('is paused until started (nothing plays in Node unless a test starts it)', async () => {
        expect(isPaused()).toBe(true);
        await vi.advanceTimersByTimeAsync(120_000);
        expect(published).toEqual([]);
        expect(readMockSettings().livePaused).toBe(false);
    });

    it('plays orders every 15–25 s, price ticks every 3–6 s, a receipt or notification every 30–60 s', async () => {
        startPlayer({ seed: 7 });
        expect(isPaused()).toBe(false);
        await vi.advanceTimersByTimeAsync(120_000);
        const ticks = events('xau.updated').length;
        expect(ticks).toBeGreaterThanOrEqual(20);
        expect(ticks).toBeLessThanOrEqual(40);
        expect(events('xau.updated').every(item => item.kind === 'xau')).toBe(true);
        expect(events('stat.updated').length).toBeLessThan(ticks);
        const orders = events('order.created').length + events('order.updated').length;
        expect(orders).toBeGreaterThanOrEqual(4);
        expect(orders).toBeLessThanOrEqual(8);
        const messages = events('receipt.created').length + events('notification').length;
        expect(messages).toBeGreaterThanOrEqual(2);
        expect(messages).toBeLessThanOrEqual(4 + 1); // a duplicate at most on top
        // every order event and every receipt is followed by the notice counts
        expect(events('notices.updated').length).toBe(orders + events('receipt.created').length);
    });

    it('creates stored pending orders, about a third asking for auto order, and now and then a duplicate', async () => {
        startPlayer({ seed: 11 });
        await vi.advanceTimersByTimeAsync(30 * 60_000);
        const created = events('order.created').map(dataOf);
        expect(created.length).toBeGreaterThan(60);
        for (const order of created) {
            expect(order.status_enum).toBe('pending');
            expect(store.get('order')?.get(Number(order.id))).toBeTruthy();
        }
        const auto = created.filter(order => order.ask_auto_order === true).length;
        expect(auto / created.length).toBeGreaterThan(0.15);
        expect(auto / created.length).toBeLessThan(0.55);
        const messages = [...events('receipt.created'), ...events('notification')].map(item => JSON.stringify(item.payload));
        expect(new Set(messages).size).toBeLessThan(messages.length); // some sent twice
    });

    it('pause stops everything, resume goes on; the pause switch hears both', async () => {
        const heard = vi.fn();
        const unsubscribe = subscribePlayer(heard);
        startPlayer({ seed: 3 });
        await vi.advanceTimersByTimeAsync(10_000);
        pause();
        expect(isPaused()).toBe(true);
        const count = published.length;
        expect(count).toBeGreaterThan(0);
        await vi.advanceTimersByTimeAsync(300_000);
        expect(published.length).toBe(count);
        resume();
        await vi.advanceTimersByTimeAsync(10_000);
        expect(published.length).toBeGreaterThan(count);
        expect(heard).toHaveBeenCalledTimes(3);
        unsubscribe();
    });

    it('starts paused when told (the developer setting livePaused)', async () => {
        startPlayer({ paused: true });
        await vi.advanceTimersByTimeAsync(120_000);
        expect(published).toEqual([]);
    });
});

describe('firing one event of each kind', () => {
    const expected: Record<LiveKind, string[]> = {
        order: ['order.created', 'notices.updated'],
        order_auto: ['order.created', 'notices.updated'],
        order_update: ['order.updated', 'notices.updated'],
        receipt: ['receipt.created', 'notices.updated'],
        notification: ['notification'],
        price: ['xau.updated'],
        vector: ['stat.updated'],
        notices: ['notices.updated'],
        me: ['me.updated'],
        // with no receipt or notification before, a receipt first, then it again
        duplicate: ['receipt.created', 'notices.updated', 'receipt.created'],
    };

    it.each(LIVE_KINDS.map(kind => [kind]))('%s', kind => {
        const data = fire(kind);
        expect(data).toBeTruthy();
        expect(events().map(item => item.event)).toEqual(expected[kind]);
        expect(events().map(item => item.kind)).toEqual(expected[kind].map(event => (event === 'xau.updated' ? 'xau' : 'admin')));
    });

    it('order and order_auto differ in ask_auto_order; order_update decides the oldest pending order', () => {
        expect(fire('order')).toMatchObject({ ask_auto_order: false, status_enum: 'pending' });
        expect(fire('order_auto')).toMatchObject({ ask_auto_order: true, status_enum: 'pending' });
        const pending = store.get('order')!.all().filter(order => order.status_enum === 'pending');
        const oldest = [...pending].sort((a, b) => Date.parse(String(a.created_at)) - Date.parse(String(b.created_at)))[0];
        const decided = fire('order_update') as { id: number; status_enum: string };
        expect(decided.id).toBe(oldest.id);
        expect(store.get('order')?.get(oldest.id)?.status_enum).toBe(decided.status_enum);
        expect(dataOf(events('notices.updated').at(-1)!).order).toBe(pending.length - 1);
    });

    it('a duplicate repeats the previous receipt or notification exactly', () => {
        fire('notification');
        fire('duplicate');
        const [first, second] = events('notification');
        expect(second.payload).toEqual(first.payload);
    });

    it('the price walks at most 0.3% and the gold figures follow', () => {
        for (let index = 0; index < 50; index++) {
            const before = gold.price;
            const { price } = fire('price') as { price: number };
            expect(Math.abs(price - before) / before).toBeLessThanOrEqual(0.003 + 0.01 / before);
            expect(gold.price).toBe(price);
        }
        const { today_vector: vector } = fire('vector') as { today_vector: number };
        expect(gold.todayVector).toBe(vector);
    });
});

describe('burst and the signature', () => {
    it('burst(count, 0) creates at once; burst(count, perSecond) paces them', async () => {
        expect(await burst(5, 0)).toHaveLength(5);
        expect(events('order.created')).toHaveLength(5);
        const paced = burst(4, 10);
        expect(events('order.created')).toHaveLength(6);
        await vi.advanceTimersByTimeAsync(300);
        const orders = await paced;
        expect(orders).toHaveLength(4);
        expect(orders.every(order => store.get('order')?.get(order.id)?.status_enum === 'pending')).toBe(true);
    });

    it('the channel auth is deterministic per socket and channel', () => {
        expect(channelAuth('1.2', 'private-xau')).toBe(channelAuth('1.2', 'private-xau'));
        expect(channelAuth('1.2', 'private-xau')).toBe(`zar-mock-key:${channelSignature('1.2', 'private-xau')}`);
        expect(channelSignature('1.2', 'private-xau')).not.toBe(channelSignature('1.3', 'private-xau'));
        expect(channelSignature('1.2', 'private-xau')).not.toBe(channelSignature('1.2', 'private-admin.1'));
        expect(isRefusing()).toBe(false);
    });
});
