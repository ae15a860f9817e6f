// Types of chromium.mjs (shared with bench/).
import type { Browser } from 'playwright-core';

export const CHROMIUM_ARGS: string[];
export interface ChromiumBinary {
    variable: 'CHROMIUM_HEADLESS_SHELL' | 'CHROMIUM_PATH';
    path: string;
    pkg: string;
}
export const CHROMIUM: { headlessShell: ChromiumBinary; full: ChromiumBinary };
export function launchChromium(): Promise<Browser>;
