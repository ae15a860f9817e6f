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

/** A resource's name as the API serves it: lower-case letters, digits, `-` and `_`. */
const RESOURCE_NAME = /^[a-z][a-z0-9_-]*$/;

/**
 * Whether an unknown path could still be a screen of a resource the API serves (its list, a
 * record, its show page or its create form), which only a signed-in admin can learn: a
 * signed-out bookmark of such a path asks to sign in first and comes back to it, rather than
 * ending at /404 before the served definitions could be read.
 */
export function mayBeServedPath(path: string): boolean {
    const [, name, id, show, ...rest] = clean(path).split('/');
    if (!name || !RESOURCE_NAME.test(name) || rest.length) return false;
    if ([...definitions, activity].some(definition => definition.name === name)) return false;
    if (id === undefined) return true;
    if (id === 'create') return show === undefined;
    return id !== '' && (show === undefined || show === 'show');
}
