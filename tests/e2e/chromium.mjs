// Debian's Chromium for the end-to-end tests and the benchmarks, started one way for both.
import { chromium } from 'playwright-core';

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
];

/** Launches Chromium (CHROMIUM_PATH, or /usr/bin/chromium); the caller handles signals. */
export async function launchChromium() {
    const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
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
