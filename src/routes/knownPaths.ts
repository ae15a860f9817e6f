import { definitions } from '../resources';
import { legacyTarget } from './legacyRedirects';
import { PUBLIC_PAGES } from './publicPages';

const FIXED = new Set([
    '/',
    '/login',
    '/verify',
    '/profile',
    '/access-denied',
    '/authentication-error',
    ...PUBLIC_PAGES.map(page => page.path),
]);

export const NOT_FOUND = '/404';

/**
 * Where a path should go instead (contract §4), or null when it is one of the admin's screens:
 * old `/dashboard/...` paths go to their new screen, a record of a resource that can't be edited
 * opens its show page, and anything unknown goes to /404.
 */
export function redirectFor(path: string): string | null {
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (FIXED.has(clean)) return null;
    const legacy = legacyTarget(clean);
    if (legacy) return legacy;
    const [, name, id, show, ...rest] = clean.split('/');
    const definition = definitions.find(item => item.name === name);
    if (!definition || rest.length) return NOT_FOUND;
    const can = { create: true, edit: true, show: true, ...definition.can };
    if (id === undefined) return null;
    if (id === 'create') return show === undefined && can.create ? null : NOT_FOUND;
    if (show === undefined) return can.edit ? null : can.show ? `${clean}/show` : NOT_FOUND;
    return show === 'show' && can.show ? null : NOT_FOUND;
}
