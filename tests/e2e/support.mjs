// Helpers shared by the end-to-end specs.

const base64url = text => Buffer.from(text).toString('base64url');

/**
 * A token the embedded mock backend accepts (its format: an unsigned JWT with a "mock" signature,
 * see src/mock/auth.ts): `super_admin`, or a limited `admin`.
 */
export function mockToken({ role = 'super_admin', mobile = '09121234567', expiresInS = 3600 } = {}) {
    const claims = { sub: mobile, role, exp: Math.floor(Date.now() / 1000) + expiresInS };
    return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.mock`;
}

/**
 * Starts the page signed in (as a stored token would after a real sign-in), with the mock's
 * timed live events paused so that nothing arrives unasked; tests fire events themselves.
 */
export async function signedIn(page, options) {
    const token = mockToken(options);
    await page.addInitScript(value => {
        if (!sessionStorage.getItem('e2e-signed-in')) {
            sessionStorage.setItem('e2e-signed-in', '1');
            localStorage.setItem('token', value);
            const settings = JSON.parse(localStorage.getItem('zar-mock-settings') ?? '{}');
            localStorage.setItem('zar-mock-settings', JSON.stringify({ livePaused: true, ...settings }));
        }
    }, token);
}

/**
 * Switches the mock backend's developer settings before the page loads (live events paused). The
 * answers' `latency` stays as the page had it unless `settings` names it (the e2e fixtures set it).
 */
export async function mockSettings(page, settings) {
    await page.addInitScript(value => {
        const { latency } = JSON.parse(localStorage.getItem('zar-mock-settings') ?? '{}');
        localStorage.setItem('zar-mock-settings', JSON.stringify({ latency, ...JSON.parse(value) }));
    }, JSON.stringify({ livePaused: true, ...settings }));
}

/** What a screen shows while it loads: skeletons and spinners (a progress bar with a value is content). */
export const LOADING_SELECTOR = '.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])';

/** A call to the admin's API (docs/openapi.yaml, docs/asyncapi.yaml's authorisation), by its URL. */
export const isApiCall = url => url.pathname.startsWith('/admin/') || url.pathname.startsWith('/broadcasting/');

/**
 * The live-order panel's read of the waiting orders (src/realtime/pendingOrders.ts: pending, 100 a
 * page), by its URL; a dashboard reads orders of its own. Self-contained, so a page can run its text.
 */
export const isPanelOrdersRead = url =>
    url.pathname === '/admin/order' && url.searchParams.get('status_enum') === 'pending' && url.searchParams.get('per_page') === '100';

export const persian = text => String(text).replace(/[0-9]/g, d => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

/**
 * Waits until the page's finite CSS transitions and animations have finished (a dialog fading in,
 * a drawer sliding) and the web fonts are in: what a person waits for before looking. Spinners
 * (infinite) are ignored.
 */
export async function animationsDone(page) {
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() =>
        Promise.all(
            document
                .getAnimations()
                .filter(animation => animation.effect?.getComputedTiming().iterations !== Infinity)
                .map(animation => animation.finished.catch(() => undefined))
        )
    );
}

/** The theme settings the settings drawer stores (src/layout/settings/themePrefs.ts). */
export const THEME_SETTINGS_KEY = 'zar-theme-settings';

/** Opens the page's next loads in dark mode, as if chosen in the settings drawer. */
export const darkMode = page =>
    page.addInitScript(key => localStorage.setItem(key, JSON.stringify({ mode: 'dark', preset: 'default', stretch: false })), THEME_SETTINGS_KEY);
