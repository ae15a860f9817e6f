import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { DevTools } from './DevTools';
import { ConnectionBanner } from '../realtime/ConnectionBanner';
import { LiveLayer } from '../realtime/LiveLayer';
import { LiveToasts } from '../realtime/LiveToasts';
import { LiveOrderPanel } from '../realtime/orders';
import { SessionGuard } from './SessionGuard';
import { LeaveBlocker } from '../resources/drafts';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { DocumentTitle } from './DocumentTitle';
import { TabSync } from '../realtime/tabs/TabSync';

/** The admin shell: top bar, side menu, the page, and the live layer over them. */
export const Layout = ({ children }: { children: ReactNode }) => (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
        <SessionGuard />
        <LeaveBlocker />
        <LiveLayer />
        <TabSync />
        <DocumentTitle />
        {children}
        <LiveOrderPanel />
        <LiveToasts />
        <ConnectionBanner />
        <DevTools />
    </RaLayout>
);
