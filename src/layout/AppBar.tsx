import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { SettingsDrawer } from './SettingsDrawer';

/** The top bar: page title and settings. Live figures join it with the live layer. */
export const AppBar = () => (
    <RaAppBar color="primary" toolbar={<SettingsDrawer />}>
        <TitlePortal />
    </RaAppBar>
);
