import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from './AdminApp';
import { RtlCache } from './layout/RtlCache';

/**
 * The admin in the browser: RTL styles and real paths (README, Routes: no `#/` hashes). A data
 * router, so that leaving a page with unsaved changes can ask first (react-router's `useBlocker`).
 */
export const App = () => {
    const [router] = useState(() => {
        const created = createBrowserRouter([{ path: '*', element: <AdminApp /> }]);
        // With the embedded mock (development and the demo build), the end-to-end tests move
        // between screens through the router itself, as a menu link does (tests/e2e/helpers.ts).
        if (__MOCK_API__) window.__zarNavigate = to => created.navigate(to);
        return created;
    });
    return (
        <RtlCache>
            <RouterProvider router={router} />
        </RtlCache>
    );
};
