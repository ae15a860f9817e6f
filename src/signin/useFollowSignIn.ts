import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_KEY, session } from '../providers/session';
import { useNextPath } from './useSignIn';

/**
 * A sign-in completed in another tab of this browser (its `/admin/me` answer stored beside the
 * token: the `storage` event) takes this sign-in page on to where it was going, as its own
 * sign-in would: the browser's one session is this tab's too, so nobody signs in twice. A sign-in
 * page is shown only while signed out, so such a write can only be another tab's sign-in.
 */
export function useFollowSignIn(): void {
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const next = useNextPath();
    useEffect(() => {
        const signedInElsewhere = (event: StorageEvent) => {
            if (event.key !== ADMIN_KEY || !event.newValue || !session.getToken()) return;
            // a cached "signed out" must not send this tab straight back
            queryClient.removeQueries({ queryKey: ['auth'] });
            navigate(next, { replace: true });
        };
        window.addEventListener('storage', signedInElsewhere);
        return () => window.removeEventListener('storage', signedInElsewhere);
    }, [queryClient, navigate, next]);
}
