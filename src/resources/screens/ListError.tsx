import { Alert, Button } from '@mui/material';
import { HttpError, useGetResourceLabel, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { serverMessage } from '../../providers/httpClient';

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
 */
export function useNotifyListError(message?: string): (error: unknown) => void {
    const notify = useNotify();
    const text = useListErrorText();
    return error =>
        notify(isForbidden(error) ? text(error) : (message ?? serverMessage(error) ?? 'app.errors.load'), { type: 'error' });
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
