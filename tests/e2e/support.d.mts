// Types of support.mjs, the helpers shared by the end-to-end specs and the benchmarks in bench/.
import type { Page } from '@playwright/test';

/** The mock backend's developer settings (src/mock/settings.ts) a test may switch. */
export type MockSettings = Record<string, unknown>;

export interface MockTokenOptions {
    role?: 'super_admin' | 'admin';
    mobile?: string;
    expiresInS?: number;
}

export function mockToken(options?: MockTokenOptions): string;
export function signedIn(page: Page, options?: MockTokenOptions): Promise<void>;
export function mockSettings(page: Page, settings: MockSettings): Promise<void>;
/** What a screen shows while it loads: skeletons and spinners (a progress bar with a value is content). */
export const LOADING_SELECTOR: string;
/** A call to the admin's API, by its URL. */
export function isApiCall(url: URL): boolean;
/** The live-order panel's read of the waiting orders, by its URL (self-contained: a page can run its text). */
export function isPanelOrdersRead(url: URL): boolean;
export function persian(text: string | number): string;
export function animationsDone(page: Page): Promise<void>;
export const THEME_SETTINGS_KEY: 'zar-theme-settings';
export function darkMode(page: Page): Promise<void>;
