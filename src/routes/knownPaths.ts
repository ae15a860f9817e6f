import { activity, definitions, servedDefinitions } from '../resources';
import { abilitiesOf } from '../resources/abilities';
import { isCustomerLookupPath } from './customerLookup';
import { legacyTarget } from './legacyRedirects';
import { PUBLIC_PAGES } from './publicPages';
import { isTemplateKitPath } from './templateKit';

/** Pages anyone may open, signed in or not. */
const PUBLIC = new Set(['/login', '/verify', ...PUBLIC_PAGES.map(page => page.path)]);

const FIXED = new Set(['/', '/profile', '/access-denied', '/authentication-error', ...PUBLIC]);

const clean = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export const isPublicPath = (path: string): boolean => PUBLIC.has(clean(path));

export const NOT_FOUND = '/404';

/**
 * Where a path should go instead (README, Routes), or null when it is one of the admin's screens:
 * old `/dashboard/...` paths go to their new screen, a record of a resource that can't be edited
 * opens its show page, and anything unknown goes to /404.
 */
export function redirectFor(path: string): string | null {
    const cleaned = clean(path);
    if (FIXED.has(cleaned) || isTemplateKitPath(cleaned) || isCustomerLookupPath(cleaned)) return null;
    const legacy = legacyTarget(cleaned);
    if (legacy) return legacy;
    const [, name, id, show, ...rest] = cleaned.split('/');
    const definition = [...definitions, activity, ...servedDefinitions()].find(item => item.name === name);
    if (!definition || rest.length) return NOT_FOUND;
    const can = abilitiesOf(definition);
    if (id === undefined) return null;
    if (id === 'create') return show === undefined && can.create ? null : NOT_FOUND;
    if (show === undefined) return can.edit ? null : can.show ? `${cleaned}/show` : NOT_FOUND;
    return show === 'show' && can.show ? null : NOT_FOUND;
}
