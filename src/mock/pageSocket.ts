import type { ToWorker } from './worker/messages';

/**
 * The page's side of the live channel's socket (pusher-js's, `ws(s)://…/app/{key}`): the page's
 * `WebSocket` is replaced by one that, for that path only, opens no connection but relays each
 * frame to the mock's worker, where the mock live server answers (src/mock/worker/socketRelay.ts).
 * Every other socket (the dev server's hot reload) is the browser's own.
 *
 * It behaves as MSW's mock socket did in the page: it opens when the server takes it (never when
 * refused: then it only closes, with the server's code, 1006 included), each frame the server
 * sends arrives in a task of its own, and a close from either side ends it with that code.
 */

type Post = (message: ToWorker) => void;

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

const sockets = new Map<number, RelaySocket>();
let nextId = 0;
let post: Post = () => undefined;

type Handler = ((this: WebSocket, event: Event) => unknown) | null;

class RelaySocket extends EventTarget {
    static readonly CONNECTING = CONNECTING;
    static readonly OPEN = OPEN;
    static readonly CLOSING = CLOSING;
    static readonly CLOSED = CLOSED;
    readonly CONNECTING = CONNECTING;
    readonly OPEN = OPEN;
    readonly CLOSING = CLOSING;
    readonly CLOSED = CLOSED;

    readonly url: string;
    readonly id: number;
    readyState: number = CONNECTING;
    protocol = '';
    extensions = '';
    binaryType: BinaryType = 'blob';
    bufferedAmount = 0;
    onopen: Handler = null;
    onmessage: Handler = null;
    onerror: Handler = null;
    onclose: Handler = null;

    constructor(url: string) {
        super();
        this.url = url;
        this.id = ++nextId;
        sockets.set(this.id, this);
        post({ type: 'ws-open', id: this.id, url });
    }

    send(data: unknown): void {
        if (this.readyState === CONNECTING) throw new DOMException('Still in CONNECTING state.', 'InvalidStateError');
        if (this.readyState !== OPEN) return;
        post({ type: 'ws-send', id: this.id, data });
    }

    close(code = 1000, reason = ''): void {
        if (code !== 1000 && !(code >= 3000 && code <= 4999)) throw new DOMException(`The close code must be 1000 or in 3000-4999: ${code}`, 'InvalidAccessError');
        if (this.readyState === CLOSING || this.readyState === CLOSED) return;
        post({ type: 'ws-close', id: this.id, code, reason });
        this.ended(code, reason);
    }

    /** Fires an event on the listeners and the `on…` property. */
    emit(event: Event): void {
        this.dispatchEvent(event);
        const handler = this[`on${event.type}` as 'onopen'];
        handler?.call(this as unknown as WebSocket, event);
    }

    opened(): void {
        if (this.readyState !== CONNECTING) return;
        this.readyState = OPEN;
        this.emit(new Event('open'));
    }

    received(data: unknown): void {
        if (this.readyState !== OPEN) return;
        this.emit(new MessageEvent('message', { data, origin: new URL(this.url).origin }));
    }

    ended(code: number, reason: string): void {
        if (this.readyState === CLOSING || this.readyState === CLOSED) return;
        this.readyState = CLOSING;
        sockets.delete(this.id);
        queueMicrotask(() => {
            this.readyState = CLOSED;
            this.emit(new CloseEvent('close', { code, reason, wasClean: true }));
        });
    }
}

/** Whether the socket is pusher-js's to the live channel (`/app/{key}`, any host). */
const isLiveChannel = (url: string | URL): boolean => {
    try {
        return /^\/app\/[^/]+$/.test(new URL(String(url), window.location.href).pathname);
    } catch {
        return false;
    }
};

/**
 * Replaces the page's `WebSocket` (before pusher-js opens its socket): the live channel's sockets
 * are relayed through `send`; the others are the browser's own.
 */
export function relayLiveSockets(send: Post): void {
    post = send;
    const Native = window.WebSocket;
    const Relayed = new Proxy(Native, {
        construct(target, args: [string | URL, (string | string[])?], newTarget) {
            if (!isLiveChannel(args[0])) return Reflect.construct(target, args, newTarget) as object;
            return new RelaySocket(new URL(String(args[0]), window.location.href).href) as unknown as object;
        },
    });
    window.WebSocket = Relayed;
}

/** What the worker says of a relayed socket. */
export function socketMessage(message: { type: 'ws-opened'; id: number } | { type: 'ws-message'; id: number; data: unknown } | { type: 'ws-closed'; id: number; code: number; reason: string }): void {
    const socket = sockets.get(message.id);
    if (!socket) return;
    if (message.type === 'ws-opened') socket.opened();
    else if (message.type === 'ws-message') socket.received(message.data);
    else socket.ended(message.code, message.reason);
}
