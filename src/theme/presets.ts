/**
 * The six colour presets (`themeColor`). Each gives the primary colour for light and
 * dark mode with a text colour on it that meets WCAG AA (4.5:1): deep shades under white text in
 * light mode, light shades under near-black text in dark mode (tests/unit/themePresets.test.ts).
 */
export const PRESET_IDS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;

export type PresetId = (typeof PRESET_IDS)[number];

export interface PrimaryColour {
    main: string;
    light: string;
    dark: string;
    contrastText: string;
}

export interface Preset {
    /** the Persian name shown in the settings drawer */
    label: string;
    light: PrimaryColour;
    dark: PrimaryColour;
}

export const PRESETS: Record<PresetId, Preset> = {
    default: {
        label: 'سبز',
        light: { main: '#1b7f4b', light: '#4caf7a', dark: '#0f5c34', contrastText: '#ffffff' },
        dark: { main: '#3fb574', light: '#6fd39a', dark: '#1b7f4b', contrastText: '#06140c' },
    },
    purple: {
        label: 'بنفش',
        light: { main: '#6d28d9', light: '#8b5cf6', dark: '#4c1d95', contrastText: '#ffffff' },
        dark: { main: '#a78bfa', light: '#c4b5fd', dark: '#7c3aed', contrastText: '#12072b' },
    },
    cyan: {
        label: 'فیروزه‌ای',
        light: { main: '#0e7490', light: '#22a3c0', dark: '#155e75', contrastText: '#ffffff' },
        dark: { main: '#22d3ee', light: '#67e8f9', dark: '#0891b2', contrastText: '#04161a' },
    },
    blue: {
        label: 'آبی',
        light: { main: '#1d4ed8', light: '#3b82f6', dark: '#1e3a8a', contrastText: '#ffffff' },
        dark: { main: '#60a5fa', light: '#93c5fd', dark: '#2563eb', contrastText: '#051120' },
    },
    orange: {
        label: 'نارنجی',
        light: { main: '#b45309', light: '#d97706', dark: '#7c2d12', contrastText: '#ffffff' },
        dark: { main: '#fb923c', light: '#fdba74', dark: '#ea580c', contrastText: '#1f0d02' },
    },
    red: {
        label: 'قرمز',
        light: { main: '#c62828', light: '#ef5350', dark: '#8e0000', contrastText: '#ffffff' },
        dark: { main: '#f87171', light: '#fca5a5', dark: '#dc2626', contrastText: '#210505' },
    },
};
