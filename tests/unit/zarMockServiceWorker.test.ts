import { readFileSync } from 'node:fs';
import type { FromServiceWorker, ToServiceWorker, WireAnswer } from '../../src/mock/worker/messages';

/**
 * The product mock's service worker (src/mock/serviceWorker/zarMockServiceWorker.js) run in a
 * stand-in of a service worker's global scope, with one page (client `page-1`) and a stand-in of
 * that page's mock worker on the port the page hands over.
 */

const source = readFileSync(new URL('../../src/mock/serviceWorker/zarMockServiceWorker.js', import.meta.url), 'utf8');

type Listener = (event: Record<string, unknown>) => unknown;

function serviceWorker(answerOf: (request: FromServiceWorker['request']) => WireAnswer | Promise<WireAnswer>) {
    const listeners = new Map<string, Listener>();
    const claimed: string[] = [];
    const toPage: unknown[] = [];
    const seen: Array<FromServiceWorker['request']> = [];
    const network: Request[] = [];
    /** the page's mock worker: answers on its port */
    const handOver = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = async (event: MessageEvent<FromServiceWorker>) => {
            seen.push(event.data.request);
            const answer = await answerOf(event.data.request);
            channel.port1.postMessage({ type: 'answer', id: event.data.id, answer } satisfies ToServiceWorker);
        };
        void listeners.get('message')!({ source: page, data: { type: 'zar-mock-port' }, ports: [channel.port2], waitUntil: () => undefined });
        return channel.port1;
    };
    const page = {
        id: 'page-1',
        postMessage: (message: { type: string }) => {
            toPage.push(message);
            // the page hands a new port when asked
            if (message.type === 'zar-mock-port-request') queueMicrotask(handOver);
        },
    };
    const scope = {
        addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
        clients: {
            get: async (id: string) => (id === page.id ? page : undefined),
            matchAll: async () => [page],
            claim: async () => void claimed.push('claimed'),
        },
        skipWaiting: () => undefined,
        registration: { unregister: async () => true },
    };
    const fetchStub = async (request: Request) => {
        network.push(request);
        return new Response('from the network');
    };
    new Function('self', 'fetch', source)(scope, fetchStub);
    /** A fetch event: the answer given (undefined when the worker lets the browser have it). */
    const request = (value: Request | Record<string, unknown>, clientId = page.id): Promise<Response> | undefined => {
        let answer: Promise<Response> | undefined;
        listeners.get('fetch')!({ request: value, clientId, respondWith: (given: Promise<Response>) => (answer = given) });
        return answer;
    };
    /**
     * An event of the worker's own life (`install`, `activate`), as the browser sends it (with the
     * event's other members given); settles as the browser's wait for it does, failing with it.
     */
    const lifecycle = (type: string, members: Record<string, unknown> = {}) => {
        const waits: Array<Promise<unknown>> = [];
        listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => void waits.push(promise), ...members });
        return Promise.all(waits);
    };
    return { handOver, request, toPage, seen, network, claimed, lifecycle };
}

const body = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe("the product mock's service worker", () => {
    it("carries a request, its headers and body to the page's mock worker, and its answer back", async () => {
        const worker = serviceWorker(() => ({ kind: 'response', status: 201, statusText: 'Created', headers: [['content-type', 'application/json'], ['x-mock', 'yes']], body: body('{"data":{"id":1}}') }));
        worker.handOver();
        await Promise.resolve();
        expect(worker.toPage).toContainEqual({ type: 'zar-mock-port-ok' });
        const answer = await worker.request(new Request('http://localhost/admin/bank', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer x' }, body: '{"title":"ملت"}' }))!;
        expect(answer.status).toBe(201);
        expect(answer.headers.get('x-mock')).toBe('yes');
        expect(await answer.json()).toEqual({ data: { id: 1 } });
        const [seen] = worker.seen;
        expect(seen.method).toBe('POST');
        expect(new Headers(seen.headers).get('authorization')).toBe('Bearer x');
        expect(new TextDecoder().decode(seen.body!)).toBe('{"title":"ملت"}');
        expect(worker.network).toEqual([]);
    });

    it('answers a 204 with no body, a network failure as one, and lets what the mock does not take reach the network', async () => {
        const answers: WireAnswer[] = [{ kind: 'response', status: 204, statusText: '', headers: [], body: null }, { kind: 'error' }, { kind: 'bypass' }];
        const worker = serviceWorker(() => answers.shift()!);
        worker.handOver();
        const empty = await worker.request(new Request('http://localhost/admin/auth/token', { method: 'DELETE' }))!;
        expect(empty.status).toBe(204);
        expect(empty.body).toBeNull();
        expect((await worker.request(new Request('http://localhost/admin/me'))!).type).toBe('error');
        const passed = await worker.request(new Request('http://localhost/logo.png'))!;
        expect(await passed.text()).toBe('from the network');
        expect(worker.network.map(request => request.url)).toEqual(['http://localhost/logo.png']);
    });

    it("leaves navigations and the page's own code, styles and fonts to the browser", () => {
        const worker = serviceWorker(() => ({ kind: 'bypass' }));
        expect(worker.request({ mode: 'navigate', destination: 'document', url: 'http://localhost/order' })).toBeUndefined();
        for (const destination of ['script', 'style', 'font', 'worker', 'sharedworker']) {
            expect(worker.request({ mode: 'cors', destination, url: 'http://localhost/assets/x' }), destination).toBeUndefined();
        }
    });

    it("has the browser send navigations and the page's own files to the network without waking it, where the browser can", async () => {
        const worker = serviceWorker(() => ({ kind: 'bypass' }));
        const routes: unknown[] = [];
        await worker.lifecycle('install', { addRoutes: async (given: unknown[]) => void routes.push(...given) });
        expect(routes).toContainEqual({ condition: { requestMode: 'navigate' }, source: 'network' });
        for (const destination of ['script', 'style', 'font', 'worker']) expect(routes).toContainEqual({ condition: { requestDestination: destination }, source: 'network' });
        // the API's calls (fetches, with no destination) and images still come to it
        for (const destination of ['', 'image']) expect(routes).not.toContainEqual({ condition: { requestDestination: destination }, source: 'network' });
    });

    it('installs all the same in a browser that refuses those routes, or has no routing', async () => {
        const refusing = serviceWorker(() => ({ kind: 'bypass' }));
        await expect(refusing.lifecycle('install', { addRoutes: () => Promise.reject(new TypeError('unsupported condition')) })).resolves.toBeDefined();
        const throwing = serviceWorker(() => ({ kind: 'bypass' }));
        await expect(throwing.lifecycle('install', { addRoutes: () => { throw new TypeError('not now'); } })).resolves.toBeDefined();
        await expect(serviceWorker(() => ({ kind: 'bypass' })).lifecycle('install')).resolves.toEqual([]);
    });

    it('restarted without its ports, asks the page for a new one and answers once it has it', async () => {
        const worker = serviceWorker(() => ({ kind: 'response', status: 200, statusText: 'OK', headers: [], body: body('ok') }));
        const answer = await worker.request(new Request('http://localhost/admin/me'))!;
        expect(worker.toPage[0]).toEqual({ type: 'zar-mock-port-request' });
        expect(await answer.text()).toBe('ok');
        expect(worker.network).toEqual([]);
    });

    it('claims no page as it activates: a page is claimed when it asks, once it can hand its port', async () => {
        const worker = serviceWorker(() => ({ kind: 'bypass' }));
        worker.lifecycle('install');
        worker.lifecycle('activate');
        await Promise.resolve();
        expect(worker.claimed).toEqual([]);
    });

    it('still answers what was sent on a port the page has since handed again', async () => {
        let release!: () => void;
        const held = new Promise<void>(resolve => (release = resolve));
        const worker = serviceWorker(async request => {
            if (request.url.endsWith('/admin/me')) await held;
            return { kind: 'response', status: 200, statusText: 'OK', headers: [], body: body(request.url.endsWith('/admin/me') ? 'me' : 'bank') };
        });
        worker.handOver();
        const first = worker.request(new Request('http://localhost/admin/me'))!;
        await vi.waitFor(() => expect(worker.seen).toHaveLength(1));
        // an ask for a port that crossed the first one: the page hands another
        worker.handOver();
        const second = await worker.request(new Request('http://localhost/admin/bank'))!;
        expect(await second.text()).toBe('bank');
        release();
        expect(await (await first).text()).toBe('me');
        expect(worker.network).toEqual([]);
    });
});
