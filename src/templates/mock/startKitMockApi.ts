declare global {
    interface Window {
        /** The kit mock API's controls for page scripts: `failNext(pathPart)` answers the next matching call with a 500. */
        __zarKitMock?: { failNext(pathPart: string): void; clearFailures(): void };
    }
}

let started: Promise<void> | undefined;

/**
 * Starts the kit's mock API in the browser once per page. MSW allows one worker per page: when
 * the product's mock backend runs (dev, demo builds) the kit's handlers are added to its worker;
 * otherwise (a production build with VITE_TEMPLATE_KIT=true) the kit starts a worker of its own
 * that answers only `/api/…` and lets every other request through.
 */
export function startKitMockApi(): Promise<void> {
    started ??= (async () => {
        const { kitHandlers } = await import('./handlers');
        const { kitMockControls } = await import('./util');
        window.__zarKitMock = kitMockControls;
        if (__MOCK_API__) {
            const { mockWorker } = await import('../../mock/browser');
            const worker = mockWorker();
            if (worker) {
                worker.use(...kitHandlers);
                return;
            }
        }
        const { setupWorker } = await import('msw/browser');
        await setupWorker(...kitHandlers).start({
            quiet: true,
            onUnhandledRequest: 'bypass',
            serviceWorker: { url: '/mockServiceWorker.js' },
        });
    })();
    return started;
}
