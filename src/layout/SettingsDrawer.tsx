import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LazyTooltip } from '../theme/LazyTooltip';

const loadPanel = () => import('./SettingsPanel');
const SettingsPanel = lazy(loadPanel);

/**
 * The top bar's settings button and its drawer (`SettingsPanel`: theme, presets, layout, desktop
 * notifications). The drawer's code is a lazy chunk, fetched when the pointer or the focus reaches
 * the button and mounted at the first opening; it stays mounted afterwards, so closing it slides.
 */
export const SettingsDrawer = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const [opened, setOpened] = useState(false);
    const prefetch = () => void loadPanel();
    return (
        <>
            <LazyTooltip title={translate('app.settings.open')}>
                <IconButton
                    color="inherit"
                    onClick={() => {
                        setOpened(true);
                        setOpen(true);
                    }}
                    onPointerEnter={prefetch}
                    onFocus={prefetch}
                    aria-label={translate('app.settings.open')}
                >
                    <SettingsIcon />
                </IconButton>
            </LazyTooltip>
            {opened && (
                <Suspense fallback={null}>
                    <SettingsPanel open={open} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
};
