import { setupServer } from 'msw/node';
import { handlers } from '../../src/mock/handlers';
import { setLatency } from '../../src/mock/latency';
import { resetStore } from '../../src/mock/store';

/**
 * The embedded mock backend in Node, for integration tests: the same handlers the developer's
 * browser runs, answering at once, with a fresh store per test and a log of what was asked.
 */
export const server = setupServer(...handlers);

export interface LoggedRequest {
    method: string;
    path: string;
    query: URLSearchParams;
    body: unknown;
    /** Whether it carried a bearer token. */
    signedIn: boolean;
}

export const requests: LoggedRequest[] = [];

server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    let body: unknown = null;
    if (request.method !== 'GET' && request.method !== 'DELETE') {
        body = await request.clone().json().catch(() => null);
    }
    requests.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body,
        signedIn: /^Bearer \S/.test(request.headers.get('authorization') ?? ''),
    });
});

export function startMockServer() {
    beforeAll(() => {
        setLatency(0);
        server.listen({ onUnhandledRequest: 'error' });
    });
    beforeEach(() => {
        resetStore();
        requests.length = 0;
    });
    afterEach(() => server.resetHandlers());
    afterAll(() => server.close());
}

/** The requests made to one API path, e.g. `calls('GET', '/admin/bank')`. */
export const calls = (method: string, path: string) =>
    requests.filter(request => request.method === method && request.path === path);
