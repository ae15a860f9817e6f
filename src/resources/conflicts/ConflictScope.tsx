import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useRecordContext, type RaRecord } from 'react-admin';
import type { RecordConflict } from './useRecordConflict';

const ConflictContext = createContext<RecordConflict | null>(null);

/** Gives a page's form the versions of the record it edits (an edit page wraps its `<Edit>` in it). */
export const ConflictScope = ({ conflict, children }: { conflict: RecordConflict; children: ReactNode }) => (
    <ConflictContext.Provider value={conflict}>{children}</ConflictContext.Provider>
);

/** The versions of the record the surrounding page edits, or null outside an edit page (a create form). */
export const useConflictScope = (): RecordConflict | null => useContext(ConflictContext);

/**
 * The record a form inside a `ConflictScope` shows: the record as first read, kept while the page
 * reads it again (a fresh read says "changed meanwhile" instead of resetting what was typed), or
 * as taken or merged after a comparison. Outside a scope: undefined (the form's own record).
 */
export function usePinnedRecord(): RaRecord | undefined {
    const conflict = useConflictScope();
    const record = useRecordContext();
    const adopt = conflict?.adopt;
    useEffect(() => {
        if (adopt && record) adopt(record);
    }, [adopt, record]);
    return conflict ? conflict.formRecord(record) : undefined;
}
