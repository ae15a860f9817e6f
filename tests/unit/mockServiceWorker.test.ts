import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mockServiceWorkerSource } from '../../vite.config';

const require = createRequire(import.meta.url);
const original = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');

type Listener = (event: Record<string, unknown>) => unknown;

/**
 * The worker's script run in a stand-in of a service worker's global scope, with one page
 * (client `page-1`) that has switched mocking on: what its fetch listener does with a request.
 */
async function workerWithActivePage(source: string) {
    const listeners = new Map<string, Listener>();
    const page = { id: 'page-1', frameType: 'top-level', postMessage: () => undefined };
    const scope = {
        clients: { get: async (id: string) => (id === page.id ? page : undefined), matchAll: async () => [page], claim: async () => undefined },
        skipWaiting: () => undefined,
        registration: { unregister: () => undefined },
    };
    new Function('self', 'addEventListener', source)(scope, (type: string, listener: Listener) => listeners.set(type, listener));
    await listeners.get('message')!({ source: { id: page.id }, data: 'MOCK_ACTIVATE' });
    /** Whether the worker takes the request (to ask the page's mock) or leaves it to the network. */
    return (destination: string) => {
        let taken = false;
        listeners.get('fetch')!({
            request: { mode: 'cors', cache: 'default', destination, url: 'http://127.0.0.1/x' },
            clientId: page.id,
            respondWith: (answer: Promise<unknown>) => {
                taken = true;
                answer.catch(() => undefined); // the stand-in request cannot be answered, only taken
            },
        });
        return taken;
    };
}

// only the template kit's mock API uses it, in a build with the kit and no product mock (the
// product's mock has its own: tests/unit/zarMockServiceWorker.test.ts)
describe("MSW's service worker for the template kit alone (vite.config.ts)", () => {
    it("leaves the page's own scripts, styles and fonts to the network", async () => {
        const takes = await workerWithActivePage(mockServiceWorkerSource(original));
        for (const destination of ['script', 'style', 'font', 'worker', 'sharedworker']) expect(takes(destination), destination).toBe(false);
    });

    it('still takes every call the mock may answer: fetches, images, the web app manifest', async () => {
        const takes = await workerWithActivePage(mockServiceWorkerSource(original));
        for (const destination of ['', 'image', 'manifest']) expect(takes(destination), destination || 'fetch').toBe(true);
    });

    it("is MSW's worker otherwise: MSW's own takes scripts too, and both report MSW's checksum", async () => {
        const takes = await workerWithActivePage(original);
        expect(takes('script')).toBe(true);
        const checksum = (source: string) => /const INTEGRITY_CHECKSUM = '([0-9a-f]+)'/.exec(source)?.[1];
        expect(checksum(mockServiceWorkerSource(original))).toBe(checksum(original));
    });

    it('fails the build when MSW changes its fetch listener', () => {
        expect(() => mockServiceWorkerSource(original.replace("addEventListener('fetch', function (event) {", "addEventListener('fetch', (event) => {"))).toThrow(/fetch listener/);
    });
});
