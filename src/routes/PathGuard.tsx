import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasSession } from '../providers/authProvider';
import { isPublicPath, redirectFor } from './knownPaths';

/**
 * Decides where a path may be shown before the admin renders (README, Routes): old, unknown and
 * impossible paths go where `redirectFor` says, and a signed-out user goes to /login. Deciding
 * here, synchronously, keeps react-admin's own "log out on mount" from looping against the
 * router's deferred navigation.
 */
export const PathGuard = ({ children }: { children: ReactNode }) => {
    const { pathname, search } = useLocation();
    const target = redirectFor(pathname);
    if (target) return <Navigate to={target === '/404' ? target : `${target}${search}`} replace />;
    if (!isPublicPath(pathname) && !hasSession()) {
        return <Navigate to="/login" replace state={{ nextPathname: pathname, nextSearch: search }} />;
    }
    return <>{children}</>;
};
