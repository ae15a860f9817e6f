import { useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { buildTheme } from '../../theme/theme';
import { useThemePrefs } from './themePrefs';

/** Light or dark as chosen, 'as the system' following the operating system. */
export function useResolvedMode(): 'light' | 'dark' {
    const { mode } = useThemePrefs();
    const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
    return mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
}

/** The theme of the settings drawer's choices, rebuilt only when one of them changes. */
export function useAppTheme(): RaThemeOptions {
    const { preset, stretch } = useThemePrefs();
    const mode = useResolvedMode();
    return useMemo(() => buildTheme({ mode, preset, stretch }), [mode, preset, stretch]);
}
