import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface KitRoute {
    /** Path under `/kit/` (react-router syntax, `chat/*` for an app with routes of its own). */
    path: string;
    /** The page, loaded lazily so each app's libraries load only with that app. */
    Component: LazyExoticComponent<ComponentType>;
}

/** The kit's demo areas (contract §4), one lazy module each. */
export const kitRoutes: KitRoute[] = [
    { path: 'dashboards/:name', Component: lazy(() => import('./dashboards')) },
];
