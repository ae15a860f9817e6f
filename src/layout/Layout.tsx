import { createContext, lazy, memo, Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { DevTools } from './DevTools';
import { LiveLayer } from '../realtime/LiveLayer';
import { AfterFirstScreen } from '../realtime/firstScreen';
import { SessionGuard } from './SessionGuard';
// straight from its file: the folder's index would bring the draft store and keeper into the first load
import { LeaveBlocker } from '../resources/drafts/LeaveBlocker';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { DocumentTitle } from './DocumentTitle';
import { onSessionEnd, session } from '../providers/session';

/**
 * The live-order panel is a lazy chunk, fetched once the first screen is shown: its orders come
 * from the live connection, itself a lazy chunk started then, so it has nothing to show before.
 */
const LiveOrderPanel = lazy(() => import('../realtime/orders/LiveOrderPanel').then(module => ({ default: module.LiveOrderPanel })));
/** The tabs' election, the live toasts and the connection banner: a lazy chunk, loaded with the panel. */
const LiveOverlays = lazy(() => import('../realtime/LiveOverlays').then(module => ({ default: module.LiveOverlays })));

/**
 * The top bar and the side menu draw again only when what they read changes (the route, the
 * sidebar's state, the counts, the admin's access), not each time react-admin's layout does: it
 * draws again while the admin starts (the resources registering, the access checks answering) and
 * on every page change, and the menu alone is about a thousand components.
 */
const ShellAppBar = memo(AppBar);
const ShellMenu = memo(Menu);

/** The page react-admin's routes give the layout, for `Page` to draw. */
const PageContext = createContext<ReactNode>(null);
/** The page, where the layout places it: the one part that draws again when the page given changes. */
const Page = () => <>{useContext(PageContext)}</>;

/**
 * The shell around the page: react-admin's layout (its frame, the skip link, the side bar, the
 * inspector), the guards and the live layer. It takes no props, so it draws again only when what
 * it reads itself changes: react-admin gives the layout a new page element each time its routes
 * draw again (about four times while the admin starts), and only `Page` follows those.
 */
const Shell = memo(function Shell() {
    return (
        <RaLayout appBar={ShellAppBar} menu={ShellMenu} sidebar={Sidebar}>
            <SessionGuard />
            <LeaveBlocker />
            <LiveLayer />
            <DocumentTitle />
            <Page />
            {/* its own Suspense: while it loads, the page stays (the layout's own would replace it) */}
            <AfterFirstScreen>
                <Suspense fallback={null}>
                    <LiveOrderPanel />
                </Suspense>
                <Suspense fallback={null}>
                    <LiveOverlays />
                </Suspense>
            </AfterFirstScreen>
            {/* the mock's developer panel (demo and development only) waits for the first screen too */}
            <AfterFirstScreen>
                <DevTools />
            </AfterFirstScreen>
        </RaLayout>
    );
});

const signedInNow = () => session.getToken() !== null;

/**
 * The admin shell: top bar, side menu, the page, and the live layer over them. Drawn only while
 * a session is held: the moment it ends (a sign-out, a 401, another tab's sign-out) the shell and
 * the page go, in that same urgent update, before the router moves on to the sign-in page. A page
 * left on screen signed out would fail its own sign-in check, and each sign-out that check starts
 * empties react-admin's store and queries, which runs the check again: on a busy machine those
 * updates kept the router's navigation (a transition) from finishing for tens of seconds.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
    const signedIn = useSyncExternalStore(onSessionEnd, signedInNow);
    if (!signedIn) return null;
    return (
        <PageContext.Provider value={children}>
            <Shell />
        </PageContext.Provider>
    );
};
