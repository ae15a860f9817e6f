// @vitest-environment jsdom
import { buildTheme } from '../../src/theme/theme';
import { PRESET_IDS, PRESETS } from '../../src/theme/presets';
import { DEFAULT_PREFS, THEME_PREFS_KEY, themePrefs } from '../../src/layout/settings/themePrefs';

/** WCAG 2.1 relative luminance and contrast ratio. */
function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16) / 255).map(c => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
};

describe('colour presets', () => {
    it.each(PRESET_IDS.flatMap(id => (['light', 'dark'] as const).map(mode => [id, mode] as const)))(
        '%s in %s mode: text on the primary colour meets WCAG AA (4.5:1)',
        (id, mode) => {
            const primary = PRESETS[id][mode];
            expect(contrast(primary.main, primary.contrastText)).toBeGreaterThanOrEqual(4.5);
        }
    );

    it('the built theme takes the preset for the mode, and stretch decides the content width', () => {
        const purpleDark = buildTheme({ mode: 'dark', preset: 'purple', stretch: false }) as { palette: { primary: { main: string }; mode: string } };
        expect(purpleDark.palette.primary.main).toBe(PRESETS.purple.dark.main);
        expect(purpleDark.palette.mode).toBe('dark');
        const content = (stretch: boolean) => {
            const theme = buildTheme({ mode: 'light', preset: 'default', stretch }) as {
                components: { RaLayout: { styleOverrides: { root: Record<string, Record<string, unknown>> } } };
            };
            return theme.components.RaLayout.styleOverrides.root['& .RaLayout-content'];
        };
        expect(content(false).maxWidth).toBe(1440);
        expect(content(true).maxWidth).toBeUndefined();
        expect(content(true).paddingBottom).toBe(88);
    });
});

describe('theme settings storage', () => {
    beforeEach(() => {
        localStorage.clear();
        themePrefs.reset();
    });

    it('stores choices under their own key (outside react-admin\'s store) and reads them back', () => {
        themePrefs.set({ preset: 'orange', mode: 'system' });
        themePrefs.set({ stretch: true });
        expect(JSON.parse(localStorage.getItem(THEME_PREFS_KEY)!)).toEqual({ mode: 'system', preset: 'orange', stretch: true });
        expect(THEME_PREFS_KEY.startsWith('zar-admin.')).toBe(false);
        expect(themePrefs.get()).toEqual({ mode: 'system', preset: 'orange', stretch: true });
    });

    it('reset forgets them', () => {
        themePrefs.set({ preset: 'red' });
        themePrefs.reset();
        expect(localStorage.getItem(THEME_PREFS_KEY)).toBeNull();
        expect(themePrefs.get()).toEqual(DEFAULT_PREFS);
    });

    it('another tab\'s change is followed; unknown stored values fall back to the defaults', () => {
        const heard = vi.fn();
        const stop = themePrefs.subscribe(heard);
        localStorage.setItem(THEME_PREFS_KEY, JSON.stringify({ mode: 'sepia', preset: 'pink', stretch: 'yes' }));
        window.dispatchEvent(new StorageEvent('storage', { key: THEME_PREFS_KEY }));
        expect(heard).toHaveBeenCalled();
        expect(themePrefs.get()).toEqual(DEFAULT_PREFS);
        localStorage.setItem(THEME_PREFS_KEY, JSON.stringify({ mode: 'dark', preset: 'cyan', stretch: true }));
        window.dispatchEvent(new StorageEvent('storage', { key: THEME_PREFS_KEY }));
        expect(themePrefs.get()).toEqual({ mode: 'dark', preset: 'cyan', stretch: true });
        stop();
    });
});
