import type { LiveSocket } from '../live/server';
import type { ToPage } from './messages';

/**
 * The worker's side of a page's socket to the live channel (the page's side is
 * src/mock/pageSocket.ts): what the mock server sends goes to the page as a message, what the page
 * sends or closes comes back as one. Closed by the server, the page's socket closes with that code
 * (as MSW's `client.close(code)` does, any code, 1006 included); closed by the page, the server
 * hears `close`.
 */
export class RelayedSocket implements LiveSocket {
    readonly id: string;
    readonly url: URL;
    closed = false;
    private readonly messageListeners: Array<(event: { data: unknown }) => void> = [];
    private readonly closeListeners: Array<() => void> = [];

    constructor(
        private readonly socket: number,
        url: string,
        private readonly post: (message: ToPage) => void
    ) {
        this.id = `relayed-${socket}`;
        this.url = new URL(url);
    }

    send(text: string): void {
        if (!this.closed) this.post({ type: 'ws-message', id: this.socket, data: text });
    }

    close(code = 1000, reason = ''): void {
        if (this.closed) return;
        this.post({ type: 'ws-closed', id: this.socket, code, reason });
        this.closedByPage();
    }

    addEventListener(type: 'message' | 'close', listener: ((event: { data: unknown }) => void) | (() => void)): void {
        if (type === 'message') this.messageListeners.push(listener as (event: { data: unknown }) => void);
        else this.closeListeners.push(listener as () => void);
    }

    /** A frame from the page. */
    received(data: unknown): void {
        if (!this.closed) this.messageListeners.forEach(listener => listener({ data }));
    }

    /** The socket is gone (closed by the page, or by the server above). */
    closedByPage(): void {
        if (this.closed) return;
        this.closed = true;
        this.closeListeners.forEach(listener => listener());
    }
}
