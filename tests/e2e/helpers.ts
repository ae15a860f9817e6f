// Small typed helpers several specs share (the session and page helpers are in support.mjs).
import { expect, type Page } from '@playwright/test';
import { LOADING_SELECTOR, isPanelOrdersRead } from './support.mjs';

/** The app bar's title: the page's name (a queue's also counts what waits). */
export const appBarTitle = (page: Page) => page.locator('#react-admin-title');

/** Persian digits back to a number: '۱۲۳' → 123 (anything but digits is dropped). */
export const toNumber = (text: string | null) =>
    Number((text ?? '').replace(/[۰-۹]/g, d => String(d.charCodeAt(0) - 0x06f0)).replace(/[^0-9]/g, '') || 0);

/** The connection status once the live channel listens. */
export const connected = (page: Page) => page.locator('[data-testid="connection-status"][data-state="connected"]');

/**
 * The live layer (it starts after the first screen) has made its calls with the session's token:
 * the channel listens, and the product catalogue and the pending orders it reads (the live-order
 * panel's: as it starts, and again once the channel listens) have answered, as the page's resource
 * timings say. A test that then revokes the token or signs out knows the next 401 is its own call's.
 */
export async function liveLayerSettled(page: Page) {
    await connected(page).waitFor({ timeout: 30_000 });
    await expect
        .poll(
            () =>
                page.evaluate(() => performance.getEntriesByType('resource').map(entry => entry.name)).then(names => {
                    const done = names.map(name => new URL(name));
                    return done.some(url => url.pathname === '/admin/product') && done.filter(isPanelOrdersRead).length >= 2;
                }),
            { timeout: 30_000 }
        )
        .toBe(true);
}

/** Dark mode chosen in the settings drawer, on the page as it is. */
export async function darkModeFromDrawer(page: Page) {
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    await page.getByRole('button', { name: 'تیره' }).click();
    await page.getByRole('button', { name: 'بستن تنظیمات' }).click();
}

/** A valid IR IBAN (bank code 012, Mellat), made here. */
export function mellatIban(account: string) {
    const bban = `012${account.padStart(19, '0')}`;
    const check = 98n - (BigInt(`${bban}182700`) % 97n);
    return `IR${String(check).padStart(2, '0')}${bban}`;
}

/** A Luhn-valid Mellat card number, made here. */
export function mellatCard(body9: string) {
    const body = `610433${body9}`;
    const sum = [...body].reverse().reduce((total, char, index) => {
        let digit = Number(char);
        if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
        return total + digit;
    }, 0);
    return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A new order as the mock's live player fires it (the fields the specs read). */
export interface FiredOrder {
    id: number;
    side_enum: 'buy' | 'sell';
    ask_auto_order: boolean;
    created_at: string;
    user: { name: string };
    product: { title: string } & Record<string, unknown>;
}

interface Fired {
    order: FiredOrder;
    order_auto: FiredOrder;
    price: { price: number };
    vector: { today_vector: number };
    receipt: { message: string };
}

/** One live event now, through the mock's page controls (src/mock/live/player.ts); its data. */
export const fire = <K extends keyof Fired>(page: Page, kind: K) =>
    page.evaluate(k => window.__zarMockLive?.fire(k), kind) as Promise<Fired[K]>;

/** The kit mock API's next call whose path contains `part` answers 500. */
export const failNext = (page: Page, part: string) => page.evaluate(value => window.__zarKitMock?.failNext(value), part);

/**
 * Switches the mock backend's developer settings on the open page (src/mock/settings.ts): kept in
 * localStorage, and in the mock's worker before this resolves (src/mock/browser.ts).
 */
export const setMock = (page: Page, change: Record<string, unknown>) => page.evaluate(value => window.__zarMockSettings?.write(value), change);

/**
 * Client-side navigation to `path`, as a click on a menu link does: no reload, so the app, its
 * mock backend and its data stay as they are (a walk over many screens pays for one start). It goes
 * through the app's router (src/App.tsx exposes it in mock builds), as a link does. Resolves once
 * the address has changed; wait for the screen itself (`screenChanged`, or what it shows).
 */
export async function navigate(page: Page, path: string) {
    await page.waitForFunction(() => typeof window.__zarNavigate === 'function');
    await page.evaluate(to => window.__zarNavigate?.(to), path);
}

/**
 * Resolves with 'drawn' once the app has drawn the address now in the bar (`data-e2e-path` on
 * <html>, set by src/App.tsx in demo builds): the screen of that address is in place of the one
 * before, which the router keeps on view while the next one's code loads. Clear the mark before
 * navigating (`navigateDrawn` does). With `orDialog`, resolves with 'asked' instead if a dialog
 * whose text has it opens first (a screen that asks before it is left): one check of the page
 * every 100 ms for both, and none once resolved.
 */
export const addressDrawn = (page: Page, { orDialog }: { orDialog?: string } = {}) =>
    page
        .waitForFunction(
            dialog => {
                if (document.documentElement.dataset.e2ePath === `${location.pathname}${location.search}`) return 'drawn';
                const asked = dialog !== null && [...document.querySelectorAll('[role="dialog"]')].some(element => element.textContent?.includes(dialog));
                return asked ? 'asked' : false;
            },
            orDialog ?? null,
            { polling: 100 }
        )
        .then(handle => handle.jsonValue() as Promise<'drawn' | 'asked'>);

/**
 * Client-side navigation to `path` (`navigate`) that resolves once the next screen is drawn
 * (`addressDrawn`). What the screen then loads itself (its record, its list) is still to wait for.
 */
export async function navigateDrawn(page: Page, path: string) {
    await page.evaluate(() => document.documentElement.removeAttribute('data-e2e-path'));
    await navigate(page, path);
    await addressDrawn(page);
}

/**
 * Resolves once the page's h1 (the app bar's title, or a page of its own such as the 404) names a
 * screen other than `before`: a client-side navigation has drawn the next screen. Rejects after
 * `timeout` ms.
 */
export const screenChanged = (page: Page, before: string | null, timeout = 10_000) =>
    page.waitForFunction(
        previous => [...document.querySelectorAll('h1')].some(h1 => {
            const name = h1.textContent?.trim();
            return !!name && name !== previous;
        }),
        before,
        { timeout }
    );

/** What a screen shows while it loads (support.mjs `LOADING_SELECTOR`). */
export const loading = (page: Page) => page.locator(LOADING_SELECTOR);
