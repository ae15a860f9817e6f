import { useNotifyFailure } from '../../providers/useNotifyFailure';

/**
 * A failed save's toast (docs/openapi.yaml, conventions): the server's `message` — also for a 422, whose field
 * errors go under the fields — or a generic Persian text.
 */
export function useNotifySaveError() {
    const notifyFailure = useNotifyFailure();
    return (error: unknown) => notifyFailure(error, (error as Error)?.message || 'ra.notification.http_error');
}
