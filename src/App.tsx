import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AdminApp } from './AdminApp';
import { RtlCache } from './layout/RtlCache';
import { sendNavigationReads } from './routes/startReads';

declare global {
    interface Window {
        /** Demo builds (embedded mock) only: the router's own navigation, for the end-to-end walks. */
        __zarNavigate?: (to: string) => Promise<void>;
    }
}

/**
 * Demo builds only: the address of the screen on view, once drawn (`data-e2e-path` on <html>). The
 * router keeps the screen before on view while the next one's code loads, so the end-to-end walks
 * wait for this, not for the address bar.
 */
const DrawnPath = () => {
    const { pathname, search } = useLocation();
    useEffect(() => {
        document.documentElement.dataset.e2ePath = `${pathname}${search}`;
    }, [pathname, search]);
    return null;
};

/**
 * The admin in the browser: RTL styles and real paths (README, Routes: no `#/` hashes). A data
 * router, so that leaving a page with unsaved changes can ask first (react-router's `useBlocker`).
 */
export const App = () => {
    const [router] = useState(() => {
        const created = createBrowserRouter([
            {
                path: '*',
                element: __MOCK_API__ ? (
                    <>
                        <AdminApp />
                        <DrawnPath />
                    </>
                ) : (
                    <AdminApp />
                ),
            },
        ]);
        // a PUSH through the router, as a link does (a popstate would be a POP, which blockers refuse)
        if (__MOCK_API__) window.__zarNavigate = to => created.navigate(to);
        // a move to another screen sends that screen's reads at once, before it is drawn
        let path = created.state.location.pathname;
        created.subscribe(({ location }) => {
            if (location.pathname === path) return;
            path = location.pathname;
            sendNavigationReads(location);
        });
        return created;
    });
    return (
        <RtlCache>
            <RouterProvider router={router} />
        </RtlCache>
    );
};
