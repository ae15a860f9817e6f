import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { cachedAdminKey } from '../providers/currentAdmin';
import { setUnauthorizedHandler } from '../providers/httpClient';
import { rememberReturn } from '../providers/returnPath';
import { session } from '../providers/session';
import { BROADCASTING_INFO_PATH } from '../providers/dataProvider';
import { useSignOut } from './useSignOut';

/**
 * docs/openapi.yaml, conventions: a 401 anywhere removes the token and admin data and goes to `/` (which sends a
 * signed-out user to /login); a 401 on broadcasting-info goes to /login. Sign-in calls are left
 * to their forms. The page the admin was on is kept for that admin: signing in again comes back to
 * it (and to its draft).
 */
export const SessionGuard = () => {
    const signOut = useSignOut();
    const location = useLocation();
    const here = useRef(location);
    useEffect(() => {
        here.current = location;
    }, [location]);
    useEffect(() => {
        setUnauthorizedHandler(path => {
            if (path.startsWith('/admin/auth/') || !session.getToken()) return;
            rememberReturn(cachedAdminKey(), `${here.current.pathname}${here.current.search}`);
            // the token and admin data go at once, so the 401s of requests still in flight find
            // no token and stop here
            void signOut(path === BROADCASTING_INFO_PATH ? '/login' : '/');
        });
        return () => setUnauthorizedHandler(null);
    }, [signOut]);
    return null;
};
