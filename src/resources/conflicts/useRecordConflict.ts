import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { conflictRecord, isConflict } from './conflictError';
import { keepMine as merge, versionChanged, versionOf, type Values } from './merge';

/** Why the comparison is offered: a save refused with 409, or a fresh read that found a newer version. */
export type ConflictReason = 'conflict' | 'changed';

interface State {
    id: Identifier;
    /** the record when the staff member opened it */
    opened: RaRecord;
    /** the record their form started from (after "take theirs" or "keep mine", that version) */
    base: RaRecord;
    /** what the form shows: the record as opened, taken, or merged */
    formRecord: RaRecord;
    /** the record as it is now, once known to differ */
    current: RaRecord | null;
    reason: ConflictReason | null;
    comparing: boolean;
}

const start = (record: RaRecord): State => ({
    id: record.id,
    opened: record,
    base: record,
    formRecord: record,
    current: null,
    reason: null,
    comparing: false,
});

export interface RecordConflict {
    /** the record the form shows (pinned: a fresh read of the page never resets what was typed) */
    formRecord(record: RaRecord | undefined): RaRecord | undefined;
    /** starts following a record (the first read of a page, the row a dialog edits); a new id starts over */
    adopt(record: RaRecord | undefined): void;
    opened?: RaRecord;
    base?: RaRecord;
    current: RaRecord | null;
    reason: ConflictReason | null;
    comparing: boolean;
    /** a failed save: a 409 opens the comparison (true); anything else is not ours (false) */
    onSaveError(error: unknown): boolean;
    /** a fresh read of the record: a newer version says "changed meanwhile" */
    noticeChange(fresh: RaRecord | undefined): void;
    compare(): void;
    closeComparison(): void;
    /** "take theirs": the form loads the record as it is now */
    takeTheirs(): void;
    /** "keep mine": their changed fields on top of the current record; the merged record to save */
    keepMine(mine: Values, sources: readonly string[]): RaRecord | undefined;
}

/**
 * The versions of one record a form edits (docs/resources.md, "Saving conditionally"): the record
 * as opened, what the form started from and shows, and the record as it is now once a 409 or a
 * fresh read shows it changed. When the tab becomes visible again, the record is read afresh and
 * compared by `updated_at` (a server without versions: never). Nothing here touches what was typed.
 */
export function useRecordConflict(resource: string): RecordConflict {
    const dataProvider = useDataProvider();
    const [state, setState] = useState<State | null>(null);
    const stateRef = useRef(state);
    useLayoutEffect(() => {
        stateRef.current = state;
    }, [state]);

    const adopt = useCallback((record: RaRecord | undefined) => {
        if (!record) {
            setState(null);
            return;
        }
        setState(previous => (previous && String(previous.id) === String(record.id) ? previous : start(record)));
    }, []);

    const noticeChange = useCallback((fresh: RaRecord | undefined) => {
        setState(previous => {
            if (!previous || !fresh || String(fresh.id) !== String(previous.id)) return previous;
            if (!versionChanged(previous.base, fresh)) return previous;
            if (previous.current && versionOf(previous.current) === versionOf(fresh)) return previous;
            return { ...previous, current: fresh, reason: previous.reason === 'conflict' ? 'conflict' : 'changed' };
        });
    }, []);

    const onSaveError = useCallback(
        (error: unknown) => {
            if (!isConflict(error)) return false;
            const now = conflictRecord(error);
            const id = stateRef.current?.id;
            const show = (record: RaRecord) =>
                setState(previous => (previous ? { ...previous, current: record, reason: 'conflict', comparing: true } : previous));
            if (now) show(now);
            else if (id !== undefined)
                // a 409 without the record: read it, to compare all the same
                void dataProvider.getOne(resource, { id }).then(({ data }) => show(data), () => undefined);
            return true;
        },
        [dataProvider, resource]
    );

    // back to the tab: read the record again and compare versions
    const baseVersion = versionOf(state?.base);
    const id = state?.id;
    useEffect(() => {
        if (id === undefined || baseVersion === undefined) return undefined;
        let alive = true;
        const onVisible = () => {
            if (document.visibilityState !== 'visible') return;
            dataProvider.getOne(resource, { id }).then(
                ({ data }) => {
                    if (alive) noticeChange(data);
                },
                () => undefined
            );
        };
        document.addEventListener('visibilitychange', onVisible);
        return () => {
            alive = false;
            document.removeEventListener('visibilitychange', onVisible);
        };
    }, [baseVersion, dataProvider, id, noticeChange, resource]);

    const keepMine = useCallback((mine: Values, sources: readonly string[]) => {
        const now = stateRef.current;
        if (!now?.current) return undefined;
        const merged = merge({ base: now.base, mine, current: now.current, sources });
        setState({ ...now, base: now.current, formRecord: merged, current: null, reason: null, comparing: false });
        return merged;
    }, []);

    return useMemo(
        () => ({
            formRecord: (record: RaRecord | undefined) =>
                state && record && String(record.id) === String(state.id) ? state.formRecord : record,
            adopt,
            opened: state?.opened,
            base: state?.base,
            current: state?.current ?? null,
            reason: state?.reason ?? null,
            comparing: state?.comparing ?? false,
            onSaveError,
            noticeChange,
            compare: () => setState(previous => (previous?.current ? { ...previous, comparing: true } : previous)),
            closeComparison: () => setState(previous => (previous ? { ...previous, comparing: false } : previous)),
            takeTheirs: () =>
                setState(previous =>
                    previous?.current
                        ? { ...previous, base: previous.current, formRecord: previous.current, current: null, reason: null, comparing: false }
                        : previous
                ),
            keepMine,
        }),
        [adopt, keepMine, noticeChange, onSaveError, state]
    );
}
