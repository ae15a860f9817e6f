import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { cachedAdminKey } from '../providers/currentAdmin';
import { setUnauthorizedHandler } from '../providers/httpClient';
import { rememberReturn } from '../providers/returnPath';
import { session, TOKEN_KEY } from '../providers/session';
import { BROADCASTING_INFO_PATH } from '../providers/dataProvider';
import { useSignOut } from './useSignOut';

/**
 * docs/openapi.yaml, conventions: a 401 anywhere removes the token and admin data and goes to `/` (which sends a
 * signed-out user to /login); a 401 on broadcasting-info goes to /login. Sign-in calls are left
 * to their forms. The page the admin was on is kept for that admin: signing in again comes back to
 * it (and to its draft).
 *
 * A sign-out in another tab of this browser (the token removed there, by the logout dialog or a
 * 401) signs this tab out too, at once: it leaves the admin's page and so closes its live
 * connection (the layout's). The drafts and the page to come back to are as that sign-out left
 * them (a deliberate one forgets both): this page is not kept.
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
    useEffect(() => {
        // `storage` is heard only from the browser's other tabs; `key` null: their storage cleared
        const signedOutElsewhere = (event: StorageEvent) => {
            if (event.key !== TOKEN_KEY && event.key !== null) return;
            if (session.getToken()) return;
            void signOut('/');
        };
        window.addEventListener('storage', signedOutElsewhere);
        return () => window.removeEventListener('storage', signedOutElsewhere);
    }, [signOut]);
    return null;
};
