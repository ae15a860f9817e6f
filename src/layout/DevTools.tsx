import { lazy, Suspense } from 'react';

/** The mock backend's developer panel, in mock mode only; compiled out of production bundles. */
const DevPanel = __MOCK_API__ ? lazy(() => import('../mock/ui/DevPanel')) : null;

export const DevTools = () =>
    DevPanel ? (
        <Suspense>
            <DevPanel />
        </Suspense>
    ) : null;
