/**
 * MSW's cookie store, for the embedded mock in the browser: it keeps no cookies.
 *
 * MSW's own (`msw/lib/core/utils/cookieStore.mjs`) keeps the cookies its handlers' answers set in
 * a tough-cookie jar mirrored to localStorage, and reads that jar for every request it matches.
 * The jar brings tough-cookie and its public-suffix list (tldts, about 330 KB of script) into every
 * start of a demo build, fetched and compiled before the first request is answered. The mock backend sets no cookies and reads none (it is a Bearer-token API,
 * docs/openapi.yaml), so the jar would always be empty: vite.config.ts (`mswCookieStore`) puts
 * this module in its place in the build (the development server's pre-bundled MSW keeps its own).
 * A request's own `Cookie` header and the page's `document.cookie` still reach a handler's
 * `cookies`, as MSW parses those itself.
 */

/** What MSW asks of a stored cookie: its name, its value, and its text for a `Cookie` header. */
interface StoredCookie {
    key: string;
    value: string;
    toString(): string;
}

export const cookieStore = {
    getCookies(_url: string): StoredCookie[] {
        return [];
    },
    async setCookie(_cookies: string, _url: string): Promise<void> {
        // nothing is kept: the mock's answers set no cookies
    },
};
