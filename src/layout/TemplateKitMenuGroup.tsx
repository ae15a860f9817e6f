import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The shell's door into the template kit (src/templates; docs/template-kit.md): the kit's group
 * in the side menu. Like the route table's door (src/routes/templateKit.tsx), it is null when
 * `__TEMPLATE_KIT__` is false, so the bundler drops the kit, and the kit's one lazy chunk otherwise.
 */
const KitMenu = __TEMPLATE_KIT__
    ? lazy(() => import('../templates').then(kit => ({ default: kit.KitMenuGroup as ComponentType })))
    : null;

/** The kit's group in the side menu (nothing when the kit is off). */
export const TemplateKitMenuGroup = () =>
    KitMenu ? (
        <Suspense>
            <KitMenu />
        </Suspense>
    ) : null;
