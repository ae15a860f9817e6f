import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { forgetAdmin } from '../src/providers/currentAdmin';

// Waits are on what the user sees; this is only how long to keep looking before calling it a
// failure. A screen shows in well under a second on a quiet machine and in a few seconds on a
// loaded two-core one; 15 s is below the test timeout (vitest.config.ts), so a wait that fails
// reports its own message (what it looked for, and the page) rather than a bare timeout.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs that MUI and react-admin touch.
if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
        ({
            matches: false,
            media: query,
            onchange: null,
            addListener: () => undefined,
            removeListener: () => undefined,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
            dispatchEvent: () => false,
        }) as MediaQueryList;
}
window.scrollTo = () => undefined;

// What @testing-library/react's own hooks do for the first file of a worker only (the package
// loads once per worker, tests/setup.ts): React checks that updates in a test are wrapped in act().
beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
    cleanup();
    localStorage.clear();
    // the signed-in admin is remembered per page load; each test is a new page
    forgetAdmin();
});
