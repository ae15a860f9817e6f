// The end-to-end suite's `test` and `expect`: Playwright Test's, with what every spec relies on.
//
// - A clean console: a test fails if any page of its browser context logged a console error or
//   warning, or threw an uncaught error (`pageerror`), that its `allowConsole` patterns do not
//   match (`test.use({ allowConsole: /status of 422/ })`; one pattern: several are joined with |,
//   as Playwright reads an array given to test.use as [value, options]). A refused request the test makes on
//   purpose is logged by the browser ("Failed to load resource: … status of 422"), so such a test
//   names it. What was logged is attached to the report either way.
// - `consoleErrors`: the live list of those messages, for a test that wants to look.
// - `pageShot(name)`: a full-page PNG in tests/e2e/screenshots/<name>.png (gitignored), for
//   people to look at; a shot whose name says dark (or light) fails unless the page is drawn so.
// - `colorMode`: 'dark' opens the page's loads in dark mode, as if chosen in the settings drawer
//   (the `phone-dark` project sets it; see playwright.config.ts).
// - `mockLatency`: how long the embedded mock's HTTP answers take in every page of the context:
//   'none' (the default: at once) or 'network' (150–400 ms each, as the demo does), for a test
//   whose subject is what shows while an answer is on its way. `mockSettings(page, { latency })`
//   does the same for one page.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { darkMode } from './support.mjs';

export { expect };

const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

export interface ConsoleEntry {
    type: string;
    text: string;
    url: string;
}

export interface ScreenshotOptions {
    /** false for a shot whose name speaks of a part, not the page (its dark/light is not checked) */
    page?: boolean;
    /** false for the viewport only; full page by default */
    fullPage?: boolean;
}

export interface Options {
    /** Console errors/warnings and page errors this test tolerates (null: none). */
    allowConsole: RegExp | null;
    /** The page's colour scheme from its first load. */
    colorMode: 'light' | 'dark';
    /** How long the mock backend's answers take (its developer setting `latency`). */
    mockLatency: 'none' | 'network';
}

interface Fixtures {
    consoleErrors: ConsoleEntry[];
    pageShot: (name: string, options?: ScreenshotOptions) => Promise<string>;
}

/** RegExp#test that ignores any leftover lastIndex of a /g or /y pattern. */
const matches = (re: RegExp, text: string) => {
    re.lastIndex = 0;
    return re.test(text);
};

// The only MSW chatter dropped: its startup banner ("[MSW] Mocking enabled."). Every other [MSW]
// message (e.g. "intercepted a request without a matching request handler") counts.
const isMswBanner = (text: string) => /^\[MSW\] Mocking enabled\b/.test(text);

const safeName = (name: string) =>
    name.trim().replace(/[\s/\\:*?"<>|]+/g, '-').replace(/^-+|-+$/g, '') || 'screenshot';

const drawnScheme = (page: Page) =>
    page.evaluate(() => {
        const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? ['255', '255', '255']).map(Number);
        return (r + g + b) / 3 < 100 ? 'dark' : 'light';
    });

export const test = base.extend<Options & Fixtures>({
    allowConsole: [null, { option: true }],
    colorMode: ['light', { option: true }],
    mockLatency: ['none', { option: true }],

    context: async ({ context, mockLatency }, provide) => {
        // before any page script of the test; mockSettings and signedIn keep it (support.mjs)
        await context.addInitScript(latency => {
            try {
                const settings = JSON.parse(localStorage.getItem('zar-mock-settings') ?? '{}');
                if (!('latency' in settings)) localStorage.setItem('zar-mock-settings', JSON.stringify({ ...settings, latency }));
            } catch {
                // a document without storage (about:blank)
            }
        }, mockLatency);
        await provide(context);
    },

    consoleErrors: [
        async ({ context, allowConsole }, provide, testInfo) => {
            const entries: ConsoleEntry[] = [];
            const watch = (page: Page) => {
                page.on('console', message => {
                    const type = message.type();
                    if (type !== 'error' && type !== 'warning') return;
                    const text = message.text();
                    if (isMswBanner(text)) return;
                    const { url, lineNumber } = message.location();
                    entries.push({ type, text, url: url ? `${url}${lineNumber ? `:${lineNumber}` : ''}` : '' });
                });
                page.on('pageerror', error => entries.push({ type: 'pageerror', text: error.stack || String(error), url: page.url() }));
            };
            context.pages().forEach(watch);
            context.on('page', watch); // the first page, a second tab, a popup
            await provide(entries);
            // one round trip flushes console events a page emitted before it
            await Promise.all(context.pages().map(page => page.evaluate(() => 0).catch(() => undefined)));
            const unexpected = entries.filter(
                entry => !allowConsole || !(matches(allowConsole, entry.text) || matches(allowConsole, `[${entry.type}] ${entry.text} ${entry.url}`))
            );
            const report = (list: ConsoleEntry[]) => list.map(entry => `[${entry.type}] ${entry.text}${entry.url ? `  (${entry.url})` : ''}`).join('\n');
            if (entries.length > 0) await testInfo.attach('console', { body: report(entries), contentType: 'text/plain' });
            if (unexpected.length > 0 && testInfo.status === testInfo.expectedStatus) {
                throw new Error(`the console was not clean: ${unexpected.length} error/warning message(s)\n${report(unexpected)}`);
            }
        },
        { auto: true },
    ],

    page: async ({ page, colorMode }, provide) => {
        if (colorMode === 'dark') await darkMode(page);
        await provide(page);
    },

    pageShot: async ({ page }, provide) => {
        await provide(async (name, { page: wholePage = true, fullPage = true } = {}) => {
            const scheme = wholePage ? /(^|-)(dark|light)(-|$)/.exec(safeName(name))?.[2] : undefined;
            if (scheme) expect(await drawnScheme(page), `screenshot ${name}: the page is drawn so`).toBe(scheme);
            mkdirSync(SCREENSHOT_DIR, { recursive: true });
            const path = join(SCREENSHOT_DIR, `${safeName(name)}.png`);
            await page.screenshot({ path, fullPage });
            return path;
        });
    },
});
