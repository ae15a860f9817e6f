import { visuallyHidden } from '@mui/utils';

/**
 * A menu on the collapsed side menu (the icon rail): its items' icons centred, their labels kept
 * for screen readers only (a label left in would show its first letters beside the icon). For the
 * `sx` of a menu around react-admin's or the admin's menu items (both `RaMenuItemLink-…`).
 */
export const RAIL_MENU_SX = {
    '& .RaMenuItemLink-root': { justifyContent: 'center', px: 0 },
    '& .RaMenuItemLink-icon': { minWidth: 0 },
    '& .RaMenuItemLink-root > .MuiTypography-root': { ...visuallyHidden },
};
