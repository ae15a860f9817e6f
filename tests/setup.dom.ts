import '@testing-library/jest-dom/vitest';
import type { EmotionCache } from '@emotion/cache';
import { withEmotionCache } from '@emotion/react';
import { cleanup, configure, getConfig, prettyDOM, render } from '@testing-library/react';
import * as nodeTimers from 'node:timers';
import { createElement } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { forgetAdmin } from '../src/providers/currentAdmin';
import { resetAvailability } from '../src/resources/availability';

// Waits are on what the user sees; this is only how long to keep looking before calling it a
// failure. A screen shows in well under a second on a quiet machine and in a few seconds on a
// loaded two-core one; 15 s is below the test timeout (vitest.config.ts), so a wait that fails
// reports its own message (what it looked for, and the page) rather than a bare timeout.
//
// A query that finds nothing throws an error that prints the page. A wait retries its query every
// 50 ms and keeps only the last error, so the page is printed when the message is read (once, if
// the wait fails), not at every try: printing it each time was a tenth of a screen test's time.
configure({ asyncUtilTimeout: 15_000, getElementError: elementError });

function elementError(message: string | null, container: Element | Document): Error {
    // a wait that times out passes its last error's message through here again: it has the page
    if (message?.includes('\nIgnored nodes: ')) return Object.assign(new Error(message), { name: 'TestingLibraryElementError' });
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
        configurable: true,
        get: () =>
            (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
        set: (value: string) => {
            text = value;
        },
    });
    return error;
}

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

// Animation frames on Node's own timers, as jsdom draws them (pretendToBeVisual: about 60 a second
// while a callback waits). jsdom's requestAnimationFrame starts its frames with whatever
// setInterval the page has when the first callback of a run is asked for, and counts the callbacks
// waiting: asked for while a test has faked setInterval but not the frames (or while a fake timer
// was left behind), its frames run on a clock nobody advances, the count never comes back to zero,
// and no frame is ever drawn again in that jsdom — for every later file of the worker (the live
// store tells its readers in a frame: the live-order panel never showed an order). In a browser
// frames don't follow the timers either. A test that fakes requestAnimationFrame itself still gets
// Vitest's fake one, and this one back after.
const FRAMES = Symbol.for('zar.tests.animationFrames');
if (!(window as { [FRAMES]?: true })[FRAMES]) {
    (window as { [FRAMES]?: true })[FRAMES] = true;
    const callbacks = new Map<number, FrameRequestCallback>();
    let lastHandle = 0;
    let frames: ReturnType<typeof nodeTimers.setInterval> | undefined;
    const drawFrame = () => {
        const now = performance.now();
        for (const [handle, callback] of [...callbacks]) {
            // a callback may cancel one after it
            if (!callbacks.delete(handle)) continue;
            try {
                callback(now);
            } catch (error) {
                // as jsdom reports an error thrown in a frame: an error event on the window, else the console
                const event = new ErrorEvent('error', { error, message: String(error), cancelable: true });
                if (window.dispatchEvent(event)) console.error(error);
            }
        }
        if (callbacks.size === 0 && frames !== undefined) {
            nodeTimers.clearInterval(frames);
            frames = undefined;
        }
    };
    window.requestAnimationFrame = (callback: FrameRequestCallback) => {
        const handle = ++lastHandle;
        callbacks.set(handle, callback);
        frames ??= nodeTimers.setInterval(drawFrame, 1000 / 60);
        return handle;
    };
    window.cancelAnimationFrame = (handle: number) => {
        callbacks.delete(handle);
    };
}

// What @testing-library/react's own hooks do for the first file of a worker only (the package
// loads once per worker, tests/setup.ts): React checks that updates in a test are wrapped in act().
beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

// Emotion's default cache (the one a component gets outside a CacheProvider: every screen test's)
// belongs to @emotion/react, which loads once per worker: its <style> tags would pile up over all
// the files a worker runs. jsdom's getComputedStyle, which Testing Library's role queries call for
// each element they look at, goes through every rule in the document, so each test starts with
// only the styles it renders itself, as a page load does.
let emotionCache: EmotionCache | undefined;
const TakeCache = withEmotionCache((_props: object, cache: EmotionCache) => {
    emotionCache = cache;
    return null;
});
beforeAll(() => {
    render(createElement(TakeCache)).unmount();
    forgetStyles();
});
function forgetStyles() {
    if (!emotionCache) return;
    emotionCache.sheet.flush();
    emotionCache.inserted = {};
}

afterEach(() => {
    cleanup();
    forgetStyles();
    localStorage.clear();
    // the signed-in admin is remembered per page load; each test is a new page
    forgetAdmin();
    // what the page learnt of the server's optional parts (src/resources/availability.ts)
    resetAvailability();
    // at the page's first address: a router's hash or path (react-admin's hash router in
    // AdminContext, a screen that opens a record) is not left to the next file of the worker
    window.history.replaceState(null, '', '/');
});
