import CloseIcon from '@mui/icons-material/Close';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsIcon from '@mui/icons-material/Settings';
import {
    Box,
    Button,
    Drawer,
    IconButton,
    Stack,
    ToggleButton,
    ToggleButtonGroup,
    Tooltip,
    Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTheme, useTranslate } from 'react-admin';

/** Settings drawer (spec §2, Global shell): light or dark theme, and full screen. */
export const SettingsDrawer = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const [theme, setTheme] = useTheme();
    const [fullscreen, setFullscreen] = useState(() => !!document.fullscreenElement);

    useEffect(() => {
        const sync = () => setFullscreen(!!document.fullscreenElement);
        document.addEventListener('fullscreenchange', sync);
        return () => document.removeEventListener('fullscreenchange', sync);
    }, []);

    const toggleFullscreen = () => {
        const action = document.fullscreenElement
            ? document.exitFullscreen()
            : document.documentElement.requestFullscreen();
        action.catch(() => undefined);
    };

    return (
        <>
            <Tooltip title={translate('app.settings.open')}>
                <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={translate('app.settings.open')}>
                    <SettingsIcon />
                </IconButton>
            </Tooltip>
            <Drawer anchor="left" open={open} onClose={() => setOpen(false)}>
                <Box sx={{ width: 300, p: 2.5 }} role="region" aria-label={translate('app.settings.title')}>
                    <Stack direction="row" alignItems="center" justifyContent="space-between" mb={3}>
                        <Typography variant="h6" component="h2">
                            {translate('app.settings.title')}
                        </Typography>
                        <IconButton onClick={() => setOpen(false)} aria-label={translate('app.settings.close')}>
                            <CloseIcon />
                        </IconButton>
                    </Stack>
                    <Typography variant="subtitle2" color="text.secondary" gutterBottom>
                        {translate('app.settings.mode')}
                    </Typography>
                    <ToggleButtonGroup
                        exclusive
                        fullWidth
                        color="primary"
                        value={theme === 'dark' ? 'dark' : 'light'}
                        onChange={(_, value) => value && setTheme(value)}
                        sx={{ mb: 3 }}
                    >
                        <ToggleButton value="light" sx={{ gap: 1 }}>
                            <LightModeIcon fontSize="small" />
                            {translate('app.settings.light')}
                        </ToggleButton>
                        <ToggleButton value="dark" sx={{ gap: 1 }}>
                            <DarkModeIcon fontSize="small" />
                            {translate('app.settings.dark')}
                        </ToggleButton>
                    </ToggleButtonGroup>
                    <Button
                        fullWidth
                        variant="outlined"
                        startIcon={fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
                        onClick={toggleFullscreen}
                    >
                        {translate(fullscreen ? 'app.settings.exit_fullscreen' : 'app.settings.fullscreen')}
                    </Button>
                </Box>
            </Drawer>
        </>
    );
};
