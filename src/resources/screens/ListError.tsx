import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { HttpError, useGetResourceLabel, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { serverMessage } from '../../providers/httpClient';
import { TOAST_MS } from '../../theme/timing';
import { isOptionalResource, isUnavailableAnswer, markUnavailable } from '../availability';

const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;

/** What a failed list says: no access for a 403, otherwise 'loading failed'. */
function useListErrorText(): (error: unknown) => string {
    const translate = useTranslate();
    const resource = useResourceContext();
    const getResourceLabel = useGetResourceLabel();
    return error =>
        isForbidden(error)
            ? translate('app.errors.forbidden_list', { name: resource ? getResourceLabel(resource, 2) : '' })
            : translate('app.errors.load');
}

/**
 * The toast of a failed list: for a 403, that the admin has no access to this list; otherwise
 * the screen's own `message` when it has one, else the server's message or 'loading failed'.
 * The same text is said once while its toast shows (`TOAST_MS`): react-admin asks for page 1 again when a
 * later page fails, and that second failure would queue the very same toast after the first.
 */
function useNotifyListError(message?: string): (error: unknown) => void {
    const notify = useNotify();
    const text = useListErrorText();
    const last = useRef<{ said: string; at: number } | null>(null);
    return error => {
        const said = isForbidden(error) ? text(error) : (message ?? serverMessage(error) ?? 'app.errors.load');
        const now = Date.now();
        if (last.current?.said === said && now - last.current.at < TOAST_MS) return;
        last.current = { said, at: now };
        notify(said, { type: 'error' });
    };
}

/**
 * A list's query options for failures: the toast ({@link useNotifyListError}), and, once a page
 * has failed, no earlier page's rows while another loads. react-admin goes back to page 1 when a
 * page fails, and shows page 1 from its cache (or the rows it had before) while asking again: a
 * list the admin may no longer see (a 403) would show its old rows and pagination figures for a
 * moment, then fail again. So a 403 also forgets the pages of that list not on screen.
 *
 * An optional resource (../availability.ts: approvals, staff, the activity log) that answers 404
 * or 403 is not asked again and says nothing: its screen says it is not available here.
 */
export function useListQueryOptions(message?: string) {
    const notifyError = useNotifyListError(message);
    const resource = useResourceContext();
    const queryClient = useQueryClient();
    const failed = useRef(false);
    const optional = isOptionalResource(resource);
    return {
        ...(optional ? { retry: (count: number, error: unknown) => !isUnavailableAnswer(error) && count < 3 } : {}),
        onError: (error: unknown) => {
            failed.current = true;
            if (resource && markUnavailable(resource, error)) return;
            if (isForbidden(error) && resource) {
                queryClient.removeQueries({ queryKey: [resource, 'getList'], predicate: query => query.getObserversCount() === 0 });
            }
            notifyError(error);
        },
        onSuccess: () => {
            failed.current = false;
        },
        placeholderData: <T,>(previous: T | undefined): T | undefined => (failed.current ? undefined : previous),
    };
}

/** Shown in place of the rows when the list can't be loaded: the screen stays, with a retry. */
export const ListError = () => {
    const translate = useTranslate();
    const { error, refetch } = useListContext();
    const text = useListErrorText();
    return (
        <Alert
            severity={isForbidden(error) ? 'warning' : 'error'}
            sx={{ m: 2 }}
            action={
                <Button color="inherit" size="small" onClick={() => refetch()}>
                    {translate('ra.action.refresh')}
                </Button>
            }
        >
            {text(error)}
        </Alert>
    );
};
