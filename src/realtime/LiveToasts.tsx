import { Alert, Button, Slide, Stack } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { TOAST_MS, toastStore, type LiveToast } from './toasts';

const Toast = ({ toast }: { toast: LiveToast }) => {
    const translate = useTranslate();
    useEffect(() => {
        const timer = setTimeout(() => toastStore.dismiss(toast.id), TOAST_MS);
        return () => clearTimeout(timer);
    }, [toast.id]);
    return (
        <Slide direction="down" in mountOnEnter>
            <Alert
                role="none" // the stack is the live region: an alert inside it would say the toast twice
                variant="filled"
                severity={toast.severity}
                onClose={() => toastStore.dismiss(toast.id)}
                closeText={translate('ra.action.close')}
                action={
                    toast.action ? (
                        <Button
                            color="inherit"
                            size="small"
                            onClick={() => {
                                toastStore.dismiss(toast.id);
                                toast.action?.run();
                            }}
                        >
                            {translate(toast.action.label)}
                        </Button>
                    ) : undefined
                }
                sx={{ boxShadow: 3, minWidth: 280, maxWidth: 420 }}
            >
                {translate(toast.message, { _: toast.message })}
            </Alert>
        </Slide>
    );
};

/** The stack of live toasts, at the top right of the page, beside the side menu. */
export const LiveToasts = () => {
    const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getState);
    return (
        <Stack
            role="status"
            aria-live="polite"
            spacing={1}
            sx={{
                position: 'fixed',
                zIndex: theme => theme.zIndex.snackbar,
                top: { xs: 64, sm: 72 },
                // RTL: the emotion cache turns this `left` into the right side of the screen
                left: { xs: 16, md: 'calc(var(--zar-sidebar-width, 280px) + 16px)' }, // the menu's real width
                pointerEvents: 'none',
                '& > *': { pointerEvents: 'auto' },
            }}
        >
            {toasts.map(toast => (
                <Toast key={toast.id} toast={toast} />
            ))}
        </Stack>
    );
};
