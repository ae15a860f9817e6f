import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider, useResetStore } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/**
 * The admin's one way to sign out (a 401's, the logout dialog's, another tab's): the
 * authProvider's `logout` removes the token and the admin's data at once, and with them the
 * shell and the page (./Layout.tsx draws only while a session is held); then the router goes to
 * `to`, and only then are react-admin's store and queries emptied, so what was read for this
 * admin is not shown to the next one.
 *
 * Not react-admin's `useLogout`: it empties the store beside a navigation that React runs as a
 * transition, while the page being left is still drawn and checking its session.
 */
export function useSignOut(): (to: string, params?: { deliberate?: boolean }) => Promise<void> {
    const authProvider = useAuthProvider();
    const navigate = useNavigate();
    const resetStore = useResetStore();
    const queryClient = useQueryClient();
    return useCallback(
        async (to, params = {}) => {
            await authProvider?.logout(params);
            await navigate(to);
            resetStore();
            queryClient.clear();
        },
        [authProvider, navigate, resetStore, queryClient]
    );
}
