import { lazyWithPreload } from 'react-lazy-with-preload';

/**
 * The dashboard: a lazy chunk, fetched as the admin starts on its path (`/`, src/main.tsx), so
 * that its route draws it at once (src/resources/screens/screenLoaders.ts tells why that matters).
 */
export const LazyDashboard = lazyWithPreload(() => import('./Dashboard').then(module => ({ default: module.Dashboard })));
