import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

/** Starts the embedded mock backend first when it is compiled in (README, Configuration), then the admin. */
async function start() {
    if (__MOCK_API__) {
        const { startMockBackend } = await import('./mock/browser');
        await startMockBackend();
    }
    createRoot(document.getElementById('root')!).render(
        <StrictMode>
            <App />
        </StrictMode>
    );
}

void start();
