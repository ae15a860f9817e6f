import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Credentials } from '../providers/authProvider';

/**
 * Signs in and opens the page the user was going to (the dashboard by default). Unlike react-admin's `useLogin`, it drops every cached auth
 * answer first: with `requireAuth`, a cached "signed out" would otherwise sign the user straight
 * back out on arrival.
 */
export function useSignIn() {
    const authProvider = useAuthProvider();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const next = useNextPath();
    return useCallback(
        async (credentials: Credentials) => {
            await authProvider?.login(credentials);
            queryClient.removeQueries({ queryKey: ['auth'] });
            navigate(next, { replace: true });
        },
        [authProvider, queryClient, navigate, next]
    );
}

/** Where the user was going when sent to sign in (kept from /login through /verify), or `/`. */
export function useNextPath(): string {
    const state = useLocation().state as { nextPathname?: unknown; nextSearch?: unknown } | null;
    const path = typeof state?.nextPathname === 'string' && state.nextPathname.startsWith('/') ? state.nextPathname : '/';
    const search = typeof state?.nextSearch === 'string' ? state.nextSearch : '';
    return path === '/login' || path === '/verify' ? '/' : `${path}${search}`;
}
