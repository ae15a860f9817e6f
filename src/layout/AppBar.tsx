import { Box } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { ConnectionStatus } from '../realtime/ConnectionStatus';
import { GoldFigures } from '../realtime/GoldFigures';
import { SearchButton } from './SearchButton';
import { SettingsDrawer } from './SettingsDrawer';
import { ShortcutButtons } from './ShortcutButtons';
import { UserMenu } from './UserMenu';

/**
 * The top bar: page title, global search, live figures and connection, shortcuts, settings, user menu.
 * Calm: the page's own background, a hairline under it, no shadow. On a
 * phone the title may wrap (it stays whole), the figures sit behind one button and the shortcuts
 * are left to the side menu.
 */
export const AppBar = () => (
    <RaAppBar
        color="inherit"
        userMenu={<UserMenu />}
        sx={theme => ({
            // solid: a translucent, blurred bar costs the compositor a pass over what is under it
            // in every frame that changes anything (measured: docs/performance.md)
            bgcolor: theme.palette.background.default,
            color: 'text.primary',
            boxShadow: 'none',
            borderBottom: 1,
            borderColor: 'divider',
            // on a phone the bar's buttons are 36 px (above the 24 px a target needs), so the
            // page's title keeps room for its words
            [theme.breakpoints.down('sm')]: { '& .MuiIconButton-root': { padding: '6px' } },
        })}
        toolbar={
            <>
                <SearchButton />
                <GoldFigures />
                <ConnectionStatus />
                <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>
                    <ShortcutButtons />
                </Box>
                <SettingsDrawer />
            </>
        }
    >
        {/* the page's name: its one h1, styled as the bar's title */}
        <TitlePortal
            component="h1"
            sx={{
                fontWeight: 700,
                fontSize: { xs: '1rem', sm: '1.125rem' },
                whiteSpace: { xs: 'normal', sm: 'nowrap' },
                // on a phone a long title wraps instead of being cut
                lineHeight: { xs: 1.35, sm: 1.6 },
            }}
        />
    </RaAppBar>
);
