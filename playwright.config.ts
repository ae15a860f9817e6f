// Playwright Test for the end-to-end suite (`npm run test:e2e`; docs/testing.md says how to run
// one file, one test, a project, and how to read a trace).
//
// The suite runs against the demo bundle: the production build with the embedded mock backend
// (`npm run build:demo`, VITE_MOCK_API=true, into dist-demo/), served by tests/e2e/static-server.mjs
// on 127.0.0.1:E2E_PORT (default 4180), in Debian's Chromium: its headless shell (CHROMIUM_HEADLESS_SHELL,
// default /usr/bin/chromium-headless-shell), and the full browser (CHROMIUM_PATH, default
// /usr/bin/chromium) for the tests tagged @notifications.
// Outside CI a server already listening on that port is reused as it is (no rebuild): stop it, or
// pick another E2E_PORT, to test a fresh build.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/chromium.mjs';
import type { Options } from './tests/e2e/fixtures';

const PORT = Number(process.env.E2E_PORT ?? 4180);
/**
 * The end-to-end tests' Chromium flags: the benchmarks' (tests/e2e/chromium.mjs), and V8 without
 * its optimising compiler (TurboFan). A test's page lives a few seconds, too short for optimised
 * code to pay for its compiling: the suite takes about 6 % less CPU without it, and what a page
 * does is the same. The benchmarks keep V8 as a browser ships it.
 */
const E2E_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt'];
const BASE_URL = `http://127.0.0.1:${PORT}`;
const PHONE = { width: 390, height: 844 };

export default defineConfig<Options>({
    testDir: 'tests/e2e',
    testMatch: '**/*.spec.ts',
    outputDir: 'test-results/e2e',
    // A failing test runs once more, recording a trace (below); the run fails either way: a test
    // that passes only the second time is reported as flaky and fails the run.
    retries: 1,
    failOnFlakyTests: true,
    forbidOnly: !!process.env.CI,
    fullyParallel: true,
    workers: Number(process.env.E2E_WORKERS ?? 2),
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
    use: {
        baseURL: BASE_URL,
        locale: 'fa-IR',
        timezoneId: 'Asia/Tehran',
        viewport: { width: 1440, height: 900 },
        actionTimeout: 15_000,
        navigationTimeout: 15_000,
        // The trace (the DOM at each step, the network, the console) of a failing test's second
        // run. Recording it in every run costs about a third of the suite's time (the DOM snapshot
        // at each step); the film strip is left out as well. The failure's screenshot is kept
        // from the first run.
        trace: { mode: 'on-first-retry', screenshots: false },
        screenshot: 'only-on-failure',
        // the headless shell: the suite takes about 15% less CPU in it than in the full browser,
        // whose headless mode keeps the browser's UI running (tests/e2e/chromium.mjs)
        launchOptions: {
            executablePath: CHROMIUM.headlessShell.path,
            args: E2E_ARGS,
        },
    },
    // Every test runs once, in one project. A test tagged @phone runs at 390 px (`phone`), one tagged
    // @phone-dark at 390 px in dark mode (`phone-dark`); one tagged @wide and @phone in both; one
    // tagged @notifications wide, in the full browser (`notifications`).
    projects: [
        { name: 'wide', grep: /@wide\b|^(?!.*@phone)/, grepInvert: /@notifications/ },
        {
            name: 'notifications',
            grep: /@notifications/,
            use: { launchOptions: { executablePath: CHROMIUM.full.path, args: E2E_ARGS } },
        },
        { name: 'phone', grep: /@phone(?!-)/, use: { viewport: PHONE } },
        { name: 'phone-dark', grep: /@phone-dark\b/, use: { viewport: PHONE, colorMode: 'dark' } },
    ],
    webServer: {
        command: `npm run build:demo && node tests/e2e/static-server.mjs dist-demo --port ${PORT}`,
        url: BASE_URL,
        reuseExistingServer: !process.env.CI,
        timeout: 300_000,
        stdout: 'ignore',
        stderr: 'pipe',
    },
});
