import { ListSubheader } from '@mui/material';
import { createElement } from 'react';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { RAIL_MENU_SX } from '../theme/railSx';
import { kitMenu } from './kitMenu';

const HEADING = 'نمونه‌ها و اجزا';
const HEADING_ID = 'menu-heading-kit';

/**
 * The template kit's group in the side menu: its heading, then a menu of its own named by it (a
 * heading is not a menu item; on the collapsed rail the menu is named by `aria-label`).
 */
export const KitMenuGroup = () => {
    const [open] = useSidebarState();
    return (
        <>
            {open && (
                <ListSubheader id={HEADING_ID} component="div" disableSticky sx={{ background: 'transparent', fontWeight: 700, lineHeight: 3 }}>
                    {HEADING}
                </ListSubheader>
            )}
            <RaMenu {...(open ? { 'aria-labelledby': HEADING_ID } : { 'aria-label': HEADING, sx: RAIL_MENU_SX })}>
                {kitMenu.map(item => (
                    <RaMenu.Item key={item.to} to={item.to} primaryText={item.label} leftIcon={createElement(item.icon)} />
                ))}
            </RaMenu>
        </>
    );
};
