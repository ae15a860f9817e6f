// @vitest-environment jsdom
// When a start's first screen counts as shown (src/realtime/firstScreen.ts): what the live layer,
// the side menu's items and the other late parts of the shell wait for.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FirstScreen = typeof import('../../src/realtime/firstScreen');

/** A fresh copy of the module: "shown" is the page's, once for its life. */
async function freshModule(): Promise<FirstScreen> {
    vi.resetModules();
    return import('../../src/realtime/firstScreen');
}

/** The top bar's title, as react-admin's pages put it there as they render. */
function drawTitle(text = 'حساب‌های بانکی') {
    const title = document.createElement('h1');
    title.id = 'react-admin-title';
    title.textContent = text;
    document.body.append(title);
}

/** A query of the page in flight until the returned function answers it. */
function fetching(client: QueryClient): () => void {
    let answer!: () => void;
    void client.fetchQuery({ queryKey: ['bank', 'getList'], queryFn: () => new Promise<number>(resolve => (answer = () => resolve(1))) });
    return () => answer();
}

describe('the first screen', () => {
    let client: QueryClient;
    beforeEach(() => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'Date'] });
        client = new QueryClient();
        document.body.innerHTML = '';
    });
    afterEach(() => {
        client.clear();
        vi.useRealTimers();
    });

    it('is shown once the page has its title and nothing loads at two checks, then a painted frame and idle time', async () => {
        const { watchFirstScreen, afterFirstScreen } = await freshModule();
        const task = vi.fn();
        afterFirstScreen(task);
        watchFirstScreen(client);
        // no title yet: a lazy screen's code still on its way
        await vi.advanceTimersByTimeAsync(500);
        expect(task).not.toHaveBeenCalled();
        drawTitle();
        // one quiet check is not enough
        await vi.advanceTimersByTimeAsync(50);
        expect(task).not.toHaveBeenCalled();
        // the second, then the next frame painted and idle time
        await vi.advanceTimersByTimeAsync(50);
        await vi.advanceTimersByTimeAsync(400);
        expect(task).toHaveBeenCalledTimes(1);
        // a task asked for later runs at once
        const late = vi.fn();
        afterFirstScreen(late);
        expect(late).toHaveBeenCalledTimes(1);
    });

    it('waits while the page reads its data or shows a skeleton or spinner', async () => {
        const { watchFirstScreen, afterFirstScreen } = await freshModule();
        const task = vi.fn();
        afterFirstScreen(task);
        drawTitle();
        const answer = fetching(client);
        watchFirstScreen(client);
        await vi.advanceTimersByTimeAsync(1000);
        expect(task, 'a read in flight').not.toHaveBeenCalled();

        // answered, but the rows are still a skeleton
        const skeleton = document.createElement('span');
        skeleton.className = 'MuiSkeleton-root';
        document.body.append(skeleton);
        answer();
        await vi.advanceTimersByTimeAsync(1000);
        expect(task, 'a skeleton').not.toHaveBeenCalled();

        // a spinner without a value is loading too; a progress bar with one is content
        skeleton.remove();
        const spinner = document.createElement('span');
        spinner.setAttribute('role', 'progressbar');
        document.body.append(spinner);
        await vi.advanceTimersByTimeAsync(1000);
        expect(task, 'a spinner').not.toHaveBeenCalled();
        spinner.setAttribute('aria-valuenow', '40');
        await vi.advanceTimersByTimeAsync(500);
        expect(task).toHaveBeenCalledTimes(1);
    });

    it('a check that finds the page loading again starts the count over', async () => {
        const { watchFirstScreen, afterFirstScreen } = await freshModule();
        const task = vi.fn();
        afterFirstScreen(task);
        drawTitle();
        watchFirstScreen(client);
        await vi.advanceTimersByTimeAsync(50);
        // quiet once, then a read starts before the second check (a screen reading in two steps)
        const answer = fetching(client);
        await vi.advanceTimersByTimeAsync(50);
        answer();
        // one quiet check since (at 150 ms), a frame and idle time gone by: not yet
        await vi.advanceTimersByTimeAsync(90);
        expect(task).not.toHaveBeenCalled();
        // the second (at 200 ms)
        await vi.advanceTimersByTimeAsync(400);
        expect(task).toHaveBeenCalledTimes(1);
    });

    it('a screen that never settles holds the rest back no longer than LONGEST_WAIT_MS', async () => {
        const { watchFirstScreen, afterFirstScreen, LONGEST_WAIT_MS } = await freshModule();
        const task = vi.fn();
        afterFirstScreen(task);
        drawTitle();
        const spinner = document.createElement('span');
        spinner.setAttribute('role', 'progressbar');
        document.body.append(spinner);
        watchFirstScreen(client);
        await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS - 100);
        expect(task).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(500);
        expect(task).toHaveBeenCalledTimes(1);
    });

    it('stopped watching (the shell unmounted first), it shows nothing; watched again once shown, there is nothing to do', async () => {
        const { watchFirstScreen, afterFirstScreen } = await freshModule();
        const task = vi.fn();
        afterFirstScreen(task);
        drawTitle();
        const stop = watchFirstScreen(client);
        await vi.advanceTimersByTimeAsync(50);
        stop();
        await vi.advanceTimersByTimeAsync(5000);
        expect(task).not.toHaveBeenCalled();

        watchFirstScreen(client);
        await vi.advanceTimersByTimeAsync(500);
        expect(task).toHaveBeenCalledTimes(1);
        // a sign-in after a sign-out: the shell watches again, and the page counts as shown at once
        const again = vi.fn();
        watchFirstScreen(client)();
        afterFirstScreen(again);
        expect(again).toHaveBeenCalledTimes(1);
    });
});
