import { ListSubheader } from '@mui/material';
import { createElement } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { menuEntries } from '../resources';

/** The side menu, built from the resource registry, under the 'statistics and information' heading. */
export const Menu = () => {
    const translate = useTranslate();
    const [open] = useSidebarState();
    return (
        <RaMenu>
            {open && (
                <ListSubheader disableSticky sx={{ background: 'transparent', fontWeight: 700, lineHeight: 3 }}>
                    {translate('app.menu.heading')}
                </ListSubheader>
            )}
            {menuEntries.map(entry => (
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
