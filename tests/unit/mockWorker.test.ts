import { MessageChannel as NodeMessageChannel, type MessagePort as NodeMessagePort } from 'node:worker_threads';
import { issueToken } from '../../src/mock/auth';
import type { FromServiceWorker, ToPage, ToServiceWorker, ToWorker, WireAnswer, WireRequest } from '../../src/mock/worker/messages';

/**
 * The mock's dedicated worker (src/mock/worker/mockWorker.ts) run in a stand-in of a worker's
 * global scope: what it answers the service worker's requests, the page's calls and the page's
 * live channel socket, and what it tells the page.
 */

const toPage: ToPage[] = [];
const scope: { postMessage(message: ToPage): void; onmessage: ((event: { data: ToWorker; ports: unknown[] }) => void) | null } = {
    postMessage: message => void toPage.push(message),
    onmessage: null,
};

const send = (data: ToWorker, ports: unknown[] = []) => scope.onmessage!({ data, ports });

/** Waits (a few tasks at most) for a message to the page that matches. */
async function told<T extends ToPage>(match: (message: ToPage) => message is T, from = 0): Promise<T> {
    for (let attempt = 0; attempt < 200; attempt++) {
        const found = toPage.slice(from).find(match);
        if (found) return found;
        await new Promise(resolve => setTimeout(resolve, 5));
    }
    throw new Error('the worker told the page nothing of the kind');
}

let port: NodeMessagePort;
let nextRequest = 0;

/** One request as the service worker forwards it; the worker's answer. */
function ask(request: Partial<WireRequest> & { url: string }): Promise<WireAnswer> {
    const id = ++nextRequest;
    const wire: WireRequest = { method: 'GET', headers: [], body: null, credentials: 'same-origin', redirect: 'follow', ...request };
    return new Promise(resolve => {
        const listener = (message: ToServiceWorker) => {
            if (message.id !== id) return;
            port.off('message', listener);
            resolve(message.answer);
        };
        port.on('message', listener);
        port.postMessage({ type: 'request', id, request: wire } satisfies FromServiceWorker);
    });
}

const text = (answer: WireAnswer) => (answer.kind === 'response' && answer.body ? new TextDecoder().decode(answer.body) : '');
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

const hadLocalStorage = 'localStorage' in globalThis;

beforeAll(async () => {
    (globalThis as { self?: unknown }).self = scope;
    await import('../../src/mock/worker/mockWorker');
    send({ type: 'start', settings: JSON.stringify({ latency: 'none', livePaused: true, meFailures: 1, meFailure: '503' }) });
    const channel = new NodeMessageChannel();
    port = channel.port2;
    send({ type: 'service-worker-port' }, [channel.port1]);
});

afterAll(() => {
    port.close();
    delete (globalThis as { self?: unknown }).self;
    // the worker gives itself an empty localStorage where there is none (src/mock/worker/workerGlobals.ts)
    if (!hadLocalStorage) delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe("the mock's worker", () => {
    it('answers a forwarded request with its handlers, counting the settings down and telling the page', async () => {
        const before = toPage.length;
        const failed = await ask({ url: 'http://localhost/admin/me' });
        expect(failed.kind === 'response' && failed.status, 'the rehearsed failure').toBe(503);
        const settings = await told((message): message is Extract<ToPage, { type: 'settings' }> => message.type === 'settings', before);
        expect(JSON.parse(settings.settings).meFailures, 'the page is told the countdown').toBe(0);

        const token = issueToken('09120000000');
        const me = await ask({ url: 'http://localhost/admin/me', headers: [['authorization', `Bearer ${token}`]] });
        expect(me.kind === 'response' && me.status).toBe(200);
        expect(me.kind === 'response' && me.headers.find(([name]) => name === 'content-type')?.[1]).toMatch(/application\/json/);
        expect(JSON.parse(text(me)).data.notices).toBeDefined();
    });

    it('reads the request body, and an answer with no body (204) carries none', async () => {
        const refused = await ask({ url: 'http://localhost/admin/auth/send-otp', method: 'POST', headers: [['content-type', 'application/json']], body: json({ mobile: '123' }) });
        expect(refused.kind === 'response' && refused.status).toBe(422);
        const sent = await ask({ url: 'http://localhost/admin/auth/send-otp', method: 'POST', headers: [['content-type', 'application/json']], body: json({ mobile: '09120000000' }) });
        expect(sent).toMatchObject({ kind: 'response', status: 204, body: null });
    });

    it('leaves what no handler takes to the network, and says so for a network failure', async () => {
        expect(await ask({ url: 'http://localhost/not-the-mocks.png' })).toEqual({ kind: 'bypass' });
        send({ type: 'settings', settings: JSON.stringify({ latency: 'none', livePaused: true, meFailures: 1, meFailure: 'network' }) });
        expect(await ask({ url: 'http://localhost/admin/me' })).toEqual({ kind: 'error' });
    });

    it("runs the page's controls by name and answers their result", async () => {
        const before = toPage.length;
        send({ type: 'call', id: 1, name: 'live.fire', args: ['price'] });
        const fired = await told((message): message is Extract<ToPage, { type: 'result' }> => message.type === 'result' && message.id === 1, before);
        expect(fired).toMatchObject({ ok: true, value: { price: expect.any(Number) } });
        send({ type: 'call', id: 2, name: 'no.such.call', args: [] });
        expect(await told((message): message is Extract<ToPage, { type: 'result' }> => message.type === 'result' && message.id === 2, before)).toMatchObject({ ok: false });
    });

    it("serves the page's relayed socket: opened, greeted, answered; refused during a drop (1006, never opened)", async () => {
        let before = toPage.length;
        send({ type: 'ws-open', id: 7, url: 'ws://localhost:6001/app/zar-mock-key?protocol=7&client=js' });
        expect(toPage[before], 'opens first').toEqual({ type: 'ws-opened', id: 7 });
        const greeting = await told((message): message is Extract<ToPage, { type: 'ws-message' }> => message.type === 'ws-message' && message.id === 7, before);
        expect(JSON.parse(String(greeting.data)).event).toBe('pusher:connection_established');
        before = toPage.length;
        send({ type: 'ws-send', id: 7, data: JSON.stringify({ event: 'pusher:ping', data: {} }) });
        const pong = await told((message): message is Extract<ToPage, { type: 'ws-message' }> => message.type === 'ws-message' && message.id === 7, before);
        expect(JSON.parse(String(pong.data)).event).toBe('pusher:pong');

        send({ type: 'call', id: 3, name: 'live.dropConnections', args: [{ refuseForMs: 60_000 }] });
        expect(await told((message): message is Extract<ToPage, { type: 'ws-closed' }> => message.type === 'ws-closed' && message.id === 7, before)).toMatchObject({ code: 4200 });
        before = toPage.length;
        send({ type: 'ws-open', id: 8, url: 'ws://localhost:6001/app/zar-mock-key?protocol=7' });
        expect(toPage.slice(before).filter(message => 'id' in message && message.id === 8)).toEqual([
            { type: 'ws-closed', id: 8, code: 1006, reason: 'Mock: connection refused (simulated network drop)' },
        ]);
    });
});
