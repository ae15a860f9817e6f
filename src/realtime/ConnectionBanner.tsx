import { Alert, Box, Button, Slide } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLive } from './useLive';

/** How long the channel may report `unavailable` before the banner shows. */
export const UNAVAILABLE_DELAY_MS = 300;

function useOnline(): boolean {
    const [online, setOnline] = useState(() => navigator.onLine);
    useEffect(() => {
        const update = () => setOnline(navigator.onLine);
        window.addEventListener('online', update);
        window.addEventListener('offline', update);
        return () => {
            window.removeEventListener('online', update);
            window.removeEventListener('offline', update);
        };
    }, []);
    return online;
}

/**
 * The bottom connection-error banner (docs/asyncapi.yaml): when the browser is offline, or
 * 300 ms after the channel reports `unavailable`; gone on reconnect. Retry reloads the page.
 */
export const ConnectionBanner = () => {
    const translate = useTranslate();
    const online = useOnline();
    const unavailable = useLive(state => state.connection === 'unavailable' || state.connection === 'failed');
    const [late, setLate] = useState(false);

    useEffect(() => {
        if (!unavailable) return;
        const timer = setTimeout(() => setLate(true), UNAVAILABLE_DELAY_MS);
        return () => {
            clearTimeout(timer);
            setLate(false);
        };
    }, [unavailable]);

    const show = !online || (unavailable && late);
    return (
        <Box
            sx={{
                position: 'fixed',
                bottom: 16,
                left: 0,
                right: 0,
                display: 'flex',
                justifyContent: 'center',
                pointerEvents: 'none',
                zIndex: theme => theme.zIndex.snackbar + 1,
            }}
        >
            <Slide direction="up" in={show} mountOnEnter unmountOnExit>
                <Alert
                    data-testid="connection-banner"
                    severity="error"
                    variant="filled"
                    role="alert"
                    action={
                        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                            {translate('app.live.retry')}
                        </Button>
                    }
                    sx={{ boxShadow: 4, pointerEvents: 'auto', mx: 2 }}
                >
                    {translate('app.live.connection_error')}
                </Alert>
            </Slide>
        </Box>
    );
};
