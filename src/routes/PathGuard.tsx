import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { redirectFor } from './knownPaths';

/** Sends old, unknown and impossible paths where `redirectFor` says, before anything renders. */
export const PathGuard = ({ children }: { children: ReactNode }) => {
    const { pathname, search } = useLocation();
    const target = redirectFor(pathname);
    if (target) return <Navigate to={target === '/404' ? target : `${target}${search}`} replace />;
    return <>{children}</>;
};
