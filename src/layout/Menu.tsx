import { Badge, ListSubheader } from '@mui/material';
import { createElement } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { persianDigits } from '../i18n/format';
import { useLive } from '../realtime/useLive';
import { menuEntries, type MenuEntry } from '../resources';
import { useCanOpen } from './useAdminAccess';
import { useHoverExpand } from './useHoverExpand';

/** A menu item's icon with its notice count (README, test ids: `menu-badge-{menuId}`). */
const MenuIcon = ({ entry }: { entry: MenuEntry }) => {
    const translate = useTranslate();
    const count = useLive(state => state.notices[entry.menuId] ?? 0);
    return (
        <Badge
            color="error"
            invisible={count <= 0}
            badgeContent={
                count > 0 ? (
                    <span data-testid={`menu-badge-${entry.menuId}`} aria-label={translate('app.live.notices', { count })}>
                        {persianDigits(count > 999 ? '999+' : count)}
                    </span>
                ) : null
            }
        >
            {createElement(entry.icon)}
        </Badge>
    );
};

/**
 * The side menu, built from the resource registry, under the 'statistics and information'
 * heading: every item for super_admin, only the `accesses` for other admins (docs/openapi.yaml, MenuId).
 */
export const Menu = () => {
    const translate = useTranslate();
    const [open] = useSidebarState();
    const canOpen = useCanOpen();
    const hover = useHoverExpand();
    return (
        <RaMenu {...hover}>
            {open && (
                <ListSubheader disableSticky sx={{ background: 'transparent', fontWeight: 700, lineHeight: 3 }}>
                    {translate('app.menu.heading')}
                </ListSubheader>
            )}
            {menuEntries.filter(entry => canOpen(entry.menuId)).map(entry => (
                <RaMenu.Item
                    key={entry.menuId}
                    to={entry.to}
                    primaryText={translate(entry.label, { smart_count: 2 })}
                    leftIcon={<MenuIcon entry={entry} />}
                    data-menu-id={entry.menuId}
                />
            ))}
        </RaMenu>
    );
};
