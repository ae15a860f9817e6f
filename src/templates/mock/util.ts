import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';

/** A small deterministic pseudo-random generator (mulberry32): the same seed, the same data. */
export function seeded(seed: number) {
    let state = seed >>> 0;
    const next = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
        next,
        int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
        pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
        bool: (chance = 0.5) => next() < chance,
    };
}

/** A fixed instant the sample dates are computed from, so two page loads show the same data. */
export const SEED_NOW = Date.UTC(2026, 10, 20, 8, 30, 0);
export const daysAgo = (days: number, hours = 0) => new Date(SEED_NOW - days * 86_400_000 - hours * 3_600_000).toISOString();

/** An error in the kit's format: `{ message }`, English. */
export const errorResponse = (status: number, message: string) => HttpResponse.json({ message }, { status });

export const INTERNAL_ERROR = 'Internal server error';

/** Page scripts (e2e tests) and developers make the next matching call fail with a 500. */
const failures: string[] = [];
/** Whether a call waits as over a network before it answers (see `route`). */
let waits = true;
export const kitMockControls = {
    /** The next request whose path contains `pathPart` answers 500 'Internal server error'. */
    failNext(pathPart: string) {
        failures.push(pathPart);
    },
    clearFailures() {
        failures.length = 0;
    },
    /**
     * The network-like waits on (the default: a call answers after ~120 ms, a sign-in after a
     * second) or off: every call answers at once, e.g. where many calls are made in a row.
     */
    setWaits(on: boolean) {
        waits = on;
    },
};

function takeFailure(url: string): boolean {
    const path = new URL(url).pathname;
    const index = failures.findIndex(part => path.includes(part));
    if (index < 0) return false;
    failures.splice(index, 1);
    return true;
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

/**
 * One route of the kit's mock API: a short network-like delay (unless `setWaits(false)`), any
 * unexpected error (or a failure asked for by `failNext`) answered 500 'Internal server error'.
 */
function route(method: 'get' | 'post', path: string, resolver: Resolver, wait = 120) {
    return http[method](path, async info => {
        if (waits) await delay(wait);
        if (takeFailure(info.request.url)) return errorResponse(500, INTERNAL_ERROR);
        try {
            return await resolver(info);
        } catch {
            return errorResponse(500, INTERNAL_ERROR);
        }
    });
}

export const kitGet = (path: string, resolver: Resolver, wait?: number) => route('get', path, resolver, wait);
export const kitPost = (path: string, resolver: Resolver, wait?: number) => route('post', path, resolver, wait);

/** The JSON body of a request, or an empty object when it has none or it is not JSON. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
    try {
        const body: unknown = await request.json();
        return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    } catch {
        return {};
    }
}

export const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** A soft gradient picture with a simple shape, drawn as SVG (no network, no image files). */
export function drawnImage(seed: number, shape: 'ring' | 'bar' | 'coin' | 'wave' = 'wave'): string {
    const hues = [36, 45, 160, 200, 260, 320, 12, 100];
    const a = hues[seed % hues.length];
    const b = hues[(seed * 3 + 1) % hues.length];
    const shapes = {
        ring: '<circle cx="200" cy="150" r="70" fill="none" stroke="#f6d365" stroke-width="22"/><circle cx="200" cy="78" r="14" fill="#fff" opacity=".85"/>',
        bar: '<polygon points="110,190 150,110 290,110 330,190" fill="#f6d365"/><polygon points="150,110 170,90 270,90 290,110" fill="#fbe49a"/>',
        coin: '<circle cx="200" cy="150" r="80" fill="#f6d365"/><circle cx="200" cy="150" r="60" fill="none" stroke="#d4a017" stroke-width="6"/>',
        wave: `<path d="M0 ${200 + (seed % 5) * 8} Q100 ${140 + (seed % 7) * 6} 200 190 T400 170 V300 H0Z" fill="#fff" opacity=".25"/>`,
    };
    const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="hsl(${a},70%,55%)"/><stop offset="1" stop-color="hsl(${b},65%,35%)"/></linearGradient></defs>` +
        `<rect width="400" height="300" fill="url(#g)"/>${shapes[shape]}</svg>`;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
