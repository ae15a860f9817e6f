import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetAdmin } from '../src/providers/currentAdmin';

// A busy two-core machine can take many seconds to show a lazy screen the first time. Waits are
// on what the user sees; this is only how long to keep looking before calling it a failure.
configure({ asyncUtilTimeout: 60000 });

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

afterEach(() => {
    cleanup();
    localStorage.clear();
    // the signed-in admin is remembered per page load; each test is a new page
    forgetAdmin();
});
