import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthProvider, useResetStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { cachedAdminKey } from '../providers/currentAdmin';
import { setUnauthorizedHandler } from '../providers/httpClient';
import { rememberReturn } from '../providers/returnPath';
import { session } from '../providers/session';
import { BROADCASTING_INFO_PATH } from '../providers/dataProvider';

/**
 * docs/openapi.yaml, conventions: a 401 anywhere removes the token and admin data and goes to `/` (which sends a
 * signed-out user to /login); a 401 on broadcasting-info goes to /login. Sign-in calls are left
 * to their forms. The page the admin was on is kept for that admin: signing in again comes back to
 * it (and to its draft).
 *
 * The page is left at once (`flushSync`), not as the router's usual transition, and the store and
 * the queries are reset only once it is gone: a page left behind signed out fails its own sign-in
 * check, and each sign-out that check starts resets the store and the queries, which re-runs the
 * check; on a busy machine those urgent updates kept the transition from finishing for seconds.
 */
export const SessionGuard = () => {
    const authProvider = useAuthProvider();
    const navigate = useNavigate();
    const resetStore = useResetStore();
    const queryClient = useQueryClient();
    const location = useLocation();
    const here = useRef(location);
    useEffect(() => {
        here.current = location;
    }, [location]);
    useEffect(() => {
        setUnauthorizedHandler(path => {
            if (path.startsWith('/admin/auth/') || !session.getToken()) return;
            rememberReturn(cachedAdminKey(), `${here.current.pathname}${here.current.search}`);
            // the authProvider's logout removes the token and admin data at once, so the 401s
            // of requests still in flight find no token and stop here
            void authProvider
                ?.logout({})
                .then(() => navigate(path === BROADCASTING_INFO_PATH ? '/login' : '/', { flushSync: true }))
                .then(() => {
                    // what was read for this admin is not shown to the next one
                    resetStore();
                    queryClient.clear();
                });
        });
        return () => setUnauthorizedHandler(null);
    }, [authProvider, navigate, resetStore, queryClient]);
    return null;
};
