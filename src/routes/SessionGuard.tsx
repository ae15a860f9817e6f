import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { BROADCASTING_INFO } from '../providers/authProvider';
import { forgetAdmin } from '../providers/currentAdmin';
import { setUnauthorizedHandler } from '../providers/httpClient';
import { session } from '../providers/session';

/**
 * Contract §2: a 401 anywhere removes the token and admin data and goes to `/` (which sends a
 * signed-out user to /login); a 401 on broadcasting-info goes to /login. Sign-in calls are left
 * to their forms.
 */
export const SessionGuard = () => {
    const logout = useLogout();
    useEffect(() => {
        setUnauthorizedHandler(path => {
            if (path.startsWith('/admin/auth/') || !session.getToken()) return;
            session.clear();
            forgetAdmin();
            void logout({}, path === BROADCASTING_INFO ? '/login' : '/', false);
        });
        return () => setUnauthorizedHandler(null);
    }, [logout]);
    return null;
};
