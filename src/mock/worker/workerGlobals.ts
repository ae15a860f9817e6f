/**
 * Imported first by the mock's worker (./mockWorker.ts), before MSW. The development server
 * pre-bundles MSW with its own cookie store (builds replace it: vite.config.ts, `mswCookieStore`),
 * which throws at start where `localStorage` is missing, as in a worker. An empty one in memory
 * takes its place there; the mock's own settings are given to the worker by the page
 * (src/mock/settings.ts, `keepMockSettingsIn`), never read from it.
 */
if (typeof (globalThis as { localStorage?: unknown }).localStorage === 'undefined') {
    const items = new Map<string, string>();
    const memory: Storage = {
        get length() {
            return items.size;
        },
        key: index => [...items.keys()][index] ?? null,
        getItem: key => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, String(value)),
        removeItem: key => void items.delete(key),
        clear: () => items.clear(),
    };
    (globalThis as { localStorage?: Storage }).localStorage = memory;
}

export {};
