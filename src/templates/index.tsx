import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { KitFrame } from './KitFrame';
import { kitRoutes } from './kitRoutes';

export { KitMenuGroup } from './KitMenuGroup';

/**
 * The template kit (docs/template-kit.md): sample apps and a components gallery that developers
 * copy from. The product reaches this module only through src/routes/templateKit.tsx, lazily.
 */
const Gallery = lazy(() => import('./gallery'));

const NotFound = () => <Navigate to="/404" replace />;

/** `/components/*` */
export const KitGallery = () => (
    <KitFrame>
        <Gallery />
    </KitFrame>
);

/** `/kit/*` */
export const KitApps = () => (
    <KitFrame>
        <Routes>
            {kitRoutes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
            ))}
            <Route path="*" element={<NotFound />} />
        </Routes>
    </KitFrame>
);
