import type { MockRecord } from '../db';
import { createRandom, type Random } from '../seed/random';
import {
    createNotification,
    createOrder,
    createReceipt,
    decideOrder,
    publishAdminChanged,
    publishNotices,
    repeatLastMessage,
    resetHappenings,
    tickPrice,
    tickVector,
} from './happenings';
import type { LiveKind } from './kinds';
import { resetLiveServer } from './server';

/**
 * The live event player of the mock backend (dev and demo builds): a customer's new order every
 * 15–25 s (about a third asking for auto order, now and then one decided by "another admin"), a
 * gold price tick every 3–6 s (with a today-vector change one time in three), a receipt or a
 * notification every 30–60 s, and one time in eight that same receipt or notification again a
 * few seconds later, as a duplicate the admin must ignore.
 *
 * Started in the browser by the mock's worker (src/mock/worker/mockWorker.ts); in Node nothing plays unless a test calls
 * `startPlayer`/`resume`. Every control works while paused.
 */

/** The player's rhythm, in milliseconds (min, max of a uniform random wait). */
export const RHYTHM = {
    order: [15_000, 25_000],
    tick: [3_000, 6_000],
    message: [30_000, 60_000],
    duplicate: [1_000, 4_000],
} as const;

type Loop = keyof typeof RHYTHM;

let random: Random = createRandom(Date.now() >>> 0);
let paused = true;
const timers = new Map<Loop, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach(listener => listener());

/** Does one kind of event now; returns its `data` (null when there was nothing to do). */
export function fire(kind: LiveKind): unknown {
    switch (kind) {
        case 'order':
            return createOrder(random, false);
        case 'order_auto':
            return createOrder(random, true);
        case 'order_update':
            return decideOrder(random);
        case 'receipt':
            return createReceipt(random);
        case 'notification':
            return createNotification(random);
        case 'price':
            return tickPrice(random);
        case 'vector':
            return tickVector(random);
        case 'notices':
            return publishNotices();
        case 'me':
            return publishAdminChanged();
        case 'duplicate':
            return repeatLastMessage(random);
        default:
            throw new Error(`Unknown live event kind: ${String(kind)}`);
    }
}

function schedule(loop: Loop, step: () => void): void {
    const [min, max] = RHYTHM[loop];
    timers.set(
        loop,
        setTimeout(() => {
            timers.delete(loop);
            if (paused) return;
            step();
            if (loop !== 'duplicate') schedule(loop, step);
        }, random.int(min, max))
    );
}

const orderStep = () => {
    if (random.chance(1 / 8)) fire('order_update');
    else fire(random.chance(0.35) ? 'order_auto' : 'order');
};
const tickStep = () => {
    fire('price');
    if (random.chance(1 / 3)) fire('vector');
};
const messageStep = () => {
    fire(random.chance(0.5) ? 'receipt' : 'notification');
    if (!timers.has('duplicate') && random.chance(1 / 8)) schedule('duplicate', () => fire('duplicate'));
};

function clearTimers(): void {
    timers.forEach(timer => clearTimeout(timer));
    timers.clear();
}

export function pause(): void {
    if (paused) return;
    paused = true;
    clearTimers();
    notify();
}

export function resume(): void {
    if (!paused) return;
    paused = false;
    schedule('order', orderStep);
    schedule('tick', tickStep);
    schedule('message', messageStep);
    notify();
}

export const isPaused = (): boolean => paused;

/** Starts the player (paused when the developer setting `livePaused` says so). */
export function startPlayer({ paused: startPaused = false, seed }: { paused?: boolean; seed?: number } = {}): void {
    if (seed !== undefined) random = createRandom(seed);
    if (startPaused) pause();
    else resume();
}

/** The pause switch's subscription (the developer panel re-renders on change). */
export function subscribePlayer(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/**
 * Benchmarks: `count` new pending orders at `perSecond` (all at once for 0 or Infinity), each
 * published like the player's own; resolves with the stored orders.
 */
export function burst(count: number, perSecond = 10): Promise<MockRecord[]> {
    const created: MockRecord[] = [];
    const interval = perSecond > 0 && Number.isFinite(perSecond) ? 1000 / perSecond : 0;
    const one = () => {
        const order = fire(random.chance(0.35) ? 'order_auto' : 'order') as MockRecord | null;
        if (order) created.push(order);
    };
    if (interval === 0 || count <= 0) {
        for (let index = 0; index < count; index++) one();
        return Promise.resolve(created);
    }
    return new Promise(resolve => {
        let done = 0;
        const step = () => {
            one();
            if (++done >= count) resolve(created);
            else setTimeout(step, interval);
        };
        step();
    });
}

/** Tests: stop playing, forget the duplicates' source and the refusal window, seed the randomness. */
export function resetPlayer(seed = 1405): void {
    pause();
    random = createRandom(seed);
    resetHappenings();
    resetLiveServer();
}
