import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasSession } from '../providers/authProvider';
import { servedReading, useServedDefinitions, useServedSettled } from '../resources';
import { isPublicPath, mayBeServedPath, NOT_FOUND, redirectFor } from './knownPaths';

/**
 * Decides where a path may be shown before the admin renders (README, Routes): old, unknown and
 * impossible paths go where `redirectFor` says, and a signed-out user goes to /login (also from a
 * path that may be a served resource's, to come back to it once signed in). Deciding
 * here, synchronously, keeps react-admin's own "log out on mount" from looping against the
 * router's deferred navigation.
 */
export const PathGuard = ({ children }: { children: ReactNode }) => {
    const { pathname, search } = useLocation();
    // a served resource's path is known once its definitions are read: re-decide on each reading
    useServedDefinitions();
    const settled = useServedSettled();
    const target = redirectFor(pathname);
    // a path no built-in resource knows may be a served one (a bookmark, a reload): wait for the
    // first reading of the served definitions before calling it unknown
    const waiting = target === NOT_FOUND && !settled && hasSession();
    useEffect(() => {
        if (waiting) void servedReading();
    }, [waiting]);
    if (waiting) return null;
    // signed out, a path that may name a served resource is only known after sign-in
    const signInFirst = target === NOT_FOUND && !hasSession() && mayBeServedPath(pathname);
    if (target && !signInFirst) return <Navigate to={target === '/404' ? target : `${target}${search}`} replace />;
    if (!isPublicPath(pathname) && !hasSession()) {
        return <Navigate to="/login" replace state={{ nextPathname: pathname, nextSearch: search }} />;
    }
    return <>{children}</>;
};
