import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { LinkBase, Menu, useMatch } from 'react-admin';
import { LazyTooltip } from '../theme/LazyTooltip';

/**
 * A side-menu item: what react-admin's `Menu.Item` (`MenuItemLink`) draws, the same element, class
 * names, look, roles and keyboard behaviour, in a few components instead of about sixty. react-admin's
 * item is MUI's `MenuItem` and `ButtonBase` (a ripple, focus tracking), `ListItemIcon`, `Typography`,
 * each styled on its own; here the item is a link with plain elements inside, styled once for the
 * whole menu by the menu around them (`LinkMenu`) (docs/performance.md, "Starting the admin").
 *
 * - a link (`role="menuitem"`, in the tab order, as react-admin's), `RaMenuItemLink-active` on the
 *   current page's item; MUI's `MenuList` around the items moves the focus with the arrow keys;
 * - the keyboard focus ring (`:focus-visible`) as the theme draws it on MUI's buttons;
 * - on the collapsed rail, the label as a tooltip (`tooltip`, shown to the keyboard and the pointer);
 * - a click on a small screen (where the menu is a drawer) closes the menu (`onNavigate`).
 */
export const MenuLink = memo(function MenuLink({
    to,
    icon,
    label,
    tooltip,
    onNavigate,
    ...rest
}: {
    to: string;
    icon: ReactNode;
    label: ReactNode;
    /** the rail's tooltip: its text ('' for none), or undefined where the labels show */
    tooltip?: string;
    onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
    'data-menu-id'?: string;
}) {
    const active = useMatch({ path: to, end: to === '/' });
    const link = (
        <LinkBase
            to={to}
            role="menuitem"
            tabIndex={0}
            className={'RaMenuItemLink-root' + (active ? ' RaMenuItemLink-active' : '')}
            onClick={onNavigate}
            {...rest}
        >
            <div className="MuiListItemIcon-root RaMenuItemLink-icon">{icon}</div>
            <p className="MuiTypography-root MuiTypography-noWrap">{label}</p>
        </LinkBase>
    );
    return tooltip === undefined ? (
        link
    ) : (
        <LazyTooltip title={tooltip} placement="right" describeChild>
            {link}
        </LazyTooltip>
    );
});

/**
 * react-admin's side menu (MUI's `MenuList`: `role="menu"`, the arrow keys) with the look of the
 * `MenuLink` items in it: one style for all of them.
 */
export const LinkMenu = styled(Menu)(({ theme }) => menuLinkStyles(theme));

/**
 * The look of the items `MenuLink` draws, on the menu around them: MUI's `ButtonBase` and `MenuItem`,
 * react-admin's `MenuItemLink` and the theme's own overrides of it (src/theme/theme.tsx,
 * `RaMenuItemLink`), MUI's `ListItemIcon`, `Typography` (`noWrap`) and `Badge`. Physical sides,
 * as MUI writes them: the right-to-left style cache turns them (src/layout/RtlCache.tsx).
 */
const menuLinkStyles = (theme: Theme): CSSObject => {
    const palette = (theme.vars ?? theme).palette;
    const overrides = theme.components?.RaMenuItemLink?.styleOverrides?.root;
    return {
        // ListItemIcon, as MenuItemLink sizes it (outside the item's own rule, so that the rail's
        // rule, src/layout/Menu.tsx, and the theme's, inside it, come after)
        '& .RaMenuItemLink-icon': {
            color: palette.text.secondary,
            minWidth: theme.spacing(5),
            flexShrink: 0,
            display: 'inline-flex',
        },
        '& .RaMenuItemLink-root': {
            // ButtonBase and MenuItem (what an anchor does not have already; the margin and the
            // corners are the theme's, below)
            WebkitTapHighlightColor: 'transparent',
            outline: 0,
            cursor: 'pointer',
            userSelect: 'none',
            ...theme.typography.body1,
            display: 'flex',
            alignItems: 'center',
            textDecoration: 'none',
            // (the minimum height is the theme's, below)
            padding: '6px 16px',
            boxSizing: 'border-box',
            whiteSpace: 'nowrap',
            [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
            '&:hover': {
                backgroundColor: palette.action.hover,
                '@media (hover: none)': { backgroundColor: 'transparent' },
            },
            // the keyboard's focus: MenuItem's tint and the theme's ring on MUI's buttons
            '&:focus-visible': {
                backgroundColor: palette.action.focus,
                outline: `2px solid ${palette.primary.main}`,
                outlineOffset: 2,
            },
            // MenuItemLink
            color: palette.text.secondary,
            '&.RaMenuItemLink-active': { color: palette.text.primary },
            // Typography, noWrap, its flexGrow
            '& > .MuiTypography-root': {
                margin: 0,
                font: 'inherit',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                flexGrow: 1,
            },
            // Badge: standard, top right, over a rectangle, the error colour
            '& .MuiBadge-root': { position: 'relative', display: 'inline-flex' },
            '& .MuiBadge-badge': {
                display: 'flex',
                justifyContent: 'center',
                alignItems: 'center',
                position: 'absolute',
                boxSizing: 'border-box',
                fontWeight: theme.typography.fontWeightMedium,
                fontSize: theme.typography.pxToRem(12),
                minWidth: 20,
                lineHeight: 1,
                padding: '0 6px',
                height: 20,
                borderRadius: 10,
                zIndex: 1,
                backgroundColor: palette.error.main,
                color: palette.error.contrastText,
                '--Badge-translateX': '50%',
                '--Badge-translateY': '-50%',
                top: 0,
                right: 0,
                transform: 'scale(1) translate(var(--Badge-translateX), var(--Badge-translateY))',
                transformOrigin: '100% 0%',
                transition: theme.transitions.create('transform', {
                    easing: theme.transitions.easing.easeInOut,
                    duration: theme.transitions.duration.enteringScreen,
                }),
                '&.MuiBadge-invisible': {
                    transform: 'scale(0) translate(var(--Badge-translateX), var(--Badge-translateY))',
                    transition: theme.transitions.create('transform', {
                        easing: theme.transitions.easing.easeInOut,
                        duration: theme.transitions.duration.leavingScreen,
                    }),
                },
            },
            // the theme's own look of react-admin's item (src/theme/theme.tsx)
            ...(overrides as CSSObject | undefined),
        },
    };
};
