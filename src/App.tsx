import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from './AdminApp';
import { RtlCache } from './layout/RtlCache';

/**
 * The admin in the browser: RTL styles and real paths (README, Routes: no `#/` hashes). A data
 * router, so that leaving a page with unsaved changes can ask first (react-router's `useBlocker`).
 */
export const App = () => {
    const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
    return (
        <RtlCache>
            <RouterProvider router={router} />
        </RtlCache>
    );
};
