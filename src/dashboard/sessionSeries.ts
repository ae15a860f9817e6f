import { useSyncExternalStore } from 'react';
import { liveStore } from '../realtime/liveStore';

/** One reading of a live figure. */
export interface Point {
    at: number;
    value: number;
}

export interface SessionSeries {
    price: readonly Point[];
    vector: readonly Point[];
}

/** The most readings each series keeps (hours of ticks every few seconds). */
export const MAX_POINTS = 2000;

let series: SessionSeries = { price: [], vector: [] };
const listeners = new Set<() => void>();

const append = (points: readonly Point[], value: number, at: number): readonly Point[] => {
    const next = points.length >= MAX_POINTS ? points.slice(points.length - MAX_POINTS + 1) : points.slice();
    next.push({ at, value });
    return next;
};

let last = { price: null as number | null, vector: null as number | null };

/**
 * The ounce price and today's vector over this session, from the live figures (the first GET and
 * every tick after it); forgotten on sign-out (the live store resets).
 */
liveStore.subscribe(() => {
    const { goldPrice, todayVector } = liveStore.getState();
    const now = Date.now();
    let changed = false;
    if (goldPrice === null && todayVector === null && (series.price.length || series.vector.length)) {
        series = { price: [], vector: [] };
        changed = true;
    }
    if (goldPrice !== null && goldPrice !== last.price) {
        series = { ...series, price: append(series.price, goldPrice, now) };
        changed = true;
    }
    if (todayVector !== null && todayVector !== last.vector) {
        series = { ...series, vector: append(series.vector, todayVector, now) };
        changed = true;
    }
    last = { price: goldPrice, vector: todayVector };
    if (changed) listeners.forEach(listener => listener());
});

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

export function useSessionSeries(): SessionSeries {
    return useSyncExternalStore(subscribe, () => series);
}
