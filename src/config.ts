/**
 * Run-time configuration (README, Configuration).
 *
 * VITE_API_URL wins when set. Otherwise the API base is derived from the page: the first host
 * label that starts with `admin` has `admin` replaced by `api`, protocol and port kept; a host
 * with no such label (localhost) uses the page's own origin.
 */
export function deriveApiBase(location: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
    const labels = location.hostname.split('.');
    const index = labels.findIndex(label => label.startsWith('admin'));
    if (index >= 0) labels[index] = 'api' + labels[index].slice('admin'.length);
    const port = location.port ? `:${location.port}` : '';
    return `${location.protocol}//${labels.join('.')}${port}`;
}

export function resolveApiBase(
    configured: string | undefined,
    location: Pick<Location, 'protocol' | 'hostname' | 'port'>
): string {
    const explicit = configured?.trim();
    if (explicit) return explicit.replace(/\/+$/, '');
    return deriveApiBase(location);
}

/** The API base of this page, without a trailing slash. */
export const apiBase = (): string =>
    resolveApiBase(import.meta.env.VITE_API_URL, window.location);

/** Joins the API base and an API path ("/admin/bank"). */
export const apiUrl = (path: string): string => `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;

/** The support line the login page's contact button calls (VITE_SUPPORT_PHONE). */
export const supportPhone = (): string => import.meta.env.VITE_SUPPORT_PHONE?.trim() || '02191001234';

/**
 * How many digits the server's one-time codes have (VITE_OTP_LENGTH, 4 to 6; default 5): the
 * verify page submits by itself once that many are typed.
 */
export function otpLength(configured = import.meta.env.VITE_OTP_LENGTH): number {
    const length = Number(configured);
    return Number.isInteger(length) && length >= 4 && length <= 6 ? length : 5;
}
