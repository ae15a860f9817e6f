import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PeopleIcon from '@mui/icons-material/People';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AnyMenuId } from '../access/rules';
import { useCanOpen } from './useAdminAccess';
import { LazyTooltip } from '../theme/LazyTooltip';

const SHORTCUTS: Array<{ menuId: AnyMenuId; to: string; label: string; Icon: typeof PeopleIcon }> = [
    { menuId: 'banking', to: '/bank', label: 'app.shortcuts.bank', Icon: AccountBalanceIcon },
    { menuId: 'order', to: '/order', label: 'app.shortcuts.orders', Icon: ShoppingCartIcon },
    { menuId: 'user', to: '/user', label: 'app.shortcuts.customers', Icon: PeopleIcon },
];

/** Top-bar shortcuts to bank settings, orders and customers, for those who may open them. */
export const ShortcutButtons = () => {
    const translate = useTranslate();
    const canOpen = useCanOpen();
    return (
        <>
            {SHORTCUTS.filter(shortcut => canOpen(shortcut.menuId, shortcut.to.slice(1))).map(({ menuId, to, label, Icon }) => (
                <LazyTooltip key={menuId} title={translate(label)}>
                    <IconButton color="inherit" component={Link} to={to} aria-label={translate(label)}>
                        <Icon />
                    </IconButton>
                </LazyTooltip>
            ))}
        </>
    );
};
