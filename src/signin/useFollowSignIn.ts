import { useEffect } from 'react';
import { ADMIN_KEY, session } from '../providers/session';
import { useEnterAdmin, useNextPath } from './useSignIn';

/**
 * A sign-in completed in another tab of this browser (its `/admin/me` answer stored beside the
 * token: the `storage` event) takes this sign-in page on to where it was going, as its own
 * sign-in would: the browser's one session is this tab's too, so nobody signs in twice. A sign-in
 * page is shown only while signed out, so such a write can only be another tab's sign-in.
 */
export function useFollowSignIn(): void {
    const enter = useEnterAdmin();
    const next = useNextPath();
    useEffect(() => {
        const signedInElsewhere = (event: StorageEvent) => {
            if (event.key !== ADMIN_KEY || !event.newValue || !session.getToken()) return;
            enter(next);
        };
        window.addEventListener('storage', signedInElsewhere);
        return () => window.removeEventListener('storage', signedInElsewhere);
    }, [enter, next]);
}
