import { useSyncExternalStore } from 'react';
import type { ResourceDefinition } from '../types';

/**
 * The resources the API serves (docs/resources.md, "Definitions served by the API"), as the last
 * reading of `GET /admin/resources` left them: only the definitions that validated, in the order
 * served. `settled` turns true after the first reading ends, whatever its answer: until then a
 * path that names no built-in resource may still be a served one. Pure state: reading the API is
 * ./index.ts's job (and ./read.ts's, lazily).
 */
interface ServedState {
    definitions: readonly ResourceDefinition[];
    settled: boolean;
}

/** No served resources: one array, so that "none" after "none" draws nothing again. */
const NONE: readonly ResourceDefinition[] = [];

let state: ServedState = { definitions: NONE, settled: false };
/** Counts the sessions ended on this page: a reading begun in an earlier one is not taken. */
let life = 0;

export const servedLife = (): number => life;
const listeners = new Set<() => void>();

export const servedDefinitions = (): readonly ResourceDefinition[] => state.definitions;

export const servedSettled = (): boolean => state.settled;

export function subscribeServed(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/**
 * The outcome of one reading: these served definitions (none after a failure). A reading that
 * changes nothing (the usual case: every `/admin/me` answer reads them again) keeps the same
 * state, so that the routes and the menu built from it are not drawn again while staff work.
 */
export function setServed(definitions: readonly ResourceDefinition[]): void {
    const same = JSON.stringify(definitions) === JSON.stringify(state.definitions);
    if (same && state.settled) return;
    state = { definitions: same ? state.definitions : definitions, settled: true };
    listeners.forEach(listener => listener());
}

/** Forgets the served definitions and tells everyone (tests). */
export function resetServed(): void {
    state = { definitions: NONE, settled: false };
    listeners.forEach(listener => listener());
}

/**
 * Forgets the served definitions at the end of a session, without telling anyone: the screen is
 * then the sign-in page's, and redrawing the admin's routes in the middle of a sign-out would lose
 * its notice. The next admin's reading tells everyone, and until it ends a path naming no built-in
 * resource waits for it (`settled` is false again).
 */
export function forgetServed(): void {
    life += 1;
    state = { definitions: NONE, settled: false };
}

/** The served definitions, re-rendering when a reading changes them. */
export const useServedDefinitions = (): readonly ResourceDefinition[] =>
    useSyncExternalStore(subscribeServed, servedDefinitions, servedDefinitions);

/** Whether the first reading has ended. */
export const useServedSettled = (): boolean => useSyncExternalStore(subscribeServed, servedSettled, servedSettled);
