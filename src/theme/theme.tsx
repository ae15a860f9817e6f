import '@fontsource-variable/vazirmatn';
import { alpha, PaginationItem, type ThemeOptions } from '@mui/material';
import { faIR } from '@mui/material/locale';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { persianDigits } from '../i18n/format';
import { PRESETS, type PresetId } from './presets';

/** Sidebar widths. */
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
                // page numbers in Persian digits, shown and named alike (a button's name holds
                // what it shows, WCAG 2.5.3)
                renderItem: item => (
                    <PaginationItem {...item} page={item.page == null ? item.page : persianDigits(item.page)} />
                ),
                getItemAriaLabel: (type, page, selected) => {
                    if (type === 'page') return `${selected ? '' : 'رفتن به '}صفحهٔ ${page == null ? '' : persianDigits(page)}`;
                    if (type === 'first') return 'رفتن به اولین صفحه';
                    if (type === 'last') return 'رفتن به آخرین صفحه';
                    return type === 'next' ? 'رفتن به صفحه‌ی بعدی' : 'رفتن به صفحه‌ی قبلی';
                },
            },
        },
        MuiTableCell: {
            styleOverrides: { head: { fontWeight: 700 } },
        },
        // every progress indicator is named for screen readers (react-admin's loading indicator
        // and its fields' loading bars pass none); one that says more passes its own
        MuiCircularProgress: { defaultProps: { 'aria-label': 'در حال بارگذاری' } },
        MuiLinearProgress: { defaultProps: { 'aria-label': 'در حال بارگذاری' } },
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

/** Secondary blue, with info, success, warning, error and greys; primary comes from the preset. */
const palette = {
    secondary: { main: '#1e5bb8', light: '#5b8ae0', dark: '#123d80', contrastText: '#ffffff' },
    info: { main: '#0b7fab' },
    success: { main: '#2e7d32' },
    // 5:1 on white and on the page's grey as text (an outlined chip, a text button)
    warning: { main: '#9c5a00' },
    error: { main: '#b71c1c' },
    grey,
};

/** The content's comfortable width when the layout is not stretched (`themeStretch` off). */
export const CONTENT_MAX_WIDTH = 1440;

export interface ThemeChoice {
    mode: 'light' | 'dark';
    preset: PresetId;
    stretch: boolean;
}

/**
 * The look of the original admin kit, through react-admin's theme: soft cards, the active menu
 * item as a soft pill of the primary colour, a calm top bar (src/layout/AppBar.tsx), and content
 * at a comfortable width unless stretched.
 */
function look({ mode, stretch }: ThemeChoice, primary: string): ThemeOptions & RaThemeOptions {
    const dark = mode === 'dark';
    const shadowColour = dark ? '0, 0, 0' : '145, 158, 171';
    return {
        components: {
            MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
            // a ring where the keyboard focus is, on everything MUI makes pressable: a bare
            // ButtonBase (a tile, a day, a picture) draws none of its own, a table's sort label
            // only greys, and the current menu item's tint hides MUI's focus tint. Keyboard focus
            // only (Mui-focusVisible): a click looks as before.
            MuiButtonBase: {
                styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${primary}`, outlineOffset: 2 } } },
            },
            // an avatar's initials in white on a grey they can be read on (5:1 light, 8:1 dark)
            MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: dark ? grey[600] : grey[500], color: '#ffffff' } } },
            MuiCard: {
                styleOverrides: {
                    root: {
                        borderRadius: 16,
                        boxShadow: `0 0 2px 0 rgba(${shadowColour}, ${dark ? 0.2 : 0.2}), 0 12px 24px -4px rgba(${shadowColour}, ${dark ? 0.24 : 0.12})`,
                    },
                },
            },
            RaMenuItemLink: {
                styleOverrides: {
                    root: {
                        margin: '2px 10px',
                        borderRadius: 8,
                        minHeight: 44,
                        color: dark ? grey[400] : grey[600],
                        '& .RaMenuItemLink-icon': { color: 'inherit' },
                        '&.RaMenuItemLink-active': {
                            color: primary,
                            fontWeight: 600,
                            backgroundColor: alpha(primary, dark ? 0.16 : 0.08),
                            '&:hover': { backgroundColor: alpha(primary, dark ? 0.24 : 0.16) },
                        },
                    },
                },
            },
            RaLayout: {
                styleOverrides: {
                    root: {
                        '& .RaLayout-content': stretch
                            ? {}
                            : { width: '100%', maxWidth: CONTENT_MAX_WIDTH, marginInline: 'auto' },
                    },
                },
            },
        },
    };
}

/** The theme for a mode, a colour preset and stretch (the settings drawer's choices). */
export function buildTheme(choice: ThemeChoice): RaThemeOptions {
    const preset = PRESETS[choice.preset] ?? PRESETS.default;
    const primary = choice.mode === 'dark' ? preset.dark : preset.light;
    const modePalette =
        choice.mode === 'dark'
            ? {
                  mode: 'dark' as const,
                  ...palette,
                  primary,
                  // lighter shades on a dark page: `light` is text on a soft tint of the colour
                  secondary: { main: '#6f9be8', light: '#a3c0f2', dark: '#4a78c8', contrastText: '#06101f' },
                  error: { main: '#f49a92' },
                  warning: { main: '#ffa726' },
                  // light enough to be read as text on any dark surface (5:1 on #424242), and
                  // their darker shade (a filled alert's) under dark text
                  info: { main: '#4fc3f7' },
                  success: { main: '#81c784' },
                  background: { default: grey[900], paper: grey[800] },
                  text: { primary: '#ffffff', secondary: grey[400] },
              }
            : {
                  mode: 'light' as const,
                  ...palette,
                  primary,
                  background: { default: grey[100], paper: '#ffffff' },
                  text: { primary: grey[800], secondary: grey[600] },
              };
    const raDefault = choice.mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
    return deepmerge(
        raDefault,
        deepmerge(deepmerge(shared, { palette: modePalette }), look(choice, primary.main))
    ) as RaThemeOptions;
}

export const lightTheme = buildTheme({ mode: 'light', preset: 'default', stretch: false });
export const darkTheme = buildTheme({ mode: 'dark', preset: 'default', stretch: false });
