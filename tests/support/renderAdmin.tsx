import { configure, render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, vi } from 'vitest';
import { AdminApp } from '../../src/AdminApp';
import { issueToken } from '../../src/mock/auth';
import { TOKEN_KEY } from '../../src/providers/session';

/**
 * The test timeout for a test that mounts the whole admin: it renders the shell (menu, top bar,
 * live layer) besides the page, and such tests walk through several pages or live events: seconds
 * on a quiet two-core machine, up to ~45 s with other builds and test runs sharing it.
 */
export const WHOLE_APP_TIMEOUT = 60_000;

/**
 * For a file whose every test mounts the whole admin: the test timeout above, and waits of 30 s
 * (the first dashboard alone can take over 15 s to show on a loaded machine).
 */
export function setWholeAppTimeouts() {
    vi.setConfig({ testTimeout: WHOLE_APP_TIMEOUT });
    configure({ asyncUtilTimeout: 30_000 });
}

/**
 * The modules the whole admin imports lazily once its first screen is shown (the live layer, its
 * panel and overlays, the served definitions' reader), loaded before the file's tests: a test may
 * end while the app is still asking for one, and an import that starts after the file's test
 * environment is torn down fails the run (EnvironmentTeardownError) though every test passed.
 * Loaded here, the app's own imports find them ready.
 */
beforeAll(async () => {
    await Promise.all([
        import('../../src/realtime/liveSession'),
        import('../../src/realtime/connection'),
        import('../../src/realtime/LiveOverlays'),
        import('../../src/realtime/orders/LiveOrderPanel'),
        import('../../src/resources/served/read'),
    ]);
}, 60_000);

/** Stores a token the mock backend accepts, as a sign-in would. */
export const signInAs = (mobile = '09121234567') => localStorage.setItem(TOKEN_KEY, issueToken(mobile));

/**
 * Renders the whole admin at a path, signed in unless told otherwise, with a fresh preference
 * store, under a data router as in the app (src/App.tsx). For tests of the shell itself (sign-in,
 * routing, menu, live layer); a test of one screen uses renderScreen (./renderScreen.tsx), which
 * is several times cheaper.
 */
export function renderAdmin(path = '/', { signedIn = true }: { signedIn?: boolean } = {}) {
    if (signedIn) signInAs();
    const router = createMemoryRouter([{ path: '*', element: <AdminApp store={memoryStore()} /> }], {
        initialEntries: [path],
    });
    return render(<RouterProvider router={router} />);
}
