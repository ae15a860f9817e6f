import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { AccessDenied } from './AccessDenied';

/**
 * A resource screen opens only for admins who may open its menu id (docs/openapi.yaml, MenuId)
 * and, when `/admin/me` carries `permissions`, take the screen's action (`list`, `show`,
 * `create`, `edit`). Anyone else sees the access-denied page, and the screen — with its API
 * calls — is never mounted.
 */
export const AccessGuard = ({
    resource,
    action = 'list',
    children,
}: {
    resource: string;
    action?: 'list' | 'show' | 'create' | 'edit';
    children: ReactNode;
}) => {
    const { canAccess, isPending } = useCanAccess({ resource, action });
    if (isPending) return <Loading />;
    return canAccess ? <>{children}</> : <AccessDenied />;
};
