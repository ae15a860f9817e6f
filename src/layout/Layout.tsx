import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { DevTools } from './DevTools';
import { SessionGuard } from '../routes/SessionGuard';
import { Menu } from './Menu';

/** The admin shell: top bar, side menu and the page. */
export const Layout = ({ children }: { children: ReactNode }) => (
    <RaLayout appBar={AppBar} menu={Menu}>
        <SessionGuard />
        {children}
        <DevTools />
    </RaLayout>
);
