import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLive } from './useLive';
import { LazyTooltip } from '../theme/LazyTooltip';

type Shown = 'connected' | 'connecting' | 'disconnected';

const DOT: Record<Shown, string> = { connected: 'success.light', connecting: 'warning.light', disconnected: 'error.light' };

/**
 * The top bar's live indicator (its test id `connection-status`, with `data-state`): connected;
 * connecting, while the session's first connection is being made (the live layer starts once the
 * first screen is shown); disconnected, once it was lost or could not be made (pusher-js trying
 * again included).
 */
export const ConnectionStatus = () => {
    const translate = useTranslate();
    const shown = useLive<Shown>(state => (state.connection === 'connected' ? 'connected' : state.connectionStarting ? 'connecting' : 'disconnected'));
    const label = translate(`app.live.${shown}`);
    return (
        <LazyTooltip title={label}>
            <Box
                data-testid="connection-status"
                data-state={shown}
                role="status"
                aria-label={label}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75, px: 1, fontSize: 13, whiteSpace: 'nowrap' }}
            >
                <Box
                    component="span"
                    sx={{
                        width: 10,
                        height: 10,
                        borderRadius: '50%',
                        bgcolor: DOT[shown],
                        boxShadow: theme => `0 0 0 2px ${theme.palette.common.white}`,
                    }}
                />
                <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' } }}>
                    {label}
                </Box>
            </Box>
        </LazyTooltip>
    );
};
