import './workerGlobals';
import { getResponse, HttpHandler } from 'msw';
import { handlers } from '../handlers';
import { setLatency } from '../latency';
import { startPlayer } from '../live/player';
import { browserPresenceBus, enablePresenceBus, presenceFarewell, subscribePresence } from '../live/presence';
import { acceptLiveSocket, liveSocketKey } from '../live/server';
import { keepMockSettingsIn, onMockSettingsWritten, readMockSettings, readMockSettingsText } from '../settings';
import { mockState, runMockCall, subscribeMockState } from './calls';
import { requestOf, transferOf, wireAnswerOf, type FromServiceWorker, type ToPage, type ToServiceWorker, type ToWorker, type WireAnswer, type WireRequest } from './messages';
import { RelayedSocket } from './socketRelay';

/**
 * The embedded mock backend's dedicated worker (started by src/mock/browser.ts): the mock's data,
 * settings and live player live here, off the page's main thread. It answers
 *
 * - the HTTP requests the mock's service worker forwards (on a MessagePort the page handed both),
 *   with MSW's `getResponse` over the mock's handlers (src/mock/handlers/); what none takes is
 *   answered `bypass` and goes to the network;
 * - the page's socket to the live channel, relayed frame by frame (src/mock/pageSocket.ts);
 * - the page's controls by name (./calls.ts: `window.__zarMockLive`, the developer panel…).
 *
 * The settings (localStorage `zar-mock-settings` in the page) are a copy here: the page sends
 * them on start and on every change, and gets back every change made here (the counted failures).
 */

/** A dedicated worker's global scope, as much of it as is used (the project's types are the page's). */
interface WorkerScope {
    postMessage(message: unknown, transfer: Transferable[]): void;
    onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}

const scope = self as unknown as WorkerScope;
const post = (message: ToPage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

/** The HTTP handlers (the live channel's socket is relayed to ../live/server.ts directly). */
const httpHandlers = handlers.filter((handler): handler is HttpHandler => handler instanceof HttpHandler);

let settings = '{}';
keepMockSettingsIn({ getItem: () => settings, setItem: (_key, value) => void (settings = value) });
onMockSettingsWritten(() => post({ type: 'settings', settings: readMockSettingsText() }));

/** The template kit's handlers run in the page (src/templates/mock/): asked when the mock's own take nothing. */
let pageAnswers = false;
let nextPageRequest = 0;
const pageRequests = new Map<number, (answer: WireAnswer) => void>();

async function answer(wire: WireRequest): Promise<WireAnswer> {
    const response = await getResponse(httpHandlers, requestOf(wire));
    if (response || !pageAnswers) return wireAnswerOf(response);
    const id = ++nextPageRequest;
    return new Promise(resolve => {
        pageRequests.set(id, resolve);
        post({ type: 'page-request', id, request: wire });
    });
}

function servePort(port: MessagePort): void {
    port.onmessage = async (event: MessageEvent<FromServiceWorker>) => {
        if (event.data?.type !== 'request') return;
        const { id, request } = event.data;
        let reply: WireAnswer;
        try {
            reply = await answer(request);
        } catch (error) {
            // a handler that throws answers 500, as MSW does in the page
            const text = JSON.stringify({ message: `Mock handler error: ${String((error as Error)?.message ?? error)}` });
            reply = { kind: 'response', status: 500, statusText: 'Internal Server Error', headers: [['content-type', 'application/json']], body: new TextEncoder().encode(text).buffer };
        }
        const message: ToServiceWorker = { type: 'answer', id, answer: reply };
        port.postMessage(message, transferOf(reply));
    };
}

const sockets = new Map<number, RelayedSocket>();

function openSocket(id: number, url: string): void {
    const key = liveSocketKey(url);
    const socket = new RelayedSocket(id, url, post);
    sockets.set(id, socket);
    socket.addEventListener('close', () => sockets.delete(id));
    acceptLiveSocket(socket, key);
    // not refused: the page's socket opens now, before the greeting (sent in a task of its own)
    if (!socket.closed) post({ type: 'ws-opened', id });
}

let started = false;

function start(text: string): void {
    settings = text;
    if (started) return;
    started = true;
    if (readMockSettings().latency === 'none') setLatency(0);
    // this origin's other tabs: their admins on the same record see each other
    const bus = browserPresenceBus();
    if (bus) enablePresenceBus(bus);
    subscribePresence(() => post({ type: 'farewell', messages: presenceFarewell() }));
    let queued = false;
    subscribeMockState(() => {
        // one state message per task, however many changes it made
        if (queued) return;
        queued = true;
        queueMicrotask(() => {
            queued = false;
            post({ type: 'state', state: mockState() });
        });
    });
    startPlayer({ paused: readMockSettings().livePaused });
    post({ type: 'state', state: mockState() });
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
    const message = event.data;
    switch (message.type) {
        case 'start':
            start(message.settings);
            return;
        case 'settings':
            settings = message.settings;
            return;
        case 'service-worker-port':
            servePort(event.ports[0]);
            return;
        case 'call':
            void (async () => {
                try {
                    post({ type: 'result', id: message.id, ok: true, value: await runMockCall(message.name, message.args) });
                } catch (error) {
                    post({ type: 'result', id: message.id, ok: false, error: String((error as Error)?.message ?? error) });
                }
            })();
            return;
        case 'ws-open':
            openSocket(message.id, message.url);
            return;
        case 'ws-send':
            sockets.get(message.id)?.received(message.data);
            return;
        case 'ws-close':
            sockets.get(message.id)?.closedByPage();
            sockets.delete(message.id);
            return;
        case 'page-answers':
            pageAnswers = message.on;
            return;
        case 'page-answer':
            pageRequests.get(message.id)?.(message.answer);
            pageRequests.delete(message.id);
            return;
        default:
            return;
    }
};
