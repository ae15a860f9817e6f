import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { forwardRef, useState } from 'react';
import { UserMenu as RaUserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { LogoutDialog } from './LogoutDialog';

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: React.ReactNode }>(
    ({ to, label, icon }, ref) => {
        const translate = useTranslate();
        const { onClose } = useUserMenu() ?? {};
        return (
            <MenuItem component={Link} to={to} ref={ref} onClick={onClose}>
                <ListItemIcon>{icon}</ListItemIcon>
                <ListItemText>{translate(label)}</ListItemText>
            </MenuItem>
        );
    }
);

const LogoutItem = forwardRef<HTMLLIElement, { onLogout: () => void }>(({ onLogout }, ref) => {
    const translate = useTranslate();
    const { onClose } = useUserMenu() ?? {};
    return (
        <MenuItem
            ref={ref}
            onClick={() => {
                onClose?.();
                onLogout();
            }}
        >
            <ListItemIcon>
                <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.auth.logout.action')}</ListItemText>
        </MenuItem>
    );
});

/** The user menu in the top bar: home, profile, and logout with a confirmation. */
export const UserMenu = () => {
    const [confirming, setConfirming] = useState(false);
    // the question is drawn from the first time it is asked (then kept, for its closing fade):
    // until then nothing of it draws again with every change of the route while the admin starts
    const [asked, setAsked] = useState(false);
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    // from the width react-admin shows the admin's name on the button: its accessible name then
    // starts with that name and says what it opens (WCAG 2.5.3, label in name); narrower, the
    // button is an icon named by the translation key
    const showsName = useMediaQuery<Theme>(theme => theme.breakpoints.up('sm')) && !!identity?.fullName;
    const label = showsName ? `${identity!.fullName}، ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
    return (
        <>
            <RaUserMenu label={label}>
                <LinkItem to="/" label="app.user_menu.home" icon={<HomeIcon fontSize="small" />} />
                <LinkItem to="/profile" label="app.user_menu.profile" icon={<PersonIcon fontSize="small" />} />
                <LogoutItem
                    onLogout={() => {
                        setAsked(true);
                        setConfirming(true);
                    }}
                />
            </RaUserMenu>
            {asked && <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />}
        </>
    );
};
