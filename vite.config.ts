import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The embedded mock backend (contract §1): on for `vite` (dev) unless VITE_MOCK_API=false,
 * off for a build unless VITE_MOCK_API=true. `__MOCK_API__` is a compile-time constant, so a
 * production build drops every import of src/mock and msw.
 */
export function isMockEnabled(command: 'serve' | 'build', flag: string | undefined): boolean {
    if (command === 'serve') return flag !== 'false';
    return flag === 'true';
}

/** Serves (dev) or emits (demo build) MSW's service worker, only when the mock is on. */
function mockServiceWorker(enabled: boolean): Plugin {
    const require = createRequire(import.meta.url);
    const workerPath = require.resolve('msw/mockServiceWorker.js');
    return {
        name: 'zar:mock-service-worker',
        configureServer(server) {
            if (!enabled) return;
            server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
                res.setHeader('Content-Type', 'text/javascript');
                res.end(readFileSync(workerPath));
            });
        },
        configurePreviewServer(server) {
            server.middlewares.use('/mockServiceWorker.js', (_req, res, next) => {
                if (!enabled) return next();
                res.setHeader('Content-Type', 'text/javascript');
                res.end(readFileSync(workerPath));
            });
        },
        generateBundle() {
            if (!enabled) return;
            this.emitFile({
                type: 'asset',
                fileName: 'mockServiceWorker.js',
                source: readFileSync(workerPath, 'utf8'),
            });
        },
    };
}

export default defineConfig(({ command, mode }) => {
    const env = loadEnv(mode, process.cwd(), 'VITE_');
    const flag = process.env.VITE_MOCK_API ?? env.VITE_MOCK_API;
    const mock = isMockEnabled(command, flag);
    return {
        plugins: [react(), mockServiceWorker(mock)],
        define: {
            __MOCK_API__: JSON.stringify(mock),
        },
        // Scan every source file up front, so lazily loaded screens don't make the dev server
        // re-optimise dependencies (and reload the page) on first visit.
        optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}'] },
        server: { port: 5173 },
        preview: { port: 4173 },
        build: {
            target: 'es2022',
            chunkSizeWarningLimit: 1500,
        },
    };
});
