import { setupWorker, type SetupWorker } from 'msw/browser';
import { changeAsColleague, decideAsColleague } from './colleague';
import { handlers } from './handlers';
import { setLatency } from './latency';
import { mockLiveControls, startPlayer, type MockLiveControls } from './live/player';
import { browserPresenceBus, enablePresenceBus } from './live/presence';
import { readMockSettings } from './settings';
import { mockServedControls, type MockServedControls } from './served';

declare global {
    interface Window {
        /**
         * The mock live channel's controls for page scripts (automated tests, a developer's
         * console). Exists only when the mock backend is compiled in (`VITE_MOCK_API`): this file
         * is imported by src/main.tsx behind `__MOCK_API__` and never bundled otherwise.
         *
         * - `pause()`, `resume()`, `isPaused()`: the player (also paused at start by the developer
         *   setting `livePaused` in localStorage `zar-mock-settings`)
         * - `fire(kind)`: one event now, kind one of `kinds` ('order', 'order_auto', 'order_update',
         *   'receipt', 'notification', 'price', 'vector', 'notices', 'duplicate'); returns its data
         * - `burst(count, perSecond)`: that many new pending orders (a Promise of the stored orders)
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
        __zarMockStaff?: { change: typeof changeAsColleague; decide: typeof decideAsColleague };
        /**
         * The definitions `GET /admin/resources` serves (src/mock/served/), for page scripts:
         * `samples` (their names), `serve(names)` and `serveExtra(definitions)` (each then fires
         * `resources.updated`), `addRecords(name, count)`, `announce()` (the event alone), `served()`.
         */
        __zarMockServed?: MockServedControls;
    }
}

/**
 * MSW's worker unregisters itself when its last page closes, while the next page's `start()`
 * fires an unawaited `registration.update()` on that registration: on a quick reload the update
 * rejects with "Failed to update a ServiceWorker … Not found" and nothing else goes wrong (the
 * new page registers its own worker). Only that rejection is silenced.
 */
function ignoreWorkerUpdateRace(event: PromiseRejectionEvent) {
    const message = String((event.reason as Error | undefined)?.message ?? '');
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes('mockServiceWorker.js')) {
        event.preventDefault();
    }
}

/**
 * Runs MSW's `start()` with the listener by which it tells its worker "this page has closed" put
 * on `pagehide` instead of `beforeunload`, as MSW 3 does (MSW 3 needs Node 22; this project runs on
 * Node 20). The worker stops answering a page from that message on. On `beforeunload` that was too
 * early twice over: a page being left runs on until the next one replaces it, so a call it made
 * then (the live connection asking for its channels, a list refreshing) went to the network
 * unanswered; and when the leave is cancelled (the unsaved-changes question) the page stayed
 * without its mock. Only listeners added while `start()` runs are moved, and only that one event.
 */
async function startTellingCloseAtPagehide(start: () => Promise<unknown>): Promise<void> {
    const add = window.addEventListener;
    window.addEventListener = function (this: Window, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
        add.call(this, type === 'beforeunload' ? 'pagehide' : type, listener, options);
    } as typeof window.addEventListener;
    try {
        await start();
    } finally {
        // the method is EventTarget's again (the page's own was never an own property of window)
        delete (window as Partial<Window>).addEventListener;
    }
}

let worker: SetupWorker | undefined;

/**
 * The running mock worker, once started: the template kit adds its own handlers to it (one MSW
 * worker per page), and starts a worker of its own only when the product's mock is off.
 */
export const mockWorker = (): SetupWorker | undefined => worker;

/**
 * Starts the embedded mock backend in the browser (dev, and demo builds only): the HTTP handlers
 * through the service worker, the live channel's WebSocket handler in the page (MSW patches the
 * page's `WebSocket` on start, before the admin creates its pusher-js client), and the live
 * event player.
 */
export async function startMockBackend(): Promise<void> {
    window.addEventListener('unhandledrejection', ignoreWorkerUpdateRace);
    if (readMockSettings().latency === 'none') setLatency(0);
    const started = setupWorker(...handlers);
    worker = started;
    await startTellingCloseAtPagehide(() =>
        started.start({
            quiet: true,
            onUnhandledRequest: 'bypass',
            serviceWorker: { url: '/mockServiceWorker.js' },
        })
    );
    window.__zarMockLive = mockLiveControls;
    // this origin's other tabs: their admins on the same record see each other
    const bus = browserPresenceBus();
    if (bus) enablePresenceBus(bus);
    window.__zarMockStaff = { change: changeAsColleague, decide: decideAsColleague };
    window.__zarMockServed = mockServedControls;
    startPlayer({ paused: readMockSettings().livePaused });
}
