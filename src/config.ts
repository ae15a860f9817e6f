/**
 * Run-time configuration (contract §1).
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

/** Joins the API base and a contract path ("/admin/bank"). */
export const apiUrl = (path: string): string => `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
