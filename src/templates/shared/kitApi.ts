/**
 * The kit apps' API client: same-origin `/api/…` (the kit's mock API, docs/template-kit.md), never the
 * product's API base, and its own session (`kit.accessToken`), never the product's `token`.
 */
export const KIT_TOKEN_KEY = 'kit.accessToken';

export class KitApiError extends Error {
    constructor(
        readonly status: number,
        message: string,
    ) {
        super(message);
        this.name = 'KitApiError';
    }
}

/** The stored kit token when it is a JWT whose `exp` is still ahead of the current time. */
export function readKitToken(now = Date.now()): string | null {
    const token = localStorage.getItem(KIT_TOKEN_KEY);
    if (!token) return null;
    try {
        const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
        if (typeof claims.exp === 'number' && claims.exp * 1000 > now) return token;
    } catch {
        // not a JWT: forget it below
    }
    localStorage.removeItem(KIT_TOKEN_KEY);
    return null;
}

export const storeKitToken = (token: string) => localStorage.setItem(KIT_TOKEN_KEY, token);
export const clearKitToken = () => localStorage.removeItem(KIT_TOKEN_KEY);

export async function kitFetch<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; params?: Record<string, string | number | undefined> } = {}): Promise<T> {
    const url = new URL(path, window.location.origin);
    for (const [key, value] of Object.entries(init.params ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = readKitToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
        response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    } catch {
        throw new KitApiError(0, 'Network error');
    }
    const data = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (!response.ok) throw new KitApiError(response.status, typeof data.message === 'string' ? data.message : `HTTP ${response.status}`);
    return data as T;
}

/** The kit's English server messages as the apps show them, in Persian. */
const PERSIAN: Record<string, string> = {
    'There is no user corresponding to the email address.': 'کاربری با این ایمیل وجود ندارد.',
    'Wrong password': 'رمز عبور اشتباه است.',
    'There already exists an account with the given email address.': 'حسابی با این ایمیل از قبل وجود دارد.',
    'Authorization token missing': 'برای دیدن این صفحه وارد حساب کیت شوید.',
    'Invalid authorization token': 'نشست کیت معتبر نیست؛ دوباره وارد شوید.',
    'Mail not found': 'این نامه پیدا نشد.',
    'Post not found': 'این نوشته پیدا نشد.',
    'Unable to find the contact': 'این گفتگو یا مخاطب پیدا نشد.',
    'Invalid conversation id': 'این گفتگو وجود ندارد.',
    'Product not found': 'این محصول پیدا نشد.',
    'Event not found': 'این رویداد پیدا نشد.',
    'Column not found': 'این ستون پیدا نشد.',
    'Card not found': 'این کارت پیدا نشد.',
    'User not found': 'این کاربر پیدا نشد.',
    'Internal server error': 'خطای سرور؛ دوباره تلاش کنید.',
    'Network error': 'ارتباط با سرور برقرار نشد؛ اتصال را بررسی کنید.',
};

/** A Persian sentence for any error of a kit call. */
export const kitErrorText = (error: unknown): string => {
    const message = error instanceof Error ? error.message : '';
    return PERSIAN[message] ?? 'درخواست انجام نشد؛ دوباره تلاش کنید.';
};
