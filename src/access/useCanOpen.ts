import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { useCallback } from 'react';
import type { Verdict } from '../domain/permissions';
import { canOpen, rightTo, type AdminAccess, type AnyMenuId, type ResourceAction } from './rules';

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

/**
 * Whether the signed-in admin may open a menu id (docs/openapi.yaml, MenuId) and, given its API
 * resource, list it (`permissions`: a resource whose `list` is not allowed has no menu entry);
 * false while unknown.
 */
export function useCanOpen(): (menuId: AnyMenuId, resource?: string) => boolean {
    const permissions = useAdminPermissions();
    return (menuId, resource) => canOpen(permissions, menuId) && (!resource || rightTo(permissions, resource, 'list').allowed);
}

/** What the admin's rules allow on a resource's records; see `useActionRights`. */
export type ActionRights = (action: ResourceAction, record?: { amount?: unknown } | null) => Verdict;

/**
 * What the signed-in admin may do on one resource, judged synchronously from the permissions
 * already read (the same cached query as the menu): a row, a button or a bulk action asks this
 * function, never the server, and never one access query per row. Nothing is allowed while the
 * permissions are unknown (without an authProvider, as react-admin does, everything is). Opening
 * the resource at all (its menu id) is the screen guard's check.
 */
export function useActionRights(resource: string): ActionRights {
    const permissions = useAdminPermissions();
    // no authProvider at all (react-admin's rule): nothing is checked, everything is allowed
    const unchecked = !useAuthProvider();
    return useCallback<ActionRights>(
        (action, record) => (unchecked ? { allowed: true, needsApproval: false } : rightTo(permissions, resource, action, record)),
        [permissions, resource, unchecked]
    );
}
