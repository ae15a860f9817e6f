import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Credentials } from '../providers/authProvider';
import { cachedAdminKey } from '../providers/currentAdmin';
import { takeReturn } from '../providers/returnPath';
import { useNotifyFailure } from '../providers/useNotifyFailure';

/**
 * Signs in, says how it went ('login successful', the server's message or 'login
 * error', 'login failed' for an answer without a token) and opens the page the user was going to
 * (the dashboard by default; after a 401, the page this same admin was on, with its draft). Unlike react-admin's `useLogin`, it drops every cached auth answer
 * first (`useEnterAdmin`), so a cached "signed out" can't send the user straight back. Resolves true when signed in.
 */
export function useSignIn() {
    const authProvider = useAuthProvider();
    const enter = useEnterAdmin();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const next = useNextPath();
    return useCallback(
        async (credentials: Credentials): Promise<boolean> => {
            try {
                await authProvider?.login(credentials);
            } catch (error) {
                const message = (error as Error)?.message;
                if (message === 'app.auth.login_failed') notify(message, { type: 'error' });
                else notifyFailure(error, 'app.auth.login_error');
                return false;
            }
            // the page a 401 took this admin from (another admin's is left for them)
            const back = takeReturn(cachedAdminKey());
            enter(next === '/' && back ? back : next);
            notify('app.auth.login_success', { type: 'success' });
            return true;
        },
        [authProvider, enter, notify, notifyFailure, next]
    );
}

/**
 * Once signed in (here, or in another tab: ./useFollowSignIn.ts), opens the admin at `to` in
 * place of the sign-in page, every cached auth answer dropped first so that a cached "signed
 * out" can't send the user straight back.
 */
export function useEnterAdmin(): (to: string) => void {
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    return useCallback(
        (to: string) => {
            queryClient.removeQueries({ queryKey: ['auth'] });
            void navigate(to, { replace: true });
        },
        [queryClient, navigate]
    );
}

/** Where the user was going when sent to sign in (kept from /login through /verify), or `/`. */
export function useNextPath(): string {
    const state = useLocation().state as { nextPathname?: unknown; nextSearch?: unknown } | null;
    const path = typeof state?.nextPathname === 'string' && state.nextPathname.startsWith('/') ? state.nextPathname : '/';
    const search = typeof state?.nextSearch === 'string' ? state.nextSearch : '';
    return path === '/login' || path === '/verify' ? '/' : `${path}${search}`;
}
