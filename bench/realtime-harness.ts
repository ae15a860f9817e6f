/**
 * The in-page half of `npm run bench:realtime` (bench/realtime.mjs). The bench bundles this file
 * with Vite into one IIFE (pusher-js's browser build and the app's own src/realtime/pipeline.ts,
 * liveStore.ts, events.ts and dedupe.ts, minified like the production build) and injects it into
 * the demo build's pages, where it sets `window.__zarRealtimeBench`:
 *
 * - `createMix(templates, options)`: a deterministic stream of docs/asyncapi.yaml events in a fixed mix
 *   (price ticks, today's vector, notice counts, new pending orders and decisions of the oldest
 *   ones — so the pending list stays at its size —, receipts and notifications with unique ids,
 *   and duplicates of them), built from payloads the mock backend itself produced.
 * - `throughput(...)`: events per second that pusher-js delivers from its socket to a bare
 *   `channel.bind(event, () => count++)` callback ("raw"), and to the callback the app binds,
 *   `payload => pipeline(event, payload)` with `createPipeline(new LiveStore(), NO_EFFECTS)`
 *   ("pipeline"), taking turns chunk by chunk, over the same frames on the same socket.
 *
 * Nothing here is part of the app: it only imports the app's realtime modules.
 */
import Pusher, { type Channel } from 'pusher-js';
import { LiveStore } from '../src/realtime/liveStore';
import { CHANNEL_EVENTS, NO_EFFECTS, XAU_CHANNEL, XAU_EVENTS, createPipeline, type LivePipeline } from '../src/realtime/pipeline';

type Json = Record<string, unknown>;
export type ChannelKind = 'admin' | 'xau';

/** One event as the mock's `publish(kind, event, data)` takes it. */
export interface MixEvent {
    kind: ChannelKind;
    event: string;
    data: unknown;
    /** what it is in the mix (for the per-kind breakdown) */
    tag: MixTag;
}

/** Payloads the mock produced (`__zarMockLive.fire(kind)`), cloned with new ids. */
export interface Templates {
    order: Json;
    receipt: Json;
    notification: Json;
    price: Json;
    vector: Json;
    notices: Json;
}

export type MixTag =
    | 'price'
    | 'vector'
    | 'notices'
    | 'order'
    | 'decision'
    | 'receipt'
    | 'notification'
    | 'duplicate';

/**
 * The mix, 20 events a cycle: 6 price ticks, 2 vector changes, 2 notice counts, 3 new pending
 * orders, 3 decisions (the oldest pending order approved, one in four rejected), 2 receipts,
 * 1 notification, 1 duplicate of the last receipt or notification. Every decision comes after a
 * new order in the cycle, so the pending list keeps the size it started with.
 */
export const MIX_CYCLE: readonly MixTag[] = [
    'price', 'order', 'vector', 'price', 'receipt', 'decision', 'price', 'notices', 'order', 'notification',
    'price', 'decision', 'vector', 'receipt', 'price', 'order', 'notices', 'duplicate', 'price', 'decision',
];

export interface MixOptions {
    /** the first order id (unique per page); receipts and notifications count from it too */
    firstId?: number;
    /** created_at of the first order, ms since the epoch; each next order 1 ms later */
    startTime?: number;
    /** only this kind of event (a breakdown row); the whole mix by default */
    only?: MixTag;
}

export interface Mix {
    /** the next event of the mix */
    next(): MixEvent;
    /** a new pending order (for the orders already pending before the mix starts) */
    order(): MixEvent;
    /** how many created orders are still pending */
    readonly pending: number;
}

const APPROVED_TEXT = 'تایید شده';
const REJECTED_TEXT = 'رد شده';

export function createMix(templates: Templates, { firstId = 50_000_000, startTime = Date.now(), only }: MixOptions = {}): Mix {
    let step = 0;
    let nextId = firstId;
    let created = 0;
    let decided = 0;
    let price = Number(templates.price.price) || 2_650;
    let vector = Number(templates.vector.today_vector) || 0;
    const pending: Json[] = [];
    let lastMessage: MixEvent | null = null;

    const order = (): MixEvent => {
        const data: Json = {
            ...templates.order,
            id: nextId++,
            status: templates.order.status,
            status_enum: 'pending',
            created_at: new Date(startTime + created++).toISOString(),
        };
        pending.push(data);
        return { kind: 'admin', event: 'order.created', data, tag: 'order' };
    };
    const decision = (): MixEvent => {
        const oldest = pending.shift() ?? (order(), pending.shift()!);
        const rejected = decided++ % 4 === 3;
        const data = {
            ...oldest,
            status: rejected ? REJECTED_TEXT : APPROVED_TEXT,
            status_enum: rejected ? 'rejected' : 'approved',
        };
        return { kind: 'admin', event: 'order.updated', data, tag: 'decision' };
    };
    const receipt = (): MixEvent =>
        (lastMessage = {
            kind: 'admin',
            event: 'receipt.created',
            data: { ...templates.receipt, id: nextId++ },
            tag: 'receipt',
        });
    const notification = (): MixEvent =>
        (lastMessage = {
            kind: 'admin',
            event: 'notification',
            data: { ...templates.notification, id: nextId++ },
            tag: 'notification',
        });

    const make: Record<MixTag, () => MixEvent> = {
        price: () => {
            price = Math.round(price * (1 + (((step * 7919) % 601) - 300) / 100_000) * 100) / 100;
            return { kind: 'xau', event: 'xau.updated', data: { price }, tag: 'price' };
        },
        vector: () => {
            vector += (((step * 104_729) % 101) - 40) * 5_000;
            return { kind: 'admin', event: 'stat.updated', data: { today_vector: vector }, tag: 'vector' };
        },
        notices: () => ({
            kind: 'admin',
            event: 'notices.updated',
            data: { ...templates.notices, order: pending.length },
            tag: 'notices',
        }),
        order,
        decision,
        receipt,
        notification,
        duplicate: () => {
            const last = lastMessage ?? (step % 2 ? receipt() : notification());
            return { ...last, tag: 'duplicate' };
        },
    };

    return {
        next() {
            const tag = only ?? MIX_CYCLE[step % MIX_CYCLE.length];
            step++;
            // a breakdown row of orders alternates new orders and decisions
            if (only === 'order' || only === 'decision') return step % 2 ? order() : decision();
            // a breakdown row of duplicates repeats one message
            if (only === 'duplicate' && !lastMessage) receipt();
            return make[tag]();
        },
        order,
        get pending() {
            return pending.length;
        },
    };
}

/** A Pusher protocol 7 frame from the server, byte for byte what the mock's `publishRaw` sends. */
const frame = (event: string, channel: string | undefined, data: unknown) =>
    JSON.stringify(channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) });

// -----------------------------------------------------------------------------------------------
// a scripted socket: pusher-js talks to it as to a server; the bench hands it frames

const ADMIN_CHANNEL = 'private-admin.bench';

type Listener = ((event: unknown) => void) | null | undefined;

class ScriptedSocket {
    static last: ScriptedSocket | null = null;
    readyState = 0;
    onopen: Listener = null;
    onmessage: Listener = null;
    onclose: Listener = null;
    onerror: Listener = null;

    constructor(readonly url: string) {
        ScriptedSocket.last = this;
        setTimeout(() => {
            this.readyState = 1;
            this.onopen?.({});
            this.receive(frame('pusher:connection_established', undefined, { socket_id: '1.1', activity_timeout: 120 }));
        }, 0);
    }

    /** what pusher-js sends: subscriptions are accepted, pings answered */
    send(raw: string): void {
        const message = JSON.parse(raw) as { event: string; data?: { channel?: string } };
        if (message.event === 'pusher:subscribe') {
            const channel = message.data?.channel;
            setTimeout(() => this.receive(frame('pusher_internal:subscription_succeeded', channel, {})), 0);
        } else if (message.event === 'pusher:ping') {
            setTimeout(() => this.receive(frame('pusher:pong', undefined, {})), 0);
        }
    }

    close(): void {
        if (this.readyState === 3) return;
        this.readyState = 3;
        setTimeout(() => this.onclose?.({ code: 1000, reason: '', wasClean: true }), 0);
    }

    /** a frame from the "server", as the browser hands a WebSocket message to pusher-js */
    receive(data: string): void {
        this.onmessage?.({ data });
    }
}

const until = (what: string, test: () => boolean, ms = 10_000) =>
    new Promise<void>((resolve, reject) => {
        const started = performance.now();
        const poll = () => {
            if (test()) resolve();
            else if (performance.now() - started > ms) reject(new Error(`timed out waiting for ${what}`));
            else setTimeout(poll, 5);
        };
        poll();
    });

/** Where {@link churn} puts its garbage (read, so that it is really made). */
let sink: number[] = [];

/**
 * About 48 MB of short-lived garbage: at least two collections of the young generation (up to
 * 16 MB a semi-space in Chromium), after which what was alive before has moved to the old one.
 */
function churn(): number {
    let sum = 0;
    for (let index = 0; index < 60_000; index++) {
        sink = new Array<number>(100).fill(index);
        sum += sink[99];
    }
    return sum;
}

/** A macrotask boundary (no 4 ms timer clamping), so frames, timers and GC can run between chunks. */
const yieldTask = () =>
    new Promise<void>(resolve => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
    });

interface Client {
    pusher: Pusher;
    admin: Channel;
    xau: Channel;
    /** hands one frame to pusher-js (scripted socket) or publishes it (mock socket) */
    deliver(event: MixEvent, encoded: string): void;
    /** true when every delivery so far has reached pusher-js synchronously */
    synchronous: boolean;
    close(): void;
}

function subscribeBoth(pusher: Pusher, adminChannel: string) {
    const admin = pusher.subscribe(adminChannel);
    const xau = pusher.subscribe(XAU_CHANNEL);
    const subscribed = (channel: Channel) =>
        new Promise<void>((resolve, reject) => {
            channel.bind('pusher:subscription_succeeded', () => resolve());
            channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(`subscription error ${JSON.stringify(error)}`)));
        });
    return { admin, xau, ready: Promise.all([subscribed(admin), subscribed(xau)]) };
}

/** pusher-js on a scripted socket (the page's `WebSocket` is swapped only while it connects). */
async function scriptedClient(): Promise<Client> {
    const original = window.WebSocket;
    (window as unknown as { WebSocket: unknown }).WebSocket = ScriptedSocket;
    let pusher: Pusher;
    try {
        pusher = new Pusher('bench-key', {
            cluster: 'ir',
            wsHost: 'bench.invalid',
            wsPort: 80,
            forceTLS: false,
            enabledTransports: ['ws'],
            activityTimeout: 120_000,
            channelAuthorization: { customHandler: (_params, callback) => callback(null, { auth: 'bench:signature' }) },
        } as ConstructorParameters<typeof Pusher>[1]);
        await until('the scripted socket', () => pusher.connection.state === 'connected');
    } finally {
        window.WebSocket = original;
    }
    const socket = ScriptedSocket.last!;
    const { admin, xau, ready } = subscribeBoth(pusher, ADMIN_CHANNEL);
    await ready;
    return {
        pusher,
        admin,
        xau,
        deliver: (_event, encoded) => socket.receive(encoded),
        synchronous: true,
        close: () => pusher.disconnect(),
    };
}

/** The mock's page controls (src/mock/browser.ts): asked of the mock's worker, each answers a Promise. */
interface MockControls {
    publishRaw(kind: ChannelKind, event: string, payload: unknown): Promise<number>;
    clients(): Promise<Array<{ socketId: string; channels: string[] }>>;
}

/**
 * pusher-js through the mock backend's own WebSocket (relayed to the mock's worker), authorised with a mock
 * token like the app (but without signing the page in, so the app opens no socket of its own).
 */
async function mockSocketClient(token: string): Promise<Client> {
    const mock = (window as unknown as { __zarMockLive?: MockControls }).__zarMockLive;
    if (!mock) throw new Error('window.__zarMockLive is missing (not a mock build?)');
    const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    const response = await fetch('/admin/me/broadcasting-info', { headers });
    const info = ((await response.json()) as { data: { key: string; host: string; port: number; channel: string; auth: string } }).data;
    const pusher = new Pusher(info.key, {
        cluster: 'ir',
        wsHost: info.host,
        wsPort: info.port,
        wssPort: info.port,
        forceTLS: false,
        enabledTransports: ['ws', 'wss'],
        activityTimeout: 120_000,
        channelAuthorization: {
            customHandler: ({ socketId, channelName }, callback) => {
                fetch(info.auth, {
                    method: 'POST',
                    headers: { ...headers, 'Content-Type': 'application/json' },
                    body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
                })
                    .then(async answer => callback(null, { auth: ((await answer.json()) as { auth: string }).auth }))
                    .catch((error: Error) => callback(error, null));
            },
        },
    } as ConstructorParameters<typeof Pusher>[1]);
    await until('the mock socket', () => pusher.connection.state === 'connected');
    const { admin, xau, ready } = subscribeBoth(pusher, info.channel);
    await ready;
    const others = (await mock.clients()).length - 1;
    if (others !== 0) throw new Error(`${others} other socket(s) are connected to the mock; the bench needs it to itself`);
    return {
        pusher,
        admin,
        xau,
        // `data` as a string is sent verbatim: the mock only wraps it in the frame
        deliver: (event, encoded) => void mock.publishRaw(event.kind, event.event, encoded),
        synchronous: false,
        close: () => pusher.disconnect(),
    };
}

// -----------------------------------------------------------------------------------------------
// throughput

export interface ThroughputOptions {
    /** 'scripted': frames handed to pusher-js's socket; 'mock': published by the mock's WebSocket */
    transport: 'scripted' | 'mock';
    /** a mock token, for the mock socket */
    token?: string;
    templates: Templates;
    /** events in one timed run */
    events: number;
    /** pending orders in the store before each run (not timed) */
    pending: number;
    /** rounds, each of every chunk of the events delivered raw and to the pipeline (after two untimed warm-up rounds) */
    rounds: number;
    /** events delivered in one task (the rest of the page runs between chunks); raw and pipeline take turns chunk by chunk */
    chunk?: number;
    /** the per-kind breakdown: events of each kind, five rounds of each kind alone */
    breakdownEvents?: number;
}

export interface RunResult {
    mode: 'raw' | 'pipeline';
    events: number;
    ms: number;
    perSecond: number;
}

export interface ThroughputResult {
    transport: ThroughputOptions['transport'];
    runs: RunResult[];
    /** median events/s of the raw runs, and of the pipeline runs */
    raw: number;
    pipeline: number;
    /** the median of the ratios pipeline ÷ raw of each round (its raw and pipeline chunks taking turns) */
    ratio: number;
    pairRatios: number[];
    /** per kind of event: µs per event raw and pipeline (medians), and the median paired difference */
    breakdown: Array<{ tag: MixTag; events: number; rawUs: number; pipelineUs: number; extraUs: number }>;
    /** what the pipeline's store counted in its last run (to show the events really went through) */
    lastStats: { events: number; malformed: number; duplicates: number; pending: number };
    frameBytes: number;
    /** the pipeline alone on already decoded payloads (no pusher-js), µs per event, median */
    pipelineAloneUs: number;
}

const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface Prepared {
    events: MixEvent[];
    encoded: string[];
}

function prepare(templates: Templates, count: number, pending: number, adminChannel: string, only?: MixTag) {
    const mix = createMix(templates, { only });
    const preload: MixEvent[] = [];
    for (let index = 0; index < pending; index++) preload.push(mix.order());
    const timed: MixEvent[] = [];
    for (let index = 0; index < count; index++) timed.push(mix.next());
    const encode = (list: MixEvent[]): Prepared => ({
        events: list,
        encoded: list.map(item => frame(item.event, item.kind === 'xau' ? XAU_CHANNEL : adminChannel, { data: item.data })),
    });
    return { preload: encode(preload), timed: encode(timed) };
}

export async function throughput(options: ThroughputOptions): Promise<ThroughputResult> {
    const { transport, templates, events, pending, rounds, chunk = 1000, breakdownEvents = 0 } = options;
    const client = transport === 'scripted' ? await scriptedClient() : await mockSocketClient(options.token ?? '');
    const adminChannel = client.admin.name;
    let count = 0;
    let target = 0;
    let reached: (() => void) | null = null;
    const counted = () => {
        if (++count === target && reached) reached();
    };

    /** Binds the bare counter (raw), or the app's binding to `pipeline` plus the count. */
    const bind = (pipeline: LivePipeline | null) => {
        client.admin.unbind_all();
        client.xau.unbind_all();
        if (!pipeline) {
            for (const event of CHANNEL_EVENTS) client.admin.bind(event, () => counted());
            for (const event of XAU_EVENTS) client.xau.bind(event, () => counted());
            return;
        }
        // exactly the app's binding (src/realtime/connection.ts), plus the count
        for (const event of CHANNEL_EVENTS) client.admin.bind(event, (payload: unknown) => (pipeline(event, payload), counted()));
        for (const event of XAU_EVENTS) client.xau.bind(event, (payload: unknown) => (pipeline(event, payload), counted()));
    };

    /** Delivers frames `start` to `end` in one task; returns the milliseconds until pusher-js had them all. */
    const deliverChunk = async ({ events: list, encoded }: Prepared, start: number, end: number): Promise<number> => {
        count = 0;
        target = end - start;
        const done = new Promise<void>(resolve => (reached = resolve));
        const began = performance.now();
        for (let index = start; index < end; index++) client.deliver(list[index], encoded[index]);
        if (count !== target) await done; // the mock's socket delivers later (from its worker, a task a frame)
        const spent = performance.now() - began;
        reached = null;
        await yieldTask();
        return spent;
    };

    /**
     * One round: a new store gets the pending orders (untimed), then each chunk of the timed
     * events goes to the bare counter and to the pipeline, one right after the other, the raw
     * binding first in even chunks and the pipeline's in odd ones. A round's two figures are read
     * over the same stretch of the machine, chunk by chunk (about 7 ms each): on this kind of
     * virtual machine the same work takes up to ±40 % more or less time from one tenth of a
     * second to the next, so two runs of 20,000 events one after the other differed by more
     * than what the pipeline costs.
     */
    const round = async (prepared: { preload: Prepared; timed: Prepared }) => {
        const store = new LiveStore();
        const pipeline = createPipeline(store, NO_EFFECTS);
        bind(pipeline);
        for (let start = 0; start < prepared.preload.events.length; start += chunk) {
            await deliverChunk(prepared.preload, start, Math.min(prepared.preload.events.length, start + chunk));
        }
        // untimed: the collector moves what the preload left (the pending orders, which only the
        // pipeline's store keeps) to the old generation before the clock starts, not during it
        churn();
        await yieldTask();
        const spent = { raw: 0, pipeline: 0 };
        const length = prepared.timed.events.length;
        for (let start = 0, index = 0; start < length; start += chunk, index++) {
            const end = Math.min(length, start + chunk);
            for (const mode of index % 2 === 0 ? (['raw', 'pipeline'] as const) : (['pipeline', 'raw'] as const)) {
                bind(mode === 'pipeline' ? pipeline : null);
                spent[mode] += await deliverChunk(prepared.timed, start, end);
            }
        }
        const expected = prepared.preload.events.length + length;
        if (store.stats.events !== expected) throw new Error(`the pipeline took ${store.stats.events} events of ${expected}`);
        const result = (mode: RunResult['mode']): RunResult => ({ mode, events: length, ms: spent[mode], perSecond: (length / spent[mode]) * 1000 });
        return { raw: result('raw'), pipeline: result('pipeline'), store };
    };

    try {
        const mixed = prepare(templates, events, pending, adminChannel);
        // warm-up (JIT), not reported
        for (let warmup = 0; warmup < 2; warmup++) await round(mixed);
        const runs: RunResult[] = [];
        const pairRatios: number[] = [];
        let last: LiveStore | null = null;
        for (let index = 0; index < rounds; index++) {
            const { raw, pipeline, store } = await round(mixed);
            runs.push(raw, pipeline);
            pairRatios.push(pipeline.perSecond / raw.perSecond);
            last = store;
        }
        const lastStats = { ...last!.stats, pending: last!.getState().orders.length };
        const raw = median(runs.filter(item => item.mode === 'raw').map(item => item.perSecond));
        const pipeline = median(runs.filter(item => item.mode === 'pipeline').map(item => item.perSecond));

        const breakdown: ThroughputResult['breakdown'] = [];
        if (breakdownEvents > 0) {
            const tags: MixTag[] = ['price', 'vector', 'notices', 'order', 'receipt', 'notification', 'duplicate'];
            for (const tag of tags) {
                const prepared = prepare(templates, breakdownEvents, pending, adminChannel, tag);
                const rawRuns: number[] = [];
                const pipelineRuns: number[] = [];
                const extra: number[] = [];
                for (let index = 0; index < 5; index++) {
                    const result = await round(prepared);
                    rawRuns.push(result.raw.ms);
                    pipelineRuns.push(result.pipeline.ms);
                    extra.push(result.pipeline.ms - result.raw.ms);
                }
                breakdown.push({
                    tag,
                    events: breakdownEvents,
                    rawUs: (median(rawRuns) * 1000) / breakdownEvents,
                    pipelineUs: (median(pipelineRuns) * 1000) / breakdownEvents,
                    extraUs: (median(extra) * 1000) / breakdownEvents,
                });
            }
        }
        // the pipeline alone: the same payloads, decoded once beforehand, straight into `pipeline`
        const decoded = mixed.timed.encoded.map(text => {
            const outer = JSON.parse(text) as { event: string; data: string };
            return { event: outer.event, payload: JSON.parse(outer.data) as unknown };
        });
        const preloadDecoded = mixed.preload.encoded.map(text => JSON.parse((JSON.parse(text) as { data: string }).data) as unknown);
        const alone: number[] = [];
        for (let round = 0; round < rounds + 1; round++) {
            const pipeline = createPipeline(new LiveStore(), NO_EFFECTS);
            for (const payload of preloadDecoded) pipeline('order.created', payload);
            let spent = 0;
            for (let start = 0; start < decoded.length; start += chunk) {
                const began = performance.now();
                for (let index = start; index < Math.min(decoded.length, start + chunk); index++) {
                    pipeline(decoded[index].event, decoded[index].payload);
                }
                spent += performance.now() - began;
                await yieldTask();
            }
            if (round > 0) alone.push((spent * 1000) / decoded.length);
        }
        const pipelineAloneUs = median(alone);
        const frameBytes = mixed.timed.encoded.reduce((sum, text) => sum + text.length, 0) / mixed.timed.encoded.length;
        return { transport, runs, raw, pipeline, ratio: median(pairRatios), pairRatios, breakdown, lastStats, frameBytes, pipelineAloneUs };
    } finally {
        client.close();
    }
}

declare global {
    interface Window {
        __zarRealtimeBench?: { createMix: typeof createMix; throughput: typeof throughput; MIX_CYCLE: typeof MIX_CYCLE };
    }
}

window.__zarRealtimeBench = { createMix, throughput, MIX_CYCLE };
