import { useSyncExternalStore } from 'react';
import { PRESET_IDS, type PresetId } from '../../theme/presets';

/** 'system' follows the operating system's light or dark choice. */
export type ModeChoice = 'light' | 'dark' | 'system';

/** The local theme settings: mode, colour preset and stretch (direction is always rtl). */
export interface ThemePrefs {
    mode: ModeChoice;
    preset: PresetId;
    stretch: boolean;
}

export const DEFAULT_PREFS: ThemePrefs = { mode: 'light', preset: 'default', stretch: false };

/**
 * Stored under their own key, outside react-admin's store: sign-out resets that store (and with
 * it react-admin's own theme choice), but a browser's look is not part of a session.
 */
export const THEME_PREFS_KEY = 'zar-theme-settings';

function read(): ThemePrefs {
    try {
        const stored = JSON.parse(localStorage.getItem(THEME_PREFS_KEY) ?? 'null') as Partial<ThemePrefs> | null;
        if (!stored || typeof stored !== 'object') return DEFAULT_PREFS;
        return {
            mode: stored.mode === 'dark' || stored.mode === 'system' ? stored.mode : 'light',
            preset: PRESET_IDS.includes(stored.preset as PresetId) ? (stored.preset as PresetId) : 'default',
            stretch: stored.stretch === true,
        };
    } catch {
        return DEFAULT_PREFS;
    }
}

let current: ThemePrefs | null = null;
const listeners = new Set<() => void>();

const get = (): ThemePrefs => (current ??= read());

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** Another tab of this browser changed the settings: follow it. */
if (typeof window !== 'undefined') {
    window.addEventListener('storage', event => {
        if (event.key !== THEME_PREFS_KEY && event.key !== null) return;
        current = read();
        listeners.forEach(listener => listener());
    });
}

export const themePrefs = {
    get,
    subscribe,
    set(change: Partial<ThemePrefs>): void {
        current = { ...get(), ...change };
        try {
            localStorage.setItem(THEME_PREFS_KEY, JSON.stringify(current));
        } catch {
            // private mode or full storage: the choice lasts for this page only
        }
        listeners.forEach(listener => listener());
    },
    reset(): void {
        current = DEFAULT_PREFS;
        try {
            localStorage.removeItem(THEME_PREFS_KEY);
        } catch {
            // nothing stored to remove
        }
        listeners.forEach(listener => listener());
    },
};

export function useThemePrefs(): ThemePrefs {
    return useSyncExternalStore(subscribe, get);
}
