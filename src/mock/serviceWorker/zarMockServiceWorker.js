/* global self */
/*
 * The embedded mock backend's service worker (dev and demo builds; served and emitted as
 * /zarMockServiceWorker.js by vite.config.ts). A plain script, not built: a service worker is
 * fetched again on every registration check and must stay one small file with no imports, and it
 * holds no mock code at all. It only carries each request of a page to that page's mock worker
 * (src/mock/worker/mockWorker.ts) and the answer back, so the calls stay real fetches (the page,
 * its network log and the end-to-end tests see them as such) while the page's main thread never
 * handles them.
 *
 * The page hands it a MessagePort to its worker (src/mock/browser.ts); ports are kept by client id.
 * A service worker stopped while idle loses them: it then asks the page (`zar-mock-port-request`)
 * and the page hands a new one. The message shapes are those of src/mock/worker/messages.ts.
 */

/** Requests for the page's own code, styles and fonts are never the mock's (vite.config.ts). */
const STATIC_DESTINATIONS = ['script', 'style', 'font', 'worker', 'sharedworker'];
/** How long a page may take to hand a port when asked, before its request goes to the network. */
const PORT_WAIT_MS = 3000;

/** client id → the port to that page's mock worker */
const ports = new Map();
/** client id → the requests waiting for that page's port */
const waiting = new Map();
/** clients asked for a port that gave none (a page without the mock): their requests go to the network */
const silent = new Set();
let nextId = 0;

/**
 * What the browser sends to the network without waking this worker (the ServiceWorker static
 * routing API, where the browser has it): navigations and the page's own files. A fetch event for
 * them would only be let go again below, after a round trip through this worker's thread.
 */
const NETWORK_ROUTES = [{ condition: { requestMode: 'navigate' }, source: 'network' }].concat(
    STATIC_DESTINATIONS.map(destination => ({ condition: { requestDestination: destination }, source: 'network' }))
);

self.addEventListener('install', event => {
    self.skipWaiting();
    // a browser that refuses a route still installs the worker, which lets those requests go itself
    if (typeof event.addRoutes === 'function') event.waitUntil(Promise.resolve().then(() => event.addRoutes(NETWORK_ROUTES)).catch(() => undefined));
});
// No claim as it activates: a page is claimed when it asks (`zar-mock-claim`, src/mock/browser.ts),
// once it can hand its port. A page registers this worker as it begins (the built index.html) and
// hands its port only once its script runs; claimed between the two, its first requests would ask
// for a port it cannot give yet.

self.addEventListener('message', event => {
    const source = event.source;
    // a page loaded while this worker was not yet active (or hard-reloaded) asks to be controlled
    if (event.data && event.data.type === 'zar-mock-claim') {
        event.waitUntil(self.clients.claim());
        return;
    }
    if (!source || !event.data || event.data.type !== 'zar-mock-port' || !event.ports[0]) return;
    const port = event.ports[0];
    const pending = new Map();
    const given = { port, pending, replaced: false };
    port.onmessage = message => {
        const data = message.data;
        if (!data || data.type !== 'answer') return;
        pending.get(data.id)?.(data.answer);
        pending.delete(data.id);
        if (given.replaced && pending.size === 0) port.close();
    };
    // a port handed again (the page answered an ask that crossed its first port): the old one
    // still carries the answers to what was sent on it, and closes once they are in
    const previous = ports.get(source.id);
    if (previous) {
        previous.replaced = true;
        if (previous.pending.size === 0) previous.port.close();
    }
    ports.set(source.id, given);
    silent.delete(source.id);
    waiting.get(source.id)?.forEach(resolve => resolve());
    waiting.delete(source.id);
    source.postMessage({ type: 'zar-mock-port-ok' });
    // forget the pages that are gone
    event.waitUntil(
        self.clients.matchAll({ includeUncontrolled: true }).then(open => {
            const ids = new Set(open.map(client => client.id));
            for (const [id, entry] of ports) {
                if (!ids.has(id)) {
                    entry.port.close();
                    ports.delete(id);
                }
            }
        })
    );
});

/** The port to this client's mock worker: asked of the page when this worker has lost it. */
async function portOf(clientId) {
    if (ports.has(clientId)) return ports.get(clientId);
    if (silent.has(clientId)) return undefined;
    const client = clientId ? await self.clients.get(clientId) : undefined;
    if (!client) return undefined;
    const given = new Promise(resolve => {
        const list = waiting.get(clientId) ?? [];
        list.push(resolve);
        waiting.set(clientId, list);
        setTimeout(resolve, PORT_WAIT_MS);
    });
    client.postMessage({ type: 'zar-mock-port-request' });
    await given;
    if (!ports.has(clientId)) {
        // a page without the mock (another build on this origin): this worker steps aside for good
        silent.add(clientId);
        if (ports.size === 0) await self.registration.unregister();
    }
    return ports.get(clientId);
}

async function answer(event) {
    const request = event.request;
    // the body read from a copy: the request itself may still go to the network as it is
    const copy = request.clone();
    const entry = await portOf(event.clientId);
    if (!entry) return fetch(request);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await copy.arrayBuffer();
    const wire = {
        url: request.url,
        method: request.method,
        headers: [...request.headers],
        body: body && body.byteLength > 0 ? body : null,
        credentials: request.credentials,
        redirect: request.redirect,
    };
    const id = ++nextId;
    const reply = await new Promise(resolve => {
        entry.pending.set(id, resolve);
        entry.port.postMessage({ type: 'request', id, request: wire }, wire.body ? [wire.body] : []);
    });
    if (reply.kind === 'bypass') return fetch(request);
    if (reply.kind === 'error') return Response.error();
    return new Response(reply.body, { status: reply.status, statusText: reply.statusText, headers: reply.headers });
}

self.addEventListener('fetch', event => {
    const request = event.request;
    if (request.mode === 'navigate') return;
    if (STATIC_DESTINATIONS.includes(request.destination)) return;
    // opening the DevTools makes an "only-if-cached" request no worker may answer
    if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
    if (!event.clientId) return;
    event.respondWith(answer(event));
});
