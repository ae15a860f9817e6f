import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import LightModeIcon from '@mui/icons-material/LightMode';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import {
    Box,
    Button,
    Divider,
    Drawer,
    FormControlLabel,
    IconButton,
    Stack,
    Switch,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DesktopNotificationSetting } from './settings/DesktopNotificationSetting';
import { PRESET_IDS, PRESETS } from '../theme/presets';
import { themePrefs, useThemePrefs, type ModeChoice } from './settings/themePrefs';
import { useResolvedMode } from './settings/useAppTheme';
import '../i18n/lazy/settings';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box component="section" aria-label={title} mb={3}>
        <Typography variant="subtitle2" color="text.secondary" gutterBottom>
            {title}
        </Typography>
        {children}
    </Box>
);

const MODES: Array<{ value: ModeChoice; label: string; Icon: typeof LightModeIcon }> = [
    { value: 'light', label: 'app.settings.light', Icon: LightModeIcon },
    { value: 'dark', label: 'app.settings.dark', Icon: DarkModeIcon },
    { value: 'system', label: 'app.settings.system', Icon: SettingsBrightnessIcon },
];

/**
 * The settings drawer's content (the local theme settings and a few of the browser's): light, dark
 * or as the system; the six colour presets; stretch; full screen; desktop notifications; and a
 * reset. The choices live in this browser (src/layout/settings/themePrefs.ts) and survive reloads
 * and sign-outs. A lazy chunk: `SettingsDrawer` loads it when the admin first opens the settings.
 */
export default function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
    const translate = useTranslate();
    const prefs = useThemePrefs();
    const mode = useResolvedMode();
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
        <Drawer anchor="left" open={open} onClose={onClose}>
            <Box sx={{ width: 320, maxWidth: '100vw', p: 2.5 }} role="region" aria-label={translate('app.settings.title')}>
                <Stack direction="row" alignItems="center" justifyContent="space-between" mb={3}>
                    <Typography variant="h6" component="h2">
                        {translate('app.settings.title')}
                    </Typography>
                    <IconButton onClick={onClose} aria-label={translate('app.settings.close')}>
                        <CloseIcon />
                    </IconButton>
                </Stack>
                <Section title={translate('app.settings.mode')}>
                    <ToggleButtonGroup
                        exclusive
                        fullWidth
                        color="primary"
                        value={prefs.mode}
                        onChange={(_, value: ModeChoice | null) => value && themePrefs.set({ mode: value })}
                    >
                        {MODES.map(({ value, label, Icon }) => (
                            <ToggleButton key={value} value={value} sx={{ gap: 0.75, px: 1 }}>
                                <Icon fontSize="small" />
                                {translate(label)}
                            </ToggleButton>
                        ))}
                    </ToggleButtonGroup>
                </Section>
                <Section title={translate('app.settings.presets')}>
                    <Box role="radiogroup" aria-label={translate('app.settings.presets')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
                        {PRESET_IDS.map(id => {
                            const colour = PRESETS[id][mode];
                            const selected = prefs.preset === id;
                            return (
                                <Button
                                    key={id}
                                    role="radio"
                                    aria-checked={selected}
                                    data-preset={id}
                                    onClick={() => themePrefs.set({ preset: id })}
                                    variant="outlined"
                                    color="inherit"
                                    sx={{
                                        flexDirection: 'column',
                                        gap: 0.5,
                                        py: 1,
                                        borderColor: selected ? colour.main : 'divider',
                                        borderWidth: selected ? 2 : 1,
                                        bgcolor: selected ? `${colour.main}14` : 'transparent',
                                    }}
                                >
                                    <Box
                                        component="span"
                                        sx={{
                                            width: 28,
                                            height: 28,
                                            borderRadius: '50%',
                                            bgcolor: colour.main,
                                            color: colour.contrastText,
                                            display: 'grid',
                                            placeItems: 'center',
                                        }}
                                    >
                                        {selected && <CheckIcon fontSize="small" />}
                                    </Box>
                                    <Typography component="span" variant="caption">
                                        {PRESETS[id].label}
                                    </Typography>
                                </Button>
                            );
                        })}
                    </Box>
                </Section>
                <Section title={translate('app.settings.layout')}>
                    <FormControlLabel
                        control={
                            <Switch checked={prefs.stretch} onChange={(_, checked) => themePrefs.set({ stretch: checked })} />
                        }
                        label={translate('app.settings.stretch')}
                    />
                    <Typography variant="caption" color="text.secondary" component="p" mb={1.5}>
                        {translate('app.settings.stretch_hint')}
                    </Typography>
                    <Button
                        fullWidth
                        variant="outlined"
                        startIcon={fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
                        onClick={toggleFullscreen}
                    >
                        {translate(fullscreen ? 'app.settings.exit_fullscreen' : 'app.settings.fullscreen')}
                    </Button>
                </Section>
                <Box mb={3}>
                    <DesktopNotificationSetting />
                </Box>
                <Divider sx={{ mb: 2 }} />
                <Button fullWidth color="inherit" startIcon={<RestartAltIcon />} onClick={() => themePrefs.reset()}>
                    {translate('app.settings.reset')}
                </Button>
            </Box>
        </Drawer>
    );
}
