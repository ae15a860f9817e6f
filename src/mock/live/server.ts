import { ws, type WebSocketHandlerConnection } from 'msw';
import { readMockSettings } from '../settings';
import { inPresence, joinPresence, leavePresence, relayClientEvent, resetPresence } from './presence';
import { MOCK_PUSHER_KEY, XAU_CHANNEL, channelAuth, frame, isAdminChannel, isPresenceChannel, isPrivateChannel } from './protocol';
import { sendAsTask } from './socketTasks';

/**
 * The mock live channel: an MSW WebSocket handler speaking enough of Pusher protocol 7 for
 * pusher-js (docs/asyncapi.yaml). pusher-js opens
 * `ws(s)://<host>:<port>/app/<key>?protocol=7&client=js&version=…&flash=false`; the handler matches
 * `/app/:key` on any host and port, so it answers whatever `broadcasting-info` said, in the
 * browser (MSW patches the page's `WebSocket`) and in Vitest (msw/node patches jsdom's).
 *
 * Covered: `pusher:connection_established` (data a JSON string, as the protocol has it),
 * `pusher:ping` → `pusher:pong`, `pusher:subscribe` (public channels at once; private ones only
 * with the `auth` the `/broadcasting/auth` endpoint gives for this socket and channel, else
 * `pusher:subscription_error` on that channel), `pusher:unsubscribe`, and `pusher:error` with
 * Pusher's codes for a wrong key (4001), an unsupported protocol (4007) and unreadable frames.
 * Presence channels (`presence-…`, ./presence.ts): subscribed with the `auth` that signs the
 * socket, channel and `channel_data`; their client events (`client-…`) go to the other members.
 * With the developer setting `presence: 'absent'` the mock is a server without presence again:
 * it refuses them.
 */

/**
 * One socket as the server sees it: MSW's client connection (Vitest's msw/node), or the page's
 * socket relayed to the mock's worker (src/mock/worker/socketRelay.ts). Only these members are used.
 */
export interface LiveSocket {
    readonly id: string;
    readonly url: URL;
    send(text: string): void;
    close(code?: number, reason?: string): void;
    addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
    addEventListener(type: 'close', listener: () => void): void;
}

type Client = LiveSocket;

/** One frame to one socket, in a task of its own as a real socket's message is (./socketTasks). */
const send = (client: Client, text: string): void => sendAsTask(() => client.send(text));

export type ChannelKind = 'admin' | 'xau';

interface LiveClient {
    client: Client;
    socketId: string;
    channels: Set<string>;
}

/** What was published, for observers (the player's tests, a developer's console). */
export interface Published {
    kind: ChannelKind;
    event: string;
    /** the frame's `data` before encoding: `{ data: … }` for well-formed events */
    payload: unknown;
    /** how many subscribed sockets it was sent to */
    delivered: number;
}

/** pusher-js may ping after this long idle (it uses the smaller of this and its own 5 s). */
export const ACTIVITY_TIMEOUT_S = 30;
/** How long `dropConnections` refuses new sockets unless told otherwise. */
export const DEFAULT_REFUSAL_MS = 5_000;

const clients = new Map<string, LiveClient>();
const observers = new Set<(published: Published) => void>();
let socketCount = 0;
let refuseUntil = 0;

const nextSocketId = () => `${++socketCount}.${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

const readJson = (text: unknown): unknown => {
    if (typeof text !== 'string') return text;
    try {
        return JSON.parse(text);
    } catch {
        return undefined;
    }
};

const sendError = (client: Client, code: number | null, message: string) =>
    send(client, frame('pusher:error', { code, message }));

function subscribe(entry: LiveClient, data: Record<string, unknown>): void {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const refuse = (error: string, status: number) =>
        send(entry.client, frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));
    if (!channel || !/^[A-Za-z0-9_\-=@,.;]{1,200}$/.test(channel)) {
        sendError(entry.client, 4009, `Invalid channel name '${channel}'`);
        return;
    }
    if (channel.startsWith('private-encrypted-') || (isPresenceChannel(channel) && readMockSettings().presence === 'absent')) {
        refuse('The mock serves public, private and presence channels only.', 400);
        return;
    }
    if (isPresenceChannel(channel)) {
        const channelData = typeof data.channel_data === 'string' ? data.channel_data : '';
        const member = memberOf(channelData);
        if (!member || data.auth !== channelAuth(entry.socketId, channel, channelData)) {
            refuse(`Invalid signature or channel_data for channel '${channel}' and socket '${entry.socketId}'.`, 401);
            return;
        }
        entry.channels.add(channel);
        joinPresence(entry.socketId, channel, member, text => send(entry.client, text));
        return;
    }
    if (isPrivateChannel(channel) && data.auth !== channelAuth(entry.socketId, channel)) {
        refuse(`Invalid signature for channel '${channel}' and socket '${entry.socketId}'.`, 401);
        return;
    }
    entry.channels.add(channel);
    send(entry.client, frame('pusher_internal:subscription_succeeded', {}, channel));
}

/** `channel_data`: a JSON string with a `user_id` (text or number) and an optional `user_info`. */
function memberOf(channelData: string): { user_id: string; user_info: unknown } | null {
    const parsed = readJson(channelData);
    if (!parsed || typeof parsed !== 'object') return null;
    const { user_id: userId, user_info: userInfo } = parsed as { user_id?: unknown; user_info?: unknown };
    if ((typeof userId !== 'string' || !userId) && typeof userId !== 'number') return null;
    return { user_id: String(userId), user_info: userInfo ?? null };
}

/** A client event: only from a member of a presence channel (client events are enabled there). */
function clientEvent(entry: LiveClient, event: string, channel: unknown, data: unknown): void {
    if (typeof channel !== 'string' || !isPresenceChannel(channel) || !inPresence(entry.socketId, channel)) {
        sendError(entry.client, null, 'Client events are enabled on subscribed presence channels only.');
        return;
    }
    relayClientEvent(entry.socketId, channel, event, typeof data === 'string' ? data : JSON.stringify(data ?? {}));
}

function receive(entry: LiveClient, raw: unknown): void {
    const message = readJson(raw);
    if (!message || typeof message !== 'object' || typeof (message as { event?: unknown }).event !== 'string') {
        sendError(entry.client, null, 'Unreadable frame: expected JSON with an "event".');
        return;
    }
    const { event, data, channel } = message as { event: string; data?: unknown; channel?: unknown };
    const body = readJson(data);
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    switch (event) {
        case 'pusher:ping':
            send(entry.client, frame('pusher:pong', {}));
            return;
        case 'pusher:subscribe':
            subscribe(entry, fields);
            return;
        case 'pusher:unsubscribe':
            if (typeof fields.channel === 'string') {
                entry.channels.delete(fields.channel);
                leavePresence(entry.socketId, fields.channel);
            }
            return;
        case 'pusher:pong':
            return;
        default:
            if (event.startsWith('client-')) clientEvent(entry, event, channel, data);
    }
}

/** Pusher's way to turn a connection down: it opens, hears `pusher:error`, then is closed with the code. */
function reject(client: Client, code: number, message: string): void {
    sendError(client, code, message); // sent once the socket has opened
    setTimeout(() => client.close(code, message), 20);
}

const pusherLink = ws.link('*/app/:key');

/**
 * A new socket on `/app/{key}`: refused during a simulated drop, turned down for a wrong key or
 * protocol, else greeted with `pusher:connection_established` and served until it closes.
 */
export function acceptLiveSocket(client: LiveSocket, key: unknown): void {
    if (Date.now() < refuseUntil) {
        // a dropped network: the socket never opens (pusher-js retries on its own schedule)
        client.close(1006, 'Mock: connection refused (simulated network drop)');
        return;
    }
    if (key !== MOCK_PUSHER_KEY) {
        reject(client, 4001, `App key ${String(key)} not in this cluster.`);
        return;
    }
    const protocol = Number(client.url.searchParams.get('protocol'));
    if (!(protocol >= 5 && protocol <= 7)) {
        reject(client, 4007, 'Unsupported protocol version');
        return;
    }
    const entry: LiveClient = { client, socketId: nextSocketId(), channels: new Set() };
    clients.set(client.id, entry);
    client.addEventListener('message', event => receive(entry, event.data));
    client.addEventListener('close', () => {
        clients.delete(client.id);
        leavePresence(entry.socketId);
    });
    send(client, frame('pusher:connection_established', { socket_id: entry.socketId, activity_timeout: ACTIVITY_TIMEOUT_S }));
}

/** The path of pusher-js's socket (`/app/{key}`, any host and port): the key, or null for another socket. */
export function liveSocketKey(url: string): string | null {
    try {
        const match = /^\/app\/([^/]+)$/.exec(new URL(url).pathname);
        return match ? decodeURIComponent(match[1]) : null;
    } catch {
        return null;
    }
}

/** The WebSocket handler, listed with the HTTP handlers (src/mock/handlers/index.ts). */
export const liveSocketHandlers = [
    pusherLink.addEventListener('connection', ({ client, params }) =>
        acceptLiveSocket(client as WebSocketHandlerConnection['client'] & LiveSocket, params.key)
    ),
];

const matches = (kind: ChannelKind, channel: string) => (kind === 'xau' ? channel === XAU_CHANNEL : isAdminChannel(channel));

/**
 * Sends one event to every socket subscribed to the admin channel (`kind` 'admin', each on its own
 * `private-admin.…` channel) or to `private-xau`. The frame's `data` is `payload` as JSON, or the
 * string itself when `payload` is a string (so a test can send malformed JSON).
 */
export function publishRaw(kind: ChannelKind, event: string, payload: unknown): number {
    let delivered = 0;
    for (const entry of clients.values()) {
        for (const channel of entry.channels) {
            if (!matches(kind, channel)) continue;
            send(entry.client, JSON.stringify({ event, channel, data: typeof payload === 'string' ? payload : JSON.stringify(payload) }));
            delivered++;
        }
    }
    observers.forEach(observer => observer({ kind, event, payload, delivered }));
    return delivered;
}

/** Sends `{ data }`: every docs/asyncapi.yaml payload is a JSON object with a `data` key. */
export const publish = (kind: ChannelKind, event: string, data: unknown): number => publishRaw(kind, event, { data });

/** Hears every publication (delivered or not); returns the unsubscribe. */
export function observePublished(observer: (published: Published) => void): () => void {
    observers.add(observer);
    return () => observers.delete(observer);
}

/** The connected sockets and their channels. */
export const liveClients = (): Array<{ socketId: string; channels: string[] }> =>
    [...clients.values()].map(entry => ({ socketId: entry.socketId, channels: [...entry.channels] }));

/**
 * A dropped connection: every socket is closed with Pusher's 4200 ("reconnect immediately"), and
 * new sockets are refused for `refuseForMs`. pusher-js then shows `connecting` at once, tries again
 * (refused), reports `unavailable` after its 10 s `unavailableTimeout` (the admin's banner) and
 * retries the WebSocket 15 s after the drop, when the mock accepts again: keep `refuseForMs` under
 * 15 s, or pusher-js's next try is another 30 s later. Returns how many sockets were closed.
 */
export function dropConnections({ refuseForMs = DEFAULT_REFUSAL_MS }: { refuseForMs?: number } = {}): number {
    refuseUntil = Date.now() + Math.max(0, refuseForMs);
    const dropped = [...clients.values()];
    clients.clear();
    for (const entry of dropped) {
        leavePresence(entry.socketId);
        entry.client.close(4200, 'Mock: connection dropped');
    }
    return dropped.length;
}

/** Whether new sockets are being refused after a drop. */
export const isRefusing = (): boolean => Date.now() < refuseUntil;

/** Tests: forget the refusal window and the observers (sockets close with their pusher-js clients). */
export function resetLiveServer(): void {
    refuseUntil = 0;
    observers.clear();
    resetPresence();
}
