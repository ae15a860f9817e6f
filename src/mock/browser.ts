import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

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

/** Starts the embedded mock backend in the browser (dev, and demo builds only). */
export async function startMockBackend(): Promise<void> {
    window.addEventListener('unhandledrejection', ignoreWorkerUpdateRace);
    const worker = setupWorker(...handlers);
    await worker.start({
        quiet: true,
        onUnhandledRequest: 'bypass',
        serviceWorker: { url: '/mockServiceWorker.js' },
    });
}
