import { lazyWithPreload } from 'react-lazy-with-preload';
import { definitionOf } from '../registry';
import type { ResourceDefinition, ScreenKind } from '../types';
import { customScreen, type LazyScreen } from './customScreens';

/**
 * The generated screens, each a lazy chunk of its own (src/resources/index.ts). A screen fetched
 * ahead of its route (`preloadScreenAt`) is drawn at once when the route first shows it: React
 * neither shows the layout's loading fallback nor holds the screen back after it (React throttles
 * revealing content a fallback stood for, up to 300 ms after the fallback was shown).
 */
export const GENERATED_SCREENS: Record<ScreenKind, LazyScreen> = {
    list: lazyWithPreload(() => import('./ResourceList')),
    create: lazyWithPreload(() => import('./ResourceCreate')),
    edit: lazyWithPreload(() => import('./ResourceEdit')),
    show: lazyWithPreload(() => import('./ResourceShow')),
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
 * while the admin is read (`/admin/me`) and the shell is drawn, instead of after them, and the
 * route draws the screen at once. A failed fetch is left to the route, which fetches again and
 * shows its own error. Resolves once the code has arrived (or failed).
 */
export async function preloadScreenAt(pathname: string): Promise<void> {
    await screenComponentAt(pathname)?.preload().catch(() => undefined);
}

/** The screen a path opens: the definition's custom screen, or the generated one. */
export function screenComponentAt(pathname: string): LazyScreen | undefined {
    const at = screenAt(pathname);
    const definition = at && definitionOf(at.name);
    return at && definition && screenOf(definition, at.kind);
}

/** A resource's screen of a kind: its definition's custom screen, or the generated one. */
export const screenOf = (definition: ResourceDefinition, kind: ScreenKind): LazyScreen =>
    customScreen(definition.screens?.[kind]) ?? GENERATED_SCREENS[kind];
