// Debian's Chromium for the end-to-end tests and the benchmarks, started one way for both.
import { chromium } from 'playwright-core';

/**
 * The features Playwright itself turns off (playwright-core's chromiumSwitches). Chromium reads
 * only the last `--disable-features` it is given, so the list below repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's popup, a page of Chromium's own UI: headless Chromium starts a renderer for
 * it with every browser context (every test), and it costs about 0.3 s of CPU each time while
 * nobody can open it.
 */
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Headless flags that work as root on this workplace's closed network (without the
 * background-networking ones Chromium keeps trying hosts it can't reach).
 */
export const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP].join(',')}`,
];

/**
 * Debian's two Chromium binaries, each with the variable that names another and its package:
 * the headless shell (Chromium's renderer without the browser's own UI, what Playwright itself
 * runs headless) for most end-to-end tests, and the full browser for the tests of desktop
 * notifications, which the shell lacks, and for the benchmarks.
 */
export const CHROMIUM = {
    headlessShell: {
        variable: 'CHROMIUM_HEADLESS_SHELL',
        path: process.env.CHROMIUM_HEADLESS_SHELL || '/usr/bin/chromium-headless-shell',
        pkg: 'chromium-headless-shell',
    },
    full: { variable: 'CHROMIUM_PATH', path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', pkg: 'chromium' },
};

/** Launches the full Chromium (CHROMIUM_PATH, or /usr/bin/chromium); the caller handles signals. */
export async function launchChromium() {
    const executablePath = CHROMIUM.full.path;
    try {
        return await chromium.launch({
            executablePath,
            headless: true,
            args: CHROMIUM_ARGS,
            handleSIGINT: false,
            handleSIGTERM: false,
            handleSIGHUP: false,
        });
    } catch (error) {
        throw new Error(`could not launch Chromium at ${executablePath} (set CHROMIUM_PATH): ${error?.message ?? error}`);
    }
}
