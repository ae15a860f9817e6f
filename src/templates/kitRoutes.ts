import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface KitRoute {
    /** Path under `/kit/` (react-router syntax, `chat/*` for an app with routes of its own). */
    path: string;
    /** The page, loaded lazily so each app's libraries load only with that app. */
    Component: LazyExoticComponent<ComponentType>;
}

/** The kit's demo areas (docs/template-kit.md), one lazy module each. */
export const kitRoutes: KitRoute[] = [
    { path: 'dashboards/:name', Component: lazy(() => import('./dashboards')) },
    { path: 'account/*', Component: lazy(() => import('./account')) },
    { path: 'chat/*', Component: lazy(() => import('./chat')) },
    { path: 'mail/*', Component: lazy(() => import('./mail')) },
    { path: 'blog/*', Component: lazy(() => import('./blog')) },
    { path: 'kanban', Component: lazy(() => import('./kanban')) },
    { path: 'shop/*', Component: lazy(() => import('./shop')) },
    { path: 'checkout', Component: lazy(() => import('./shop/Checkout')) },
    { path: 'invoice', Component: lazy(() => import('./shop/Invoice')) },
    { path: 'calendar', Component: lazy(() => import('./calendar')) },
    { path: 'user/*', Component: lazy(() => import('./user')) },
];
