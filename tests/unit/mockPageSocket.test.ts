// @vitest-environment jsdom
import { relayLiveSockets, socketMessage } from '../../src/mock/pageSocket';
import type { ToWorker } from '../../src/mock/worker/messages';

/**
 * The page's side of the live channel's socket (src/mock/pageSocket.ts): pusher-js's socket is
 * relayed to the mock's worker and behaves as a socket; any other is the browser's own.
 */

const sent: ToWorker[] = [];
const native: string[] = [];

class NativeSocket {
    constructor(readonly url: string) {
        native.push(url);
    }
}

beforeAll(() => {
    window.WebSocket = NativeSocket as unknown as typeof WebSocket;
    relayLiveSockets(message => sent.push(message));
});

const LIVE = 'ws://localhost:6001/app/zar-mock-key?protocol=7&client=js';

function open() {
    const before = sent.length;
    const socket = new WebSocket(LIVE);
    const opened = sent.slice(before).find(message => message.type === 'ws-open') as Extract<ToWorker, { type: 'ws-open' }>;
    const events: string[] = [];
    socket.onopen = () => events.push('open');
    socket.addEventListener('message', event => events.push(`message ${String((event as MessageEvent).data)}`));
    socket.onclose = event => events.push(`close ${event.code} ${event.reason}`);
    return { socket, id: opened.id, events };
}

const settled = () => new Promise(resolve => setTimeout(resolve, 0));

describe("the page's live channel socket", () => {
    it('leaves every other socket to the browser', () => {
        new WebSocket('ws://localhost:5173/?token=hmr');
        expect(native).toEqual(['ws://localhost:5173/?token=hmr']);
        expect(sent).toEqual([]);
    });

    it('opens when the worker takes it, then carries frames both ways and closes with the page', async () => {
        const { socket, id, events } = open();
        expect(socket.readyState).toBe(0);
        expect(() => socket.send('early')).toThrow();
        socketMessage({ type: 'ws-opened', id });
        expect(socket.readyState).toBe(1);
        socketMessage({ type: 'ws-message', id, data: '{"event":"pusher:connection_established"}' });
        socket.send('{"event":"pusher:ping"}');
        expect(sent.at(-1)).toEqual({ type: 'ws-send', id, data: '{"event":"pusher:ping"}' });
        socket.close(1000, 'bye');
        expect(sent.at(-1)).toEqual({ type: 'ws-close', id, code: 1000, reason: 'bye' });
        await settled();
        expect(socket.readyState).toBe(3);
        expect(events).toEqual(['open', 'message {"event":"pusher:connection_established"}', 'close 1000 bye']);
        // nothing after the close
        socketMessage({ type: 'ws-message', id, data: 'late' });
        expect(events).toHaveLength(3);
    });

    it('refused by the worker, it never opens and closes with its code (1006 too)', async () => {
        const { socket, id, events } = open();
        socketMessage({ type: 'ws-closed', id, code: 1006, reason: 'refused' });
        await settled();
        expect(socket.readyState).toBe(3);
        expect(events).toEqual(['close 1006 refused']);
    });

    it('closed by the server with its code (a dropped connection, 4200)', async () => {
        const { id, events } = open();
        socketMessage({ type: 'ws-opened', id });
        socketMessage({ type: 'ws-closed', id, code: 4200, reason: 'Mock: connection dropped' });
        await settled();
        expect(events).toEqual(['open', 'close 4200 Mock: connection dropped']);
    });
});
