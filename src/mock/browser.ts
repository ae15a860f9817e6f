import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the embedded mock backend in the browser (dev, and demo builds only). */
export async function startMockBackend(): Promise<void> {
    const worker = setupWorker(...handlers);
    await worker.start({
        quiet: true,
        onUnhandledRequest: 'bypass',
        serviceWorker: { url: '/mockServiceWorker.js' },
    });
}
