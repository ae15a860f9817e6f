import { useNotify } from 'react-admin';
import { serverMessage } from '../../providers/httpClient';

/**
 * A failed save's toast (docs/openapi.yaml, conventions): the server's `message` — also for a 422, whose field
 * errors go under the fields — or a generic Persian text.
 */
export function useNotifySaveError() {
    const notify = useNotify();
    return (error: unknown) => {
        const fallback = (error as Error)?.message || 'ra.notification.http_error';
        notify(serverMessage(error) ?? fallback, { type: 'error' });
    };
}
