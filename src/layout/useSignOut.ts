import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider, useResetStore } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/**
 * The admin's one way to sign out (a 401's, the logout dialog's): the authProvider's `logout`
 * removes the token and the admin's data at once; the page is then left at once (`flushSync`), not
 * as the router's usual transition, and react-admin's store and queries are emptied only once it
 * is gone, so what was read for this admin is not shown to the next one.
 *
 * react-admin's own `useLogout` navigates as a transition and empties the store beside it: a page
 * left behind signed out fails its own sign-in check, whose sign-out empties the store again and
 * re-runs the check; on a busy machine those urgent updates kept the transition from finishing
 * for seconds, and the page's requests went out again without a token.
 */
export function useSignOut(): (to: string, params?: { deliberate?: boolean }) => Promise<void> {
    const authProvider = useAuthProvider();
    const navigate = useNavigate();
    const resetStore = useResetStore();
    const queryClient = useQueryClient();
    return useCallback(
        async (to, params = {}) => {
            await authProvider?.logout(params);
            await navigate(to, { flushSync: true });
            resetStore();
            queryClient.clear();
        },
        [authProvider, navigate, resetStore, queryClient]
    );
}
