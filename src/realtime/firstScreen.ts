import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';

/**
 * Whether the screen a start asked for is shown: what the live layer (its connection, the gold
 * figures, the waiting orders, the menus' counts) and the live-order panel wait for, so that a
 * start spends its first work on that screen's rows (docs/performance.md, "Starting the admin").
 *
 * Shown means: the page has drawn itself (its title is in the top bar: react-admin's pages put it
 * there as they render, before their data comes; while a lazy screen's chunk loads there is none),
 * no request of the page's data in flight and nothing loading on it (no skeleton, no spinner) at
 * two checks in a row; then the frame after that painted, in idle time. A screen that never settles
 * (a spinner that stays) does not hold the live layer back longer than `LONGEST_WAIT_MS`. Once
 * shown, it stays so for the page's life: a sign-in after a sign-out starts the live layer at once.
 */

/** What a screen shows while it loads (the end-to-end tests' LOADING_SELECTOR). */
const LOADING_SELECTOR = '.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])';
/** Where react-admin's pages put their title (the top bar's h1, src/layout/AppBar.tsx). */
const TITLE_ID = 'react-admin-title';
const CHECK_MS = 50;
/** a screen still loading after this long (from the shell's first render) no longer holds the live layer */
export const LONGEST_WAIT_MS = 4000;
/** idle time is waited for at most this long once the screen is shown */
const IDLE_TIMEOUT_MS = 300;

let shown = false;
const listeners = new Set<() => void>();

const markShown = () => {
    if (shown) return;
    shown = true;
    listeners.forEach(listener => listener());
};

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
    };
};
const isShown = () => shown;

/** Whether the first screen is shown (renders again once, when it is). */
export const useFirstScreenShown = (): boolean => useSyncExternalStore(subscribe, isShown);

/** Runs `task` once the first screen is shown: at once when it already is. */
export function afterFirstScreen(task: () => void): void {
    if (shown) {
        task();
        return;
    }
    const once = () => {
        listeners.delete(once);
        task();
    };
    listeners.add(once);
}

/** Its children, once the first screen is shown. */
export const AfterFirstScreen = ({ children }: { children: ReactNode }) => (useFirstScreenShown() ? children : null);

/** Runs `task` after the next frame has painted, in idle time where the browser tells it; returns a cancel. */
function afterPaint(task: () => void): () => void {
    let cancelled = false;
    let frame: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const run = () => {
        if (!cancelled) task();
    };
    const painted = () => {
        if (cancelled) return;
        if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
        else timer = setTimeout(run, 0);
    };
    // a task queued from an animation frame runs once that frame is painted
    if (typeof window.requestAnimationFrame === 'function') frame = window.requestAnimationFrame(() => (timer = setTimeout(painted, 0)));
    else timer = setTimeout(painted, 0);
    return () => {
        cancelled = true;
        if (frame !== undefined) window.cancelAnimationFrame(frame);
        clearTimeout(timer);
        if (idle !== undefined) window.cancelIdleCallback(idle);
    };
}

/**
 * Watches the page until its first screen is shown (what `useFirstScreenShown` reads); returns a
 * function that stops watching. The shell calls it as it first renders.
 */
export function watchFirstScreen(queryClient: QueryClient): () => void {
    if (shown) return () => undefined;
    const begun = Date.now();
    let quietChecks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelPaint: (() => void) | undefined;
    const check = () => {
        const drawn = Boolean(document.getElementById(TITLE_ID)?.textContent);
        const quiet = drawn && queryClient.isFetching() === 0 && document.querySelector(LOADING_SELECTOR) === null;
        quietChecks = quiet ? quietChecks + 1 : 0;
        if (quietChecks >= 2 || Date.now() - begun >= LONGEST_WAIT_MS) cancelPaint = afterPaint(markShown);
        else timer = setTimeout(check, CHECK_MS);
    };
    timer = setTimeout(check, CHECK_MS);
    return () => {
        clearTimeout(timer);
        cancelPaint?.();
    };
}
