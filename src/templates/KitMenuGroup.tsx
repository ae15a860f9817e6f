import { ListSubheader } from '@mui/material';
import { createElement } from 'react';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { kitMenu } from './kitMenu';

/** The template kit's group in the side menu, under its own heading. */
export const KitMenuGroup = () => {
    const [open] = useSidebarState();
    return (
        <>
            {open && (
                <ListSubheader disableSticky sx={{ background: 'transparent', fontWeight: 700, lineHeight: 3 }}>
                    نمونه‌ها و اجزا
                </ListSubheader>
            )}
            {kitMenu.map(item => (
                <RaMenu.Item key={item.to} to={item.to} primaryText={item.label} leftIcon={createElement(item.icon)} />
            ))}
        </>
    );
};
