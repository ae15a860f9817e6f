import '@fontsource-variable/vazirmatn';
import { PaginationItem, type ThemeOptions } from '@mui/material';
import { faIR } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { persianDigits } from '../i18n/format';

/** Sidebar widths of spec §9. */
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_CLOSED_WIDTH = 102;

const FONT = '"Vazirmatn Variable", Vazirmatn, Tahoma, sans-serif';

/** What light and dark share: RTL, the Persian font, Persian page numbers, the sidebar. */
const base: ThemeOptions & RaThemeOptions = {
    direction: 'rtl',
    typography: {
        fontFamily: FONT,
        button: { fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
        MuiPagination: {
            defaultProps: {
                // page numbers in Persian digits
                renderItem: item => (
                    <PaginationItem {...item} page={item.page == null ? item.page : persianDigits(item.page)} />
                ),
            },
        },
        MuiTableCell: {
            styleOverrides: { head: { fontWeight: 700 } },
        },
        // react-admin's layout is at least as wide as its content; on a phone a wide table
        // scrolls inside its own box instead of widening the page
        RaLayout: {
            styleOverrides: {
                root: {
                    minWidth: 0,
                    '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
                    // room under the page, so the collapsed live-order pill never covers the end
                    // of a list (its pagination sits in the same corner)
                    '& .RaLayout-content': { paddingBottom: 88 },
                },
            },
        },
        RaList: {
            styleOverrides: { root: { '& .RaList-main, & .RaList-content': { minWidth: 0 } } },
        },
        RaDatagrid: {
            styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } },
        },
        MuiDialogActions: {
            styleOverrides: { root: { padding: '12px 24px 20px' } },
        },
    },
};

/** MUI's own Persian texts (no options, pagination labels …) under ours. */
const shared = deepmerge(faIR, base) as ThemeOptions & RaThemeOptions;

const grey = {
    50: '#f9fafb',
    100: '#f4f6f8',
    200: '#dfe3e8',
    300: '#c4cdd5',
    400: '#919eab',
    500: '#637381',
    600: '#454f5b',
    700: '#212b36',
    800: '#161c24',
    900: '#0d1117',
};

/** Primary green and secondary blue (spec §9), with info, success, warning, error and greys. */
const palette = {
    primary: { main: '#1b7f4b', light: '#4caf7a', dark: '#0f5c34', contrastText: '#ffffff' },
    secondary: { main: '#1e5bb8', light: '#5b8ae0', dark: '#123d80', contrastText: '#ffffff' },
    info: { main: '#0b7fab' },
    success: { main: '#2e7d32' },
    warning: { main: '#b76e00' },
    error: { main: '#c62828' },
    grey,
};

export const lightTheme = deepmerge(defaultLightTheme, deepmerge(shared, {
    palette: {
        mode: 'light',
        ...palette,
        background: { default: grey[100], paper: '#ffffff' },
        text: { primary: grey[800], secondary: grey[600] },
    },
})) as RaThemeOptions;

export const darkTheme = deepmerge(defaultDarkTheme, deepmerge(shared, {
    palette: {
        mode: 'dark',
        ...palette,
        primary: { ...palette.primary, main: '#3fb574', contrastText: '#06140c' },
        secondary: { ...palette.secondary, main: '#6f9be8', contrastText: '#06101f' },
        error: { main: '#ef5350' },
        warning: { main: '#ffa726' },
        info: { main: '#29b6f6' },
        success: { main: '#66bb6a' },
        background: { default: grey[900], paper: grey[800] },
        text: { primary: '#ffffff', secondary: grey[400] },
    },
})) as RaThemeOptions;
