import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { session } from './providers/session';
import { preloadFirstScreen } from './routes/preloadFirstScreen';
import { sendStartReads } from './routes/startReads';

/** Starts the embedded mock backend first when it is compiled in (README, Configuration), then the admin. */
async function start() {
    // a signed-in start fetches its screen's code at once, beside the mock's start and `/admin/me`
    if (session.getToken()) void preloadFirstScreen(window.location.pathname);
    if (__MOCK_API__) {
        const { startMockBackend } = await import('./mock/browser');
        await startMockBackend();
    }
    // and its first reads go out now: /admin/me, then the screen's own as soon as it may (./routes/startReads.ts)
    sendStartReads(window.location);
    createRoot(document.getElementById('root')!).render(
        <StrictMode>
            <App />
        </StrictMode>
    );
}

void start();
