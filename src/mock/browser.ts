import { mockCall, setMockTransport, type MockTransport } from './client';
import { LIVE_KINDS, MOCK_COLLEAGUES } from './live/kinds';
import { relayLiveSockets, socketMessage } from './pageSocket';
import { SERVED_SAMPLES } from './served/samples';
import { onMockSettingsWritten, readMockSettingsText, replaceMockSettingsText, writeMockSettings, type MockSettings } from './settings';
import type { MockCallName, MockCalls, MockState } from './worker/calls';
import { requestOf, transferOf, wireAnswerOf, type ToPage, type ToWorker } from './worker/messages';

/** A control as the page has it: the mock's own, answering a Promise (the mock runs in its worker). */
type Asked<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
const ask =
    <N extends MockCallName>(name: N) =>
    (...args: Parameters<MockCalls[N]>) =>
        mockCall(name, ...args);

/** What `window.__zarMockLive` offers (see its declaration below). */
function liveControls() {
    return {
        kinds: LIVE_KINDS,
        pause: ask('live.pause'),
        resume: ask('live.resume'),
        isPaused: ask('live.isPaused'),
        fire: ask('live.fire'),
        burst: ask('live.burst'),
        dropConnections: ask('live.dropConnections'),
        isRefusing: ask('live.isRefusing'),
        publish: ask('live.publish'),
        publishRaw: ask('live.publishRaw'),
        clients: ask('live.clients'),
        presence: {
            colleagues: MOCK_COLLEAGUES,
            channels: ask('presence.channels'),
            on: ask('presence.on'),
            place: ask('presence.place'),
            setState: ask('presence.setState'),
            remove: ask('presence.remove'),
        },
    };
}

function servedControls() {
    return {
        samples: Object.keys(SERVED_SAMPLES),
        serve: ask('served.serve'),
        serveExtra: ask('served.serveExtra'),
        addRecords: ask('served.addRecords'),
        announce: ask('served.announce'),
        served: ask('served.served'),
    };
}

export type MockLiveControls = ReturnType<typeof liveControls>;
export type MockServedControls = ReturnType<typeof servedControls>;

declare global {
    interface Window {
        /**
         * The mock live channel's controls for page scripts (automated tests, a developer's
         * console). Exists only when the mock backend is compiled in (`VITE_MOCK_API`): this file
         * is imported by src/main.tsx behind `__MOCK_API__` and never bundled otherwise. The mock
         * runs in its worker, so every control answers a Promise (`page.evaluate` awaits it).
         *
         * - `pause()`, `resume()`, `isPaused()`: the player (also paused at start by the developer
         *   setting `livePaused` in localStorage `zar-mock-settings`)
         * - `fire(kind)`: one event now, kind one of `kinds` ('order', 'order_auto', 'order_update',
         *   'receipt', 'notification', 'price', 'vector', 'notices', 'duplicate'); its data
         * - `burst(count, perSecond)`: that many new pending orders (the stored orders)
         * - `dropConnections({ refuseForMs = 5000 })`: close every socket (code 4200) and refuse new
         *   ones for a while; `isRefusing()`
         * - `publish(kind, event, data)` sends `{ data }`; `publishRaw(kind, event, payload)` sends
         *   `payload` as is (a string verbatim, for malformed JSON); kind 'admin' or 'xau'
         * - `clients()`: the connected sockets and their channels
         * - `presence`: simulated colleagues on a record's presence channel: `channels()` (the
         *   records open in this tab), `colleagues` (ids and names), `place(channel, id, state?)`,
         *   `setState(channel, id, 'viewing' | 'editing' | 'deciding')`, `remove(channel, id)`
         */
        __zarMockLive?: MockLiveControls;
        /**
         * Another staff member (the developer panel's "as another staff member"), for page
         * scripts: `change(resource, id)` changes a text of the record, `decide(resource, id)`
         * decides it; each answers the record as stored (with its new `updated_at`), or null.
         */
        __zarMockStaff?: { change: Asked<MockCalls['staff.change']>; decide: Asked<MockCalls['staff.decide']> };
        /**
         * The definitions `GET /admin/resources` serves (src/mock/served/), for page scripts:
         * `samples` (their names), `serve(names)` and `serveExtra(definitions)` (each then fires
         * `resources.updated`), `addRecords(name, count)`, `announce()` (the event alone), `served()`.
         */
        __zarMockServed?: MockServedControls;
        /**
         * The mock's developer settings (localStorage `zar-mock-settings`, src/mock/settings.ts)
         * changed on an open page: `write(change)` keeps them and resolves once the mock's worker
         * has them. (A page script that writes localStorage itself is not heard until the next load.)
         */
        __zarMockSettings?: { write(change: Partial<MockSettings>): Promise<void> };
        /**
         * The mock's worker, started by the built index.html's first script (vite.config.ts,
         * `startMockEarly`) for `startMockBackend` to take; absent in development.
         */
        __zarMockEarly?: { worker?: Worker };
    }
}

const SERVICE_WORKER_URL = '/zarMockServiceWorker.js';

let worker: Worker | undefined;
let pageAnswerer: ((request: Request) => Promise<Response | undefined>) | undefined;

/**
 * The template kit's mock API (src/templates/mock/) answers in the page: the requests the mock's
 * own handlers do not take are asked of `answer` (undefined: the network), once the mock runs.
 * Whether it does: false when the mock is off (the kit then starts a worker of its own).
 */
export function answerInPage(answer: (request: Request) => Promise<Response | undefined>): boolean {
    if (!worker) return false;
    pageAnswerer = answer;
    worker.postMessage({ type: 'page-answers', on: true } satisfies ToWorker);
    return true;
}

/** The page's way to the worker: calls by id, the state as last told. */
function workerTransport(send: (message: ToWorker) => void): { transport: MockTransport; result: (id: number, ok: boolean, value: unknown) => void; state: (state: MockState) => void } {
    let nextCall = 0;
    const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
    let current: MockState = { paused: true, presence: [] };
    const listeners = new Set<() => void>();
    return {
        transport: {
            call: (name, args) =>
                new Promise((resolve, reject) => {
                    const id = ++nextCall;
                    pending.set(id, { resolve, reject });
                    send({ type: 'call', id, name, args });
                }),
            state: () => current,
            subscribe: listener => {
                listeners.add(listener);
                return () => listeners.delete(listener);
            },
        },
        result: (id, ok, value) => {
            const waiting = pending.get(id);
            pending.delete(id);
            if (ok) waiting?.resolve(value);
            else waiting?.reject(new Error(String(value)));
        },
        state: state => {
            current = state;
            listeners.forEach(listener => listener());
        },
    };
}

/** Waits until this page is controlled by the mock's service worker (registered, activated, claimed). */
async function controlledByServiceWorker(): Promise<ServiceWorker> {
    const container = navigator.serviceWorker;
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    const controlled = () => {
        const controller = container.controller;
        return controller && controller.scriptURL.endsWith(SERVICE_WORKER_URL) ? controller : null;
    };
    if (controlled()) return controlled()!;
    const changed = new Promise<void>(resolve => container.addEventListener('controllerchange', () => resolve(), { once: true }));
    await container.ready;
    // a page loaded without it (a hard reload, or before it was active): it claims the page
    (registration.active ?? (await container.ready).active)?.postMessage({ type: 'zar-mock-claim' });
    await changed;
    return controlled() ?? Promise.reject(new Error('The mock service worker does not control the page.'));
}

/**
 * Starts the embedded mock backend (dev, and demo builds only): its worker (the data, the HTTP
 * answers, the live server and player: src/mock/worker/mockWorker.ts), the service worker that
 * brings it the page's requests, and the page's side of the live channel's socket. The page's
 * main thread runs none of the mock's code: it only relays.
 */
export async function startMockBackend(): Promise<void> {
    // started by the built index.html as the page began (vite.config.ts, startMockEarly), or now
    const early = window.__zarMockEarly?.worker;
    delete window.__zarMockEarly;
    const started = early ?? new Worker(new URL('./worker/mockWorker.ts', import.meta.url), { type: 'module', name: 'zar-mock' });
    worker = started;
    const send = (message: ToWorker, transfer: Transferable[] = []) => started.postMessage(message, transfer);
    const { transport, result, state } = workerTransport(send);
    setMockTransport(transport);
    send({ type: 'start', settings: readMockSettingsText() });
    onMockSettingsWritten(() => send({ type: 'settings', settings: readMockSettingsText() }));

    // this tab's presence members leave the other tabs with the page (the worker cannot hear it go)
    let farewell: unknown[] = [];
    window.addEventListener('pagehide', () => {
        if (farewell.length === 0 || typeof BroadcastChannel !== 'function') return;
        const bus = new BroadcastChannel('zar-mock-presence');
        farewell.forEach(message => bus.postMessage(message));
        bus.close();
    });

    started.onmessage = (event: MessageEvent<ToPage>) => {
        const message = event.data;
        switch (message.type) {
            case 'result':
                result(message.id, message.ok, message.ok ? message.value : message.error);
                return;
            case 'state':
                state(message.state);
                return;
            case 'settings':
                replaceMockSettingsText(message.settings);
                return;
            case 'farewell':
                farewell = message.messages;
                return;
            case 'ws-opened':
            case 'ws-message':
            case 'ws-closed':
                socketMessage(message);
                return;
            case 'page-request':
                void (async () => {
                    const answer = await wireAnswerOf(await pageAnswerer?.(requestOf(message.request)));
                    send({ type: 'page-answer', id: message.id, answer }, transferOf(answer));
                })();
                return;
            default:
                return;
        }
    };
    relayLiveSockets(send);

    window.__zarMockLive = liveControls();
    window.__zarMockStaff = { change: ask('staff.change'), decide: ask('staff.decide') };
    window.__zarMockServed = servedControls();
    window.__zarMockSettings = {
        write: async change => {
            writeMockSettings(change);
            // the worker reads its messages in order: once this answers, it has the settings
            await mockCall('live.isPaused');
        },
    };

    // the service worker: a port to this page's worker, now and whenever it has lost it
    const container = navigator.serviceWorker;
    const handOver = (to: ServiceWorker) => {
        const channel = new MessageChannel();
        send({ type: 'service-worker-port' }, [channel.port1]);
        to.postMessage({ type: 'zar-mock-port' }, [channel.port2]);
    };
    const acknowledged = new Promise<void>(resolve => {
        container.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
            if (event.data?.type === 'zar-mock-port-ok') resolve();
            if (event.data?.type === 'zar-mock-port-request' && event.source instanceof ServiceWorker) handOver(event.source);
        });
    });
    container.startMessages();
    handOver(await controlledByServiceWorker());
    await acknowledged;
}
