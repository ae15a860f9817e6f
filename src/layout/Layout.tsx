import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { ScrollToTop } from './ScrollToTop';

/** The admin shell: top bar, side menu and the page. */
export const Layout = ({ children }: { children: ReactNode }) => (
    <RaLayout appBar={AppBar} menu={Menu}>
        <ScrollToTop />
        {children}
    </RaLayout>
);
