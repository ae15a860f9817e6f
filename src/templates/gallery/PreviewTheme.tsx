import { Box, createTheme, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { darkTheme, lightTheme } from '../../theme/theme';

export type PreviewMode = 'light' | 'dark';

const themes = {
    light: createTheme(lightTheme),
    dark: createTheme(darkTheme),
};

/** A gallery page's demos in the light or the dark theme, whatever the admin's own theme. */
export const PreviewTheme = ({ mode, children }: { mode: PreviewMode; children: ReactNode }) => (
    <ThemeProvider theme={themes[mode]}>
        <Box
            data-preview-mode={mode}
            sx={{ bgcolor: 'background.default', color: 'text.primary', borderRadius: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}
        >
            {children}
        </Box>
    </ThemeProvider>
);
