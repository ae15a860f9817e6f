import { definitionOf } from '../registry';
import type { ScreenKind } from '../types';
import { CUSTOM_SCREEN_LOADERS, type ScreenModule } from './customScreens';

/** The generated screens' code, each a lazy chunk of its own (src/resources/index.ts). */
export const GENERATED_SCREEN_LOADERS: Record<ScreenKind, () => Promise<ScreenModule>> = {
    list: () => import('./ResourceList'),
    create: () => import('./ResourceCreate'),
    edit: () => import('./ResourceEdit'),
    show: () => import('./ResourceShow'),
};

/**
 * The built-in resource screen a path opens, by react-admin's routes (`/{name}` its list,
 * `/{name}/create`, `/{name}/{id}` the edit form, `/{name}/{id}/show` the record's page), or
 * undefined when no built-in resource has that name.
 */
export function screenAt(pathname: string): { name: string; kind: ScreenKind } | undefined {
    const [, first = '', second, third] = pathname.split('/');
    let name: string;
    try {
        name = decodeURIComponent(first);
    } catch {
        return undefined;
    }
    if (!definitionOf(name)) return undefined;
    const kind: ScreenKind = !second ? 'list' : second === 'create' && third === undefined ? 'create' : third === 'show' ? 'show' : 'edit';
    return { name, kind };
}

/**
 * Starts fetching the code of the screen a path opens, as the admin starts: its chunks then arrive
 * while the admin is read (`/admin/me`) and the shell is drawn, instead of after them. The route's
 * own lazy screen takes the same module from the browser's module map. A failed fetch is left to
 * the route, which shows its own error.
 */
export function preloadScreenAt(pathname: string): void {
    screenLoaderAt(pathname)?.().catch(() => undefined);
}

/** The loader of the screen a path opens: the definition's custom screen's, or the generated one's. */
export function screenLoaderAt(pathname: string): (() => Promise<ScreenModule>) | undefined {
    const at = screenAt(pathname);
    if (!at) return undefined;
    const custom = definitionOf(at.name)?.screens?.[at.kind];
    return custom !== undefined && Object.hasOwn(CUSTOM_SCREEN_LOADERS, custom) ? CUSTOM_SCREEN_LOADERS[custom] : GENERATED_SCREEN_LOADERS[at.kind];
}
