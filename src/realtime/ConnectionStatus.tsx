import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLive } from './useLive';
import { LazyTooltip } from '../theme/LazyTooltip';

/** The top bar's live indicator (its test id `connection-status`, with `data-state`). */
export const ConnectionStatus = () => {
    const translate = useTranslate();
    const connected = useLive(state => state.connection === 'connected');
    const label = translate(connected ? 'app.live.connected' : 'app.live.disconnected');
    return (
        <LazyTooltip title={label}>
            <Box
                data-testid="connection-status"
                data-state={connected ? 'connected' : 'disconnected'}
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
                        bgcolor: connected ? 'success.light' : 'error.light',
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
