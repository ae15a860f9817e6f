import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { AccessDenied } from './AccessDenied';

/**
 * A resource screen opens only for admins who may open its menu id (docs/openapi.yaml, MenuId). Anyone else
 * sees the access-denied page, and the screen — with its API calls — is never mounted.
 */
export const AccessGuard = ({ resource, children }: { resource: string; children: ReactNode }) => {
    const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
    if (isPending) return <Loading />;
    return canAccess ? <>{children}</> : <AccessDenied />;
};
