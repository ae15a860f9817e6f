declare global {
    interface Window {
        /** The kit mock API's controls for page scripts: `failNext(pathPart)` answers the next matching call with a 500. */
        __zarKitMock?: { failNext(pathPart: string): void; clearFailures(): void };
    }
}

let started: Promise<void> | undefined;

/**
 * Starts the kit's mock API in the browser once per page. One service worker controls a page: when
 * the product's mock backend runs (dev, demo builds), the requests its own handlers leave are
 * asked of the kit's, in the page (MSW's `getResponse`, src/mock/browser.ts `answerInPage`);
 * otherwise (a production build with VITE_TEMPLATE_KIT=true) the kit starts an MSW worker of its
 * own (MSW's service worker, /mockServiceWorker.js) that answers only `/api/…` and lets every
 * other request through.
 */
export function startKitMockApi(): Promise<void> {
    started ??= (async () => {
        const { kitHandlers } = await import('./handlers');
        const { kitMockControls } = await import('./util');
        window.__zarKitMock = kitMockControls;
        if (__MOCK_API__) {
            const { answerInPage } = await import('../../mock/browser');
            const { getResponse } = await import('msw');
            if (answerInPage(request => getResponse(kitHandlers, request))) return;
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
