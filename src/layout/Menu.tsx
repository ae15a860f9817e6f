import { ListSubheader } from '@mui/material';
import { createElement } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { menuEntries } from '../resources';
import { useCanOpen } from './useAdminAccess';

/**
 * The side menu, built from the resource registry, under the 'statistics and information'
 * heading: every item for super_admin, only the `accesses` for other admins (contract §5).
 */
export const Menu = () => {
    const translate = useTranslate();
    const [open] = useSidebarState();
    const canOpen = useCanOpen();
    return (
        <RaMenu>
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
                    leftIcon={createElement(entry.icon)}
                    data-menu-id={entry.menuId}
                />
            ))}
        </RaMenu>
    );
};
