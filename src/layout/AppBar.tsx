import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { SettingsDrawer } from './SettingsDrawer';
import { ShortcutButtons } from './ShortcutButtons';
import { UserMenu } from './UserMenu';

/** The top bar: page title, shortcuts, settings and the user menu. */
export const AppBar = () => (
    <RaAppBar
        color="primary"
        userMenu={<UserMenu />}
        toolbar={
            <>
                <ShortcutButtons />
                <SettingsDrawer />
            </>
        }
    >
        <TitlePortal />
    </RaAppBar>
);
