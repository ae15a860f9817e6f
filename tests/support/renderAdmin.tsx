import { configure, render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
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

/** Stores a token the mock backend accepts, as a sign-in would. */
export const signInAs = (mobile = '09121234567') => localStorage.setItem(TOKEN_KEY, issueToken(mobile));

/**
 * Renders the whole admin at a path, signed in unless told otherwise, with a fresh preference
 * store. For tests of the shell itself (sign-in, routing, menu, live layer); a test of one screen
 * uses renderScreen (./renderScreen.tsx), which is several times cheaper.
 */
export function renderAdmin(path = '/', { signedIn = true }: { signedIn?: boolean } = {}) {
    if (signedIn) signInAs();
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminApp store={memoryStore()} />
        </MemoryRouter>
    );
}
