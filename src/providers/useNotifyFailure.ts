import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { serverMessage } from './httpClient';

/**
 * "Say the server's message, or this fallback" as an error toast (docs/openapi.yaml, conventions): the one way a
 * failed call is told to staff. The fallback is a translation key or Persian text.
 */
export function useNotifyFailure(): (error: unknown, fallback: string) => void {
    const notify = useNotify();
    return useCallback((error: unknown, fallback: string) => notify(serverMessage(error) ?? fallback, { type: 'error' }), [notify]);
}
