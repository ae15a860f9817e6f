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

/** True while any form on the page holds changes not saved. */
export const hasUnsavedChanges = (): boolean => [...sources].some(source => source.dirty);

/** The admin confirmed leaving: each form with changes drops them. */
export const leaveAll = (): void => [...sources].forEach(source => source.dirty && source.onLeave());

/** Says whether that form holds unsaved changes, at once (a save that navigates must not be asked about). */
export function markDirty(source: LeaveSource, dirty: boolean): void {
    source.dirty = dirty;
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
        };
    }, [source, onLeave]);
    return source;
}
