import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The route table's door into the template kit (src/templates; docs/template-kit.md); the side
 * menu's group has the shell's own door (src/layout/TemplateKitMenuGroup.tsx). Nothing else in the
 * product imports the kit: with `__TEMPLATE_KIT__` false (a production build without
 * VITE_TEMPLATE_KIT=true) these are null and the bundler drops the kit entirely; with it on, the
 * kit is one lazy chunk, never part of the first load.
 */
const loadKit = () => import('../templates');

const lazyPart = <Name extends 'KitGallery' | 'KitApps'>(name: Name) =>
    lazy(() => loadKit().then(kit => ({ default: kit[name] as ComponentType })));

const KitGallery = __TEMPLATE_KIT__ ? lazyPart('KitGallery') : null;
const KitApps = __TEMPLATE_KIT__ ? lazyPart('KitApps') : null;

/** True when the kit is compiled in. */
export const templateKitEnabled = __TEMPLATE_KIT__;

/** `/components/*`: the components gallery. */
export const TemplateKitGallery = () =>
    KitGallery ? (
        <Suspense>
            <KitGallery />
        </Suspense>
    ) : null;

/** `/kit/*`: the kit's demo apps and dashboards. */
export const TemplateKitApps = () =>
    KitApps ? (
        <Suspense>
            <KitApps />
        </Suspense>
    ) : null;

/** Paths the kit answers (known to the path guard when the kit is on). */
export const isTemplateKitPath = (path: string): boolean =>
    templateKitEnabled && /^\/(components|kit)(\/|$)/.test(path);
