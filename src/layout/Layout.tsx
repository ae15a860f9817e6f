import { lazy, Suspense, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { DevTools } from './DevTools';
import { ConnectionBanner } from '../realtime/ConnectionBanner';
import { LiveLayer } from '../realtime/LiveLayer';
import { LiveToasts } from '../realtime/LiveToasts';
import { SessionGuard } from './SessionGuard';
// straight from its file: the folder's index would bring the draft store and keeper into the first load
import { LeaveBlocker } from '../resources/drafts/LeaveBlocker';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { DocumentTitle } from './DocumentTitle';
import { TabSync } from '../realtime/tabs/TabSync';

/**
 * The live-order panel is a lazy chunk, fetched as the shell first renders: its orders come from
 * the live connection, itself a lazy chunk, so it has nothing to show before either has loaded.
 */
const LiveOrderPanel = lazy(() => import('../realtime/orders/LiveOrderPanel').then(module => ({ default: module.LiveOrderPanel })));

/** The admin shell: top bar, side menu, the page, and the live layer over them. */
export const Layout = ({ children }: { children: ReactNode }) => (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
        <SessionGuard />
        <LeaveBlocker />
        <LiveLayer />
        <TabSync />
        <DocumentTitle />
        {children}
        {/* its own Suspense: while it loads, the page stays (the layout's own would replace it) */}
        <Suspense fallback={null}>
            <LiveOrderPanel />
        </Suspense>
        <LiveToasts />
        <ConnectionBanner />
        <DevTools />
    </RaLayout>
);
