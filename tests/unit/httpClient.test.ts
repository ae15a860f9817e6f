// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import {
    NETWORK_ERROR,
    SERVER_ERROR,
    request,
    setUnauthorizedHandler,
} from '../../src/providers/httpClient';

/** What the server saw of one request. */
interface Seen {
    method: string;
    url: string;
    headers: Headers;
    body: string;
}

const seen: Seen[] = [];

const record = async (req: Request): Promise<void> => {
    seen.push({
        method: req.method,
        url: req.url,
        headers: new Headers(req.headers),
        body: req.method === 'GET' || req.method === 'HEAD' ? '' : await req.clone().text(),
    });
};

const server = setupServer(
    http.all('*/admin/echo', async ({ request: req }) => {
        await record(req);
        return HttpResponse.json({ data: { ok: true } });
    })
);

/** Runs `promise`, expecting it to reject; returns the rejection. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
    try {
        await promise;
    } catch (error) {
        return error;
    }
    throw new Error('expected the request to fail, it succeeded');
}

beforeAll(() => {
    vi.stubEnv('VITE_API_URL', '');
    server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    setUnauthorizedHandler(null);
    seen.length = 0;
    vi.restoreAllMocks();
});

afterAll(() => {
    server.close();
    vi.unstubAllEnvs();
});

describe('environment', () => {
    it('runs on http://localhost:3000/ so the API base is that origin', () => {
        expect(window.location.href).toBe('http://localhost:3000/');
    });
});

describe('request headers and options (docs/openapi.yaml, conventions)', () => {
    it('sends Accept: application/json on a GET, to the page origin, with no Content-Type', async () => {
        const answer = await request('/admin/echo');
        expect(seen).toHaveLength(1);
        expect(seen[0].method).toBe('GET');
        expect(seen[0].url).toBe('http://localhost:3000/admin/echo');
        expect(seen[0].headers.get('accept')).toBe('application/json');
        expect(seen[0].headers.get('content-type')).toBeNull();
        expect(answer.status).toBe(200);
        expect(answer.json).toEqual({ data: { ok: true } });
    });

    it('sends JSON bodies with Content-Type: application/json and Accept', async () => {
        await request('/admin/echo', { method: 'POST', body: { title: 'ملت', n: 3 } });
        expect(seen).toHaveLength(1);
        expect(seen[0].method).toBe('POST');
        expect(seen[0].headers.get('content-type')).toBe('application/json');
        expect(seen[0].headers.get('accept')).toBe('application/json');
        expect(JSON.parse(seen[0].body)).toEqual({ title: 'ملت', n: 3 });
    });

    it.each(['PUT', 'DELETE', 'PATCH'] as const)('uses the given method (%s)', async method => {
        await request('/admin/echo', { method, body: method === 'DELETE' ? undefined : { id: 1 } });
        expect(seen.map(s => s.method)).toEqual([method]);
    });

    it('sends the bearer token from localStorage.token when present', async () => {
        localStorage.setItem('token', 'abc.def.ghi');
        await request('/admin/echo');
        expect(seen[0].headers.get('authorization')).toBe('Bearer abc.def.ghi');
    });

    it('reads the token at call time (a token set later is used)', async () => {
        await request('/admin/echo');
        localStorage.setItem('token', 'later-token');
        await request('/admin/echo');
        expect(seen[0].headers.get('authorization')).toBeNull();
        expect(seen[1].headers.get('authorization')).toBe('Bearer later-token');
    });

    it('sends no Authorization header without a token', async () => {
        await request('/admin/echo', { method: 'POST', body: {} });
        expect(seen).toHaveLength(1);
        expect(seen[0].headers.has('authorization')).toBe(false);
    });

    it("passes credentials: 'include' and the full URL to fetch", async () => {
        const fetchSpy = vi.spyOn(globalThis, 'fetch');
        await request('/admin/echo', { method: 'POST', body: { a: 1 } });
        expect(fetchSpy).toHaveBeenCalledTimes(1);
        const [input, init] = fetchSpy.mock.calls[0];
        expect(String(input)).toBe('http://localhost:3000/admin/echo');
        expect(init?.credentials).toBe('include');
        expect(init?.method).toBe('POST');
        expect(new Headers(init?.headers).get('accept')).toBe('application/json');
        // and the call really went through to the server
        expect(seen).toHaveLength(1);
    });
});

describe('answers', () => {
    it('gives json null for a 204', async () => {
        server.use(http.delete('*/admin/thing/1', () => new HttpResponse(null, { status: 204 })));
        const answer = await request('/admin/thing/1', { method: 'DELETE' });
        expect(answer.status).toBe(204);
        expect(answer.json).toBeNull();
    });

    it('gives json null for a 200 with an empty body', async () => {
        server.use(http.post('*/admin/thing', () => new HttpResponse('', { status: 200 })));
        const answer = await request('/admin/thing', { method: 'POST', body: { a: 1 } });
        expect(answer.status).toBe(200);
        expect(answer.json).toBeNull();
    });

    it('gives the parsed JSON and headers of a success', async () => {
        server.use(
            http.get('*/admin/thing', () =>
                HttpResponse.json({ data: [{ id: 1 }], meta: { total: 9 } }, { headers: { 'X-Extra': 'yes' } })
            )
        );
        const answer = await request('/admin/thing');
        expect(answer.json).toEqual({ data: [{ id: 1 }], meta: { total: 9 } });
        expect(answer.headers.get('x-extra')).toBe('yes');
    });
});

describe('errors (docs/openapi.yaml, conventions)', () => {
    it('turns a 422 into an HttpError with the server message and joined field errors', async () => {
        server.use(
            http.post('*/admin/bank', () =>
                HttpResponse.json(
                    { message: 'اطلاعات نامعتبر است', errors: { iban: ['a', 'b'], title: ['c'] } },
                    { status: 422 }
                )
            )
        );
        const error = await rejection(request('/admin/bank', { method: 'POST', body: { iban: 'x' } }));
        expect(error).toBeInstanceOf(HttpError);
        const httpError = error as HttpError;
        expect(httpError.status).toBe(422);
        expect(httpError.message).toBe('اطلاعات نامعتبر است');
        expect(httpError.body.message).toBe('اطلاعات نامعتبر است');
        expect(httpError.body.errors).toEqual({ iban: 'a b', title: 'c' });
    });

    it('uses app.errors.server for a 500 without a body', async () => {
        server.use(http.get('*/admin/thing', () => new HttpResponse(null, { status: 500 })));
        const error = (await rejection(request('/admin/thing'))) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(500);
        expect(error.message).toBe(SERVER_ERROR);
        expect(SERVER_ERROR).toBe('app.errors.server');
        expect(error.body?.errors).toBeUndefined();
    });

    it('uses app.errors.server when the message is blank', async () => {
        server.use(http.get('*/admin/thing', () => HttpResponse.json({ message: '   ' }, { status: 400 })));
        const error = (await rejection(request('/admin/thing'))) as HttpError;
        expect(error.status).toBe(400);
        expect(error.message).toBe('app.errors.server');
    });

    it('keeps the server message of a 5xx', async () => {
        server.use(http.get('*/admin/thing', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
        const error = (await rejection(request('/admin/thing'))) as HttpError;
        expect(error.status).toBe(503);
        expect(error.message).toBe('down');
    });

    it('gives status 0 and app.errors.network on a network failure', async () => {
        server.use(http.get('*/admin/thing', () => HttpResponse.error()));
        const error = (await rejection(request('/admin/thing'))) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(0);
        expect(error.message).toBe(NETWORK_ERROR);
        expect(NETWORK_ERROR).toBe('app.errors.network');
    });

    it('does not crash on a non-JSON error body', async () => {
        server.use(
            http.get(
                '*/admin/thing',
                () =>
                    new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
                        status: 502,
                        headers: { 'Content-Type': 'text/html' },
                    })
            )
        );
        const error = (await rejection(request('/admin/thing'))) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(502);
        expect(error.message).toBe('app.errors.server');
        expect(error.body?.errors).toBeUndefined();
    });

    it('does not crash on a JSON error body that is not an object', async () => {
        server.use(http.get('*/admin/thing', () => HttpResponse.json('nope', { status: 400 })));
        const error = (await rejection(request('/admin/thing'))) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(400);
        expect(error.message).toBe('app.errors.server');
    });

    it('rethrows an abort as is, not as a network error', async () => {
        server.use(
            http.get('*/admin/slow', async () => {
                await new Promise(resolve => setTimeout(resolve, 1000));
                return HttpResponse.json({ data: [] });
            })
        );
        const controller = new AbortController();
        const pending = request('/admin/slow', { signal: controller.signal });
        controller.abort();
        const error = await rejection(pending);
        expect(error).not.toBeInstanceOf(HttpError);
        expect((error as Error).name).toBe('AbortError');
    });
});

describe('401 handling', () => {
    it('calls the unauthorized handler with the path, then rejects with status 401', async () => {
        server.use(http.get('*/admin/me', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
        const onUnauthorized = vi.fn();
        setUnauthorizedHandler(onUnauthorized);
        const error = (await rejection(request('/admin/me'))) as HttpError;
        expect(onUnauthorized).toHaveBeenCalledTimes(1);
        expect(onUnauthorized).toHaveBeenCalledWith('/admin/me');
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(401);
        expect(error.message).toBe('Unauthenticated.');
    });

    it.each([400, 403, 404, 422, 500])('does not call the handler for a %i', async status => {
        server.use(http.get('*/admin/thing', () => HttpResponse.json({ message: 'x' }, { status })));
        const onUnauthorized = vi.fn();
        setUnauthorizedHandler(onUnauthorized);
        const error = (await rejection(request('/admin/thing'))) as HttpError;
        expect(error.status).toBe(status);
        expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('does not call the handler on success or on a network failure', async () => {
        server.use(http.get('*/admin/down', () => HttpResponse.error()));
        const onUnauthorized = vi.fn();
        setUnauthorizedHandler(onUnauthorized);
        await request('/admin/echo');
        await rejection(request('/admin/down'));
        expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('stops calling a handler once it is removed', async () => {
        server.use(http.get('*/admin/me', () => new HttpResponse(null, { status: 401 })));
        const onUnauthorized = vi.fn();
        setUnauthorizedHandler(onUnauthorized);
        setUnauthorizedHandler(null);
        const error = (await rejection(request('/admin/me'))) as HttpError;
        expect(error.status).toBe(401);
        expect(onUnauthorized).not.toHaveBeenCalled();
    });
});
