// Every route of the admin and of the template kit, read from the modules that make them, so a
// resource, a gallery page or a kit app added there is walked by the end-to-end specs with no edit:
//
// - the resources (src/resources/registry.ts): each definition's list, and its show, edit and
//   create where it allows them (src/resources/abilities.ts, as the <Resource>s are built), a
//   record's page with each of its relation tabs, the activity log;
// - the admin's own pages (src/AdminApp.tsx): the dashboard, the profile, the public pages
//   (src/routes/publicPages.ts);
// - the template kit: its apps (src/templates/kitRoutes.ts, a parameter filled from its menu,
//   src/templates/kitMenu.ts) and the components gallery (src/templates/gallery/registry.ts).
//
// A record route names a real record: the first the mock backend seeds (src/mock/store.ts, the same
// seed as the demo build's), so its page shows data.
import { abilitiesOf } from '../../src/resources/abilities';
import { activity, definitions } from '../../src/resources/registry';
import type { ResourceDefinition } from '../../src/resources/types';
import { PUBLIC_PAGES } from '../../src/routes/publicPages';
import { galleryPages } from '../../src/templates/gallery/registry';
import { kitMenu } from '../../src/templates/kitMenu';
import { kitRoutes } from '../../src/templates/kitRoutes';
import { store } from '../../src/mock/store';
import { teamCollection } from '../../src/mock/teamStore';

export type ScreenKind = 'dashboard' | 'list' | 'show' | 'edit' | 'create' | 'page' | 'kit-app' | 'gallery' | 'public';

export interface AppRoute {
    path: string;
    kind: ScreenKind;
    /** the resource it belongs to, if any */
    resource?: string;
}

/** The first record the mock seeds for `definition` (throws when it seeds none: the route would be empty). */
export function seededId(definition: Pick<ResourceDefinition, 'name'>): number {
    const id = (store.get(definition.name) ?? teamCollection(definition.name))?.all()[0]?.id;
    if (id === undefined) throw new Error(`the mock seeds no ${definition.name} record`);
    return id;
}

/** The routes of one resource definition, as src/resources/index.ts gives it screens. */
export function resourceRoutes(definition: ResourceDefinition): AppRoute[] {
    const can = abilitiesOf(definition);
    const resource = definition.name;
    const routes: AppRoute[] = [{ path: `/${resource}`, kind: 'list', resource }];
    if (can.create) routes.push({ path: `/${resource}/create`, kind: 'create', resource });
    if (can.show || can.edit) {
        const id = seededId(definition);
        if (can.show) {
            routes.push({ path: `/${resource}/${id}/show`, kind: 'show', resource });
            for (const relation of definition.relations ?? []) {
                routes.push({ path: `/${resource}/${id}/show?tab=${relation.resource}`, kind: 'show', resource });
            }
        }
        if (can.edit) routes.push({ path: `/${resource}/${id}`, kind: 'edit', resource });
    }
    return routes;
}

/** The admin's screens behind sign-in: the dashboard, every resource's, the activity log, the profile. */
export const adminRoutes: AppRoute[] = [
    { path: '/', kind: 'dashboard' },
    ...definitions.flatMap(resourceRoutes),
    { path: `/${activity.name}`, kind: 'list', resource: activity.name },
    { path: '/profile', kind: 'page' },
];

/** The public pages, open without signing in. */
export const publicRoutes: AppRoute[] = PUBLIC_PAGES.map(page => ({ path: page.path, kind: 'public' }));

/** `/kit/{route}` with its parameters and wildcards filled from the kit's menu (or the route as it is). */
function kitPaths(route: string): string[] {
    const pattern = new RegExp(`^/kit/${route.replace(/:[^/]+/g, '[^/]+').replace(/\/\*$/, '(/.*)?')}$`);
    const fromMenu = kitMenu.map(item => item.to).filter(to => pattern.test(to));
    if (fromMenu.length) return fromMenu;
    if (/[:*]/.test(route.replace(/\/\*$/, ''))) throw new Error(`kit route ${route}: no menu entry fills its parameter`);
    return [`/kit/${route.replace(/\/\*$/, '')}`];
}

/** The template kit's apps: every route of its table at least once. */
export const kitAppRoutes: AppRoute[] = kitRoutes.flatMap(route => kitPaths(route.path).map(path => ({ path, kind: 'kit-app' as const })));

/** The components gallery: its index and every page. */
export const galleryRoutes: AppRoute[] = [
    { path: '/components', kind: 'gallery' },
    ...galleryPages.map(page => ({ path: `/components/${page.slug}`, kind: 'gallery' as const })),
];
