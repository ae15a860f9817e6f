import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { ConnectionStatus } from '../realtime/ConnectionStatus';
import { GoldFigures } from '../realtime/GoldFigures';
import { SettingsDrawer } from './SettingsDrawer';
import { ShortcutButtons } from './ShortcutButtons';
import { UserMenu } from './UserMenu';

/** The top bar (spec §2): page title, live figures and connection, shortcuts, settings, user menu. */
export const AppBar = () => (
    <RaAppBar
        color="primary"
        userMenu={<UserMenu />}
        toolbar={
            <>
                <GoldFigures />
                <ConnectionStatus />
                <ShortcutButtons />
                <SettingsDrawer />
            </>
        }
    >
        <TitlePortal />
    </RaAppBar>
);
