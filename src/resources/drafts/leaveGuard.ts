import { useEffect, useState } from 'react';

/**
 * What the leave question knows: every form on the page registers here whether it holds unsaved
 * changes, and what to do when the admin leaves anyway. One question for the whole page (the
 * router allows one blocker at a time), asked by `LeaveBlocker`.
 */
export interface LeaveSource {
    dirty: boolean;
    /** the admin chose to leave: the changes (and their draft) go */
    onLeave: () => void;
}

const sources = new Set<LeaveSource>();
const listeners = new Set<() => void>();
let anyDirty = false;

/** True while any form on the page holds changes not saved. */
export const hasUnsavedChanges = (): boolean => [...sources].some(source => source.dirty);

/** Tells the listeners when the page starts or stops holding unsaved changes. */
function changed(): void {
    const now = hasUnsavedChanges();
    if (now === anyDirty) return;
    anyDirty = now;
    listeners.forEach(listener => listener());
}

/** Hears when the page starts or stops holding unsaved changes (for `useSyncExternalStore`). */
export function subscribeUnsaved(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
}

/** The admin confirmed leaving: each form with changes drops them. */
export const leaveAll = (): void => [...sources].forEach(source => source.dirty && source.onLeave());

/** Says whether that form holds unsaved changes, at once (a save that navigates must not be asked about). */
export function markDirty(source: LeaveSource, dirty: boolean): void {
    source.dirty = dirty;
    changed();
}

function setOnLeave(source: LeaveSource, onLeave: () => void): void {
    source.onLeave = onLeave;
}

/** Registers a form for as long as it is mounted; returns its entry for `markDirty`. */
export function useLeaveSource(onLeave: () => void): LeaveSource {
    const [source] = useState<LeaveSource>(() => ({ dirty: false, onLeave }));
    useEffect(() => {
        setOnLeave(source, onLeave);
        sources.add(source);
        return () => {
            sources.delete(source);
            changed();
        };
    }, [source, onLeave]);
    return source;
}
