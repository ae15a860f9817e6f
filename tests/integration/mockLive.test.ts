// @vitest-environment jsdom
import Pusher, { type Channel, type Options } from 'pusher-js';
import { issueToken } from '../../src/mock/auth';
import { gold } from '../../src/mock/handlers/gold';
import { channelAuth } from '../../src/mock/live/protocol';
import { fire, resetPlayer } from '../../src/mock/live/player';
import { dropConnections, isRefusing, liveClients } from '../../src/mock/live/server';
import { store } from '../../src/mock/store';
import { dataProvider } from '../../src/providers/dataProvider';
import { parseBroadcastingInfo, type BroadcastingInfo } from '../../src/realtime/broadcastingInfo';
import { pusherOptions } from '../../src/realtime/connection';
import { startMockServer } from '../support/mockServer';

/**
 * The mock live channel (docs/asyncapi.yaml) with the real pusher-js — its browser build, which the
 * Vitest config aliases, since its Node build opens real sockets MSW cannot see — against the
 * same msw/node server as the other integration tests: jsdom's WebSocket is patched by MSW.
 */
startMockServer();

const API = 'http://localhost:3000';
const ADMIN = '09120000000';
const token = () => issueToken(ADMIN);
const open: Pusher[] = [];
const sockets: WebSocket[] = [];

beforeEach(() => {
    localStorage.setItem('token', token());
});

afterEach(() => {
    open.splice(0).forEach(pusher => pusher.disconnect());
    sockets.splice(0).forEach(socket => socket.close());
    resetPlayer();
});

/** Resolves with the first value `listen` reports (or fails with what it reports), or fails after `ms`. */
function within<T>(
    what: string,
    listen: (done: (value: T) => void, fail: (error: Error) => void) => void | (() => void),
    ms = 3000
): Promise<T> {
    return new Promise<T>((resolve, reject) => {
        let settled = false;
        const settle = (finish: () => void) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            finish();
            queueMicrotask(() => stop?.());
        };
        const timer = setTimeout(() => settle(() => reject(new Error(`timed out waiting for ${what}`))), ms);
        const stop = listen(
            value => settle(() => resolve(value)),
            error => settle(() => reject(error))
        );
    });
}

const nextEvent = <T = { data: Record<string, unknown> }>(channel: Channel, event: string, ms?: number) =>
    within<T>(`${event} on ${channel.name}`, done => {
        const handler = (payload: T) => done(payload);
        channel.bind(event, handler);
        return () => channel.unbind(event, handler);
    }, ms);

const state = (pusher: Pusher, wanted: (state: string) => boolean, ms?: number) =>
    within<string>('connection state', done => {
        if (wanted(pusher.connection.state)) {
            done(pusher.connection.state);
            return;
        }
        const handler = ({ current }: { current: string }) => {
            if (wanted(current)) done(current);
        };
        pusher.connection.bind('state_change', handler);
        return () => pusher.connection.unbind('state_change', handler);
    }, ms);

async function connect(extra: Partial<Options> = {}): Promise<{ pusher: Pusher; info: BroadcastingInfo }> {
    const info = parseBroadcastingInfo(await dataProvider.broadcastingInfo());
    const pusher = new Pusher(info.key, { ...pusherOptions(info), ...extra });
    open.push(pusher);
    await state(pusher, current => current === 'connected');
    return { pusher, info };
}

function subscribe(pusher: Pusher, name: string): Promise<Channel> {
    const channel = pusher.subscribe(name);
    return within<Channel>(`subscription to ${name}`, (done, fail) => {
        channel.bind('pusher:subscription_succeeded', () => done(channel));
        channel.bind('pusher:subscription_error', (error: unknown) => fail(new Error(`subscription error ${JSON.stringify(error)}`)));
    });
}

async function subscribed() {
    const { pusher, info } = await connect();
    const [admin, xau] = await Promise.all([subscribe(pusher, info.channel), subscribe(pusher, 'private-xau')]);
    return { pusher, info, admin, xau };
}

async function call(method: string, path: string, body?: unknown, bearer: string | null = token()) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
}

/** A raw socket to the mock, and the frames it receives (decoded once: `data` stays a string). */
function rawSocket(url = 'ws://localhost:3000/app/zar-mock-key?protocol=7&client=js&version=8.6.0&flash=false') {
    const socket = new WebSocket(url);
    sockets.push(socket);
    const frames: Array<{ event: string; channel?: string; data: string }> = [];
    const waiters: Array<() => void> = [];
    socket.addEventListener('message', event => {
        frames.push(JSON.parse(String(event.data)));
        waiters.splice(0).forEach(wake => wake());
    });
    const frame = (event: string) =>
        within<{ event: string; channel?: string; data: string }>(event, done => {
            const check = () => {
                const found = frames.find(item => item.event === event);
                if (found) done(found);
                else waiters.push(check);
            };
            check();
        });
    const closed = within<CloseEvent>('close', done => socket.addEventListener('close', done));
    closed.catch(() => undefined);
    const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }));
    return { socket, frames, frame, closed, send };
}

describe('broadcasting-info and channel authorisation', () => {
    it('tells where to connect, from the API base (jsdom: http://localhost:3000), and 401 without a token', async () => {
        const { status, json } = await call('GET', '/admin/me/broadcasting-info');
        expect(status).toBe(200);
        expect(json.data).toEqual({
            key: 'zar-mock-key',
            host: 'localhost',
            port: 3000,
            force_tls: false,
            channel: `private-admin.${ADMIN}`,
            auth: `${API}/broadcasting/auth`,
        });
        expect((await call('GET', '/admin/me/broadcasting-info', undefined, null)).status).toBe(401);
        expect((await call('GET', '/admin/me/broadcasting-info', undefined, 'opaque')).status).toBe(401);
    });

    it('signs this admin’s channel and private-xau, per socket; 403 for another channel; 401 without a token', async () => {
        const own = await call('POST', '/broadcasting/auth', { socket_id: '12.345', channel_name: `private-admin.${ADMIN}` });
        expect(own.status).toBe(200);
        expect(own.json.auth).toBe(channelAuth('12.345', `private-admin.${ADMIN}`));
        expect(own.json.auth).toMatch(/^zar-mock-key:[0-9a-f]{64}$/);
        const xau = await call('POST', '/broadcasting/auth', { socket_id: '12.345', channel_name: 'private-xau' });
        expect(xau.json.auth).not.toBe(own.json.auth);
        const otherSocket = await call('POST', '/broadcasting/auth', { socket_id: '12.346', channel_name: 'private-xau' });
        expect(otherSocket.json.auth).not.toBe(xau.json.auth);
        expect((await call('POST', '/broadcasting/auth', { socket_id: '12.345', channel_name: 'private-admin.09129999999' })).status).toBe(403);
        expect((await call('POST', '/broadcasting/auth', { socket_id: '12.345', channel_name: 'private-xau' }, null)).status).toBe(401);
        expect((await call('POST', '/broadcasting/auth', { channel_name: 'private-xau' })).status).toBe(422);
    });
});

describe('Pusher protocol 7 over the mock socket', () => {
    it('greets with connection_established (data a JSON string), answers ping with pong', async () => {
        const raw = rawSocket();
        const greeting = await raw.frame('pusher:connection_established');
        expect(typeof greeting.data).toBe('string');
        const data = JSON.parse(greeting.data);
        expect(data.socket_id).toMatch(/^\d+\.\d+$/);
        expect(data.activity_timeout).toBeGreaterThan(0);
        raw.send('pusher:ping', {});
        const pong = await raw.frame('pusher:pong');
        expect(JSON.parse(pong.data)).toEqual({});
    });

    it('subscribes public channels at once and private ones only with the right auth; unsubscribes', async () => {
        const raw = rawSocket();
        const { socket_id: socketId } = JSON.parse((await raw.frame('pusher:connection_established')).data);
        raw.send('pusher:subscribe', { channel: 'private-xau', auth: 'zar-mock-key:wrong' });
        const refused = await raw.frame('pusher:subscription_error');
        expect(refused.channel).toBe('private-xau');
        expect(JSON.parse(refused.data)).toMatchObject({ type: 'AuthError', status: 401 });
        raw.send('pusher:subscribe', { channel: 'private-xau', auth: channelAuth(socketId, 'private-xau') });
        const ok = await raw.frame('pusher_internal:subscription_succeeded');
        expect([ok.channel, ok.data]).toEqual(['private-xau', '{}']);
        expect(liveClients()).toContainEqual({ socketId, channels: ['private-xau'] });

        fire('price');
        const tick = await raw.frame('xau.updated');
        expect(tick.channel).toBe('private-xau');
        expect(JSON.parse(tick.data)).toEqual({ data: { price: gold.price } });

        raw.send('pusher:unsubscribe', { channel: 'private-xau' });
        await within('unsubscribe', done => {
            const check = () => (liveClients().find(client => client.socketId === socketId)?.channels.length === 0 ? done(true) : setTimeout(check, 5));
            check();
        });
    });

    it('refuses an unknown app key with pusher:error 4001 and closes', async () => {
        const raw = rawSocket('ws://localhost:3000/app/other-key?protocol=7&client=js&version=8.6.0&flash=false');
        const error = await raw.frame('pusher:error');
        expect(JSON.parse(error.data)).toMatchObject({ code: 4001 });
        expect((await raw.closed).code).toBe(4001);
    });
});

describe('pusher-js against the mock', () => {
    it('connects with the admin’s options and subscribes to its private channel and private-xau', async () => {
        const { pusher, info } = await subscribed();
        expect(pusher.connection.state).toBe('connected');
        const [client] = liveClients();
        expect(client.socketId).toBe(pusher.connection.socket_id);
        expect(client.channels.sort()).toEqual([info.channel, 'private-xau'].sort());
    });

    it('keeps an idle connection alive: its pings are answered with pongs', async () => {
        const { pusher } = await connect({ activityTimeout: 100 });
        const pong = within('pusher:pong', done => {
            const handler = (message: { event: string }) => message.event === 'pusher:pong' && done(true);
            pusher.connection.bind('message', handler);
            return () => pusher.connection.unbind('message', handler);
        });
        expect(await pong).toBe(true);
        // alive through several more rounds of ping and pong, never leaving connected
        const changes: string[] = [];
        pusher.connection.bind('state_change', ({ current }: { current: string }) => changes.push(current));
        let pongs = 0;
        await within('three more pongs', done => {
            const handler = (message: { event: string }) => message.event === 'pusher:pong' && ++pongs === 3 && done(true);
            pusher.connection.bind('message', handler);
            return () => pusher.connection.unbind('message', handler);
        });
        expect(changes).toEqual([]);
        expect(pusher.connection.state).toBe('connected');
    });

    it('order.created: a new pending order, stored (GET finds it), then the notice counts', async () => {
        const { admin } = await subscribed();
        const created = nextEvent(admin, 'order.created');
        const notices = nextEvent<{ data: Record<string, number> }>(admin, 'notices.updated');
        const fired = fire('order_auto') as { id: number };
        const { data: order } = await created;
        expect(order).toMatchObject({ id: fired.id, status_enum: 'pending', ask_auto_order: true });
        expect(order).toEqual(expect.objectContaining({ side_enum: expect.stringMatching(/^(buy|sell)$/), product: expect.any(Object), user: expect.any(Object) }));
        expect(store.get('order')?.get(fired.id)).toEqual(order);
        expect((await call('GET', `/admin/order/${fired.id}`)).json.data).toEqual(order);
        const pending = store.get('order')!.all().filter(item => item.status_enum === 'pending').length;
        expect((await notices).data.order).toBe(pending);
    });

    it('xau.updated on private-xau: a step of at most 0.3%, and GET /admin/products/xau agrees', async () => {
        const { xau } = await subscribed();
        const before = gold.price;
        const tick = nextEvent<{ data: { price: number } }>(xau, 'xau.updated');
        fire('price');
        const { data } = await tick;
        expect(Math.abs(data.price - before) / before).toBeLessThanOrEqual(0.003 + 1e-9);
        expect((await call('GET', '/admin/products/xau')).json.data.price).toBe(data.price);
    });

    it('stat.updated, receipt.created (a pending receipt) and notification, and a duplicate sent unchanged', async () => {
        const { admin } = await subscribed();
        const vector = nextEvent<{ data: { today_vector: number } }>(admin, 'stat.updated');
        fire('vector');
        expect((await vector).data.today_vector).toBe(gold.todayVector);

        const receipts: unknown[] = [];
        admin.bind('receipt.created', (payload: unknown) => receipts.push(payload));
        const first = nextEvent<{ data: { id: number; message: string } }>(admin, 'receipt.created');
        fire('receipt');
        const { data: receipt } = await first;
        expect(receipt.message).toMatch(/^فیش واریزی جدید از .+ به مبلغ [۰-۹٬]+ تومان$/);
        expect(store.get('receipt')?.get(receipt.id)?.status).toBe('pending');
        const again = nextEvent(admin, 'receipt.created');
        fire('duplicate');
        await again;
        expect(receipts).toEqual([{ data: receipt }, { data: receipt }]);

        const note = nextEvent<{ data: { id: number; message: string; status: string } }>(admin, 'notification');
        fire('notification');
        expect((await note).data).toEqual({ id: expect.any(Number), message: expect.any(String), status: expect.any(String) });
    });

    it('a wrong auth is refused: by the socket (bad signature) and by the auth endpoint (another admin’s channel)', async () => {
        const { pusher } = await connect({
            channelAuthorization: { customHandler: (_params, callback) => callback(null, { auth: 'zar-mock-key:forged' }), transport: 'ajax', endpoint: '' },
        });
        const forged = pusher.subscribe('private-xau');
        const socketError = await nextEvent<{ type: string; status: number }>(forged, 'pusher:subscription_error');
        expect(socketError).toMatchObject({ type: 'AuthError', status: 401 });

        const { pusher: honest } = await connect();
        const foreign = honest.subscribe('private-admin.09129999999');
        const endpointError = await nextEvent<{ type: string; error: string }>(foreign, 'pusher:subscription_error');
        expect(endpointError.type).toBe('AuthError');
        expect(endpointError.error).toContain('403');
        expect(liveClients().flatMap(client => client.channels)).toEqual([]);
    });

    it('PUT /admin/order/{id} approving an order publishes order.updated and the new notice counts', async () => {
        const { admin } = await subscribed();
        const order = store.get('order')!.all().find(item => item.status_enum === 'pending')!;
        const updated = nextEvent(admin, 'order.updated');
        const notices = nextEvent<{ data: Record<string, number> }>(admin, 'notices.updated');
        const body = order.ask_auto_order ? { status: 'approved', auto_order: 'yes' } : { status: 'approved' };
        expect((await call('PUT', `/admin/order/${order.id}`, body)).status).toBe(200);
        expect((await updated).data).toMatchObject({ id: order.id, status_enum: 'approved', status: 'تأیید شده' });
        expect((await notices).data.order).toBe(store.get('order')!.all().filter(item => item.status_enum === 'pending').length);
    });

    it('a PUT that changes no status, or fails, publishes nothing', async () => {
        const { admin } = await subscribed();
        const events: string[] = [];
        admin.bind_global((event: string) => {
            if (!event.startsWith('pusher')) events.push(event);
        });
        const decided = store.get('order')!.all().find(item => item.status_enum === 'approved')!;
        expect((await call('PUT', `/admin/order/${decided.id}`, { status: 'rejected' })).status).toBe(422);
        expect((await call('PUT', `/admin/order/${decided.id}`, { status: 'approved', note: 'x' })).status).toBe(200);
        fire('notices');
        await nextEvent(admin, 'notices.updated');
        expect(events).toEqual(['notices.updated']);
    });

    it('order_update: another admin decides the oldest pending order', async () => {
        const { admin } = await subscribed();
        const updated = nextEvent(admin, 'order.updated');
        const decided = fire('order_update') as { id: number };
        const { data } = await updated;
        expect(data.id).toBe(decided.id);
        expect(['approved', 'rejected']).toContain(data.status_enum);
        expect(store.get('order')?.get(decided.id)?.status_enum).toBe(data.status_enum);
    });

    it('dropConnections: the state leaves connected, pusher-js reconnects and resubscribes', async () => {
        const { pusher, xau } = await subscribed();
        const left = state(pusher, current => current !== 'connected');
        expect(dropConnections({ refuseForMs: 0 })).toBe(1);
        expect(await left).toBe('connecting');
        await state(pusher, current => current === 'connected');
        await within('resubscription', done => {
            const check = () => (liveClients()[0]?.channels.length === 2 ? done(true) : setTimeout(check, 5));
            check();
        });
        const tick = nextEvent(xau, 'xau.updated');
        fire('price');
        await tick;
    });

    it('dropConnections refuses new sockets for a while (pusher-js stays connecting)', async () => {
        const { pusher } = await connect();
        dropConnections({ refuseForMs: 60_000 });
        expect(isRefusing()).toBe(true);
        await state(pusher, current => current === 'connecting');
        const raw = rawSocket();
        const closed = await raw.closed;
        expect(closed.code).toBe(1006);
        expect(raw.frames).toEqual([]);
        // refused like that socket, pusher-js is still trying
        expect(pusher.connection.state).toBe('connecting');
        expect(liveClients()).toEqual([]);
    });

    it('the developer’s drop (5 s refusal): connecting at once, unavailable at 10 s (the banner), connected at 15 s', async () => {
        const { pusher, info } = await connect();
        await subscribe(pusher, info.channel);
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
        const seen: string[] = [];
        try {
            dropConnections();
            await vi.advanceTimersByTimeAsync(10);
            seen.push(pusher.connection.state);
            await vi.advanceTimersByTimeAsync(9_900); // pusher-js's unavailableTimeout is 10 s
            seen.push(pusher.connection.state);
            await vi.advanceTimersByTimeAsync(200);
            seen.push(pusher.connection.state);
            await vi.advanceTimersByTimeAsync(5_000); // its next WebSocket try is 15 s after the first
            seen.push(pusher.connection.state);
        } finally {
            vi.useRealTimers();
        }
        expect(seen).toEqual(['connecting', 'connecting', 'unavailable', 'connected']);
        await within('resubscription', done => {
            const check = () => (liveClients()[0]?.channels.includes(info.channel) ? done(true) : setTimeout(check, 5));
            check();
        });
    });
});
