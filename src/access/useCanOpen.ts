import { usePermissions } from 'react-admin';
import { canOpen, type AdminAccess, type MenuId } from './rules';

/** Whether the signed-in admin may open a menu id (docs/openapi.yaml, MenuId); false while unknown. */
export function useCanOpen(): (menuId: MenuId) => boolean {
    const { permissions } = usePermissions<AdminAccess | null>();
    return menuId => canOpen(permissions, menuId);
}
