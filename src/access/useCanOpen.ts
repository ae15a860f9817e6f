import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { canOpen, type AdminAccess, type AnyMenuId } from './rules';

/**
 * The signed-in admin's permissions, from react-admin's own permissions query (the same key, so
 * one request and one cache for both, and the same 5-minute freshness). Unlike `usePermissions`,
 * its reader draws again only when the permissions change: `usePermissions` also reads the router
 * (to sign out on a refusal), so every reader drew again each time the route's context did — the
 * whole side menu, about a thousand components, several times while the admin starts and again on
 * each page change. A refused permissions request still signs the admin out: react-admin's own
 * readers of it (the admin's routes) do that.
 */
export function useAdminPermissions(): AdminAccess | null | undefined {
    const authProvider = useAuthProvider();
    const { data } = useQuery<AdminAccess | null>({
        queryKey: ['auth', 'getPermissions', {}],
        queryFn: async ({ signal }) => ((await authProvider?.getPermissions?.({ signal })) as AdminAccess | null | undefined) ?? null,
        staleTime: 5 * 60 * 1000,
        notifyOnChangeProps: ['data'],
    });
    return data;
}

/** Whether the signed-in admin may open a menu id (docs/openapi.yaml, MenuId); false while unknown. */
export function useCanOpen(): (menuId: AnyMenuId) => boolean {
    const permissions = useAdminPermissions();
    return menuId => canOpen(permissions, menuId);
}
