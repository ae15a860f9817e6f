import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Credentials } from '../providers/authProvider';

/**
 * Signs in and opens the dashboard. Unlike react-admin's `useLogin`, it drops every cached auth
 * answer first: with `requireAuth`, a cached "signed out" would otherwise sign the user straight
 * back out on arrival.
 */
export function useSignIn() {
    const authProvider = useAuthProvider();
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    return useCallback(
        async (credentials: Credentials) => {
            await authProvider?.login(credentials);
            queryClient.removeQueries({ queryKey: ['auth'] });
            navigate('/', { replace: true });
        },
        [authProvider, queryClient, navigate]
    );
}
