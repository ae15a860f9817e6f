// @vitest-environment jsdom
// A read sent early (src/providers/earlyReads.ts, `sendEarlyRead`): the admin's own call of the
// same path takes its answer as its own, once, with the same token, within EARLY_READ_MS.
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { EARLY_ANSWER_MS, EARLY_READ_MS } from '../../src/providers/earlyReads';
import { request, sendEarlyRead, setUnauthorizedHandler } from '../../src/providers/httpClient';

/** What the server was asked: method, path and the Authorization header. */
const asked: string[] = [];
let status = 200;
let answered = 0;

const server = setupServer(
    http.all('*/admin/:name', ({ request: req, params }) => {
        asked.push(`${req.method} /admin/${String(params.name)} ${req.headers.get('authorization') ?? '-'}`);
        answered += 1;
        return status === 200 ? HttpResponse.json({ data: { answer: answered } }) : HttpResponse.json({ message: 'نه' }, { status });
    })
);

beforeAll(() => {
    vi.stubEnv('VITE_API_URL', '');
    server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
    localStorage.setItem('token', 'first-token');
});

afterEach(() => {
    vi.useRealTimers();
    server.resetHandlers();
    localStorage.clear();
    setUnauthorizedHandler(null);
    asked.length = 0;
    answered = 0;
    status = 200;
});

afterAll(() => {
    server.close();
    vi.unstubAllEnvs();
});

/** Waits until the server has been asked `count` times. */
const askedTimes = (count: number) => vi.waitFor(() => expect(asked).toHaveLength(count));

describe('a read sent early', () => {
    it('goes out at once, and the call of its path takes its answer instead of asking again', async () => {
        sendEarlyRead('/admin/me1');
        await askedTimes(1);
        const before = Date.now();
        const { json, sentAt } = await request<{ data: { answer: number } }>('/admin/me1');
        expect(json?.data.answer).toBe(1);
        expect(asked).toEqual(['GET /admin/me1 Bearer first-token']);
        // the time the read went out, not the time of the call
        expect(sentAt).toBeLessThanOrEqual(before);
    });

    it('is taken once: the next call of the path asks the server', async () => {
        sendEarlyRead('/admin/me2');
        await request('/admin/me2');
        const { json } = await request<{ data: { answer: number } }>('/admin/me2');
        expect(json?.data.answer).toBe(2);
        expect(asked).toHaveLength(2);
    });

    it('is left to its own path: another path, or a write to it, asks the server', async () => {
        sendEarlyRead('/admin/me3');
        await request('/admin/bank');
        await request('/admin/me3', { method: 'PUT', body: {} });
        expect(asked).toEqual(['GET /admin/me3 Bearer first-token', 'GET /admin/bank Bearer first-token', 'PUT /admin/me3 Bearer first-token']);
    });

    it('belongs to the token it was sent with: under another one the call asks again', async () => {
        sendEarlyRead('/admin/me4');
        await askedTimes(1);
        localStorage.setItem('token', 'second-token');
        const { json } = await request<{ data: { answer: number } }>('/admin/me4');
        expect(json?.data.answer).toBe(2);
        expect(asked[1]).toBe('GET /admin/me4 Bearer second-token');
    });

    it('is dropped when no call took it within EARLY_READ_MS', async () => {
        // the early read's answer never comes; the call's own is answered
        let calls = 0;
        server.use(http.get('*/admin/me5', () => (++calls === 1 ? new Promise<never>(() => undefined) : HttpResponse.json({ data: { answer: calls } }))));
        vi.useFakeTimers({ toFake: ['Date'] });
        sendEarlyRead('/admin/me5');
        await vi.waitFor(() => expect(calls).toBe(1));
        vi.setSystemTime(Date.now() + EARLY_READ_MS + 1);
        const { json } = await request<{ data: { answer: number } }>('/admin/me5');
        expect(json?.data.answer).toBe(2);
    });

    it('hands its failure to the call as the call’s own: a 401 reaches the handler only when taken', async () => {
        status = 401;
        const heard: string[] = [];
        sendEarlyRead('/admin/me6');
        await askedTimes(1);
        // the answer has come; nobody has taken it yet
        await vi.waitFor(() => expect(answered).toBe(1));
        expect(heard).toEqual([]);
        setUnauthorizedHandler(path => heard.push(path));
        const error = await request('/admin/me6').catch((failure: unknown) => failure);
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(401);
        expect((error as HttpError).message).toBe('نه');
        expect(heard).toEqual(['/admin/me6']);
        expect(asked).toHaveLength(1);
    });

    it('lets the call be aborted while its answer is on the way', async () => {
        server.use(http.get('*/admin/slow', () => new Promise<never>(() => undefined)));
        sendEarlyRead('/admin/slow');
        const controller = new AbortController();
        const call = request('/admin/slow', { signal: controller.signal });
        controller.abort();
        await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    });

    it('is not sent for a path the admin has already asked for itself (its screen was quicker)', async () => {
        await request('/admin/quick');
        expect(await sendEarlyRead('/admin/quick')).toBeUndefined();
        const { json } = await request<{ data: { answer: number } }>('/admin/quick');
        // the second call asked the server: nothing was kept for it
        expect(json?.data.answer).toBe(2);
        expect(asked).toEqual(['GET /admin/quick Bearer first-token', 'GET /admin/quick Bearer first-token']);
    });

    it('is dropped when no call took it within EARLY_ANSWER_MS of its answer', async () => {
        await sendEarlyRead('/admin/late');
        // the answer is in; nobody takes it
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + EARLY_ANSWER_MS + 1);
        const { json } = await request<{ data: { answer: number } }>('/admin/late');
        expect(json?.data.answer).toBe(2);
        expect(asked).toHaveLength(2);
    });
});
