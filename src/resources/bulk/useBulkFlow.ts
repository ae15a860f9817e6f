import type { Identifier } from 'react-admin';
import { runBulk, type BulkSummary } from './run';
import { useBulkStep } from './store';

/**
 * Where a bulk action is, with what it acts with (`payload`: a decision, or nothing for a
 * delete): asked, running, or done with a summary.
 */
export type BulkStep<Payload> =
    | { kind: 'ask'; payload: Payload; ids: Identifier[] }
    | { kind: 'run'; payload: Payload; done: number; total: number }
    | { kind: 'summary'; payload: Payload; summary: BulkSummary; names: Map<Identifier, string> };

/** What a bulk action does with each record, and once all are done. */
export interface BulkWork<Payload> {
    /**
     * Acts on one record: names it first (`name`, for the summary), then resolves (with
     * `SENT_FOR_APPROVAL` when it waits for a second admin), or rejects with why it failed.
     */
    actOne: (payload: Payload, id: Identifier, name: (text: string) => void) => Promise<unknown>;
    /** the words for a failure, shown under the record's name */
    messageOf: (error: unknown) => string;
    /** once all are done: whether the summary shows (`false` closes the dialog) */
    finished: (payload: Payload, summary: BulkSummary) => boolean;
}

export interface BulkFlow<Payload> {
    step: BulkStep<Payload> | null;
    /** opens the question for these records */
    ask: (payload: Payload, ids: Identifier[]) => void;
    /** acts on each record, one after the other, with the progress shown */
    run: (payload: Payload, ids: Identifier[]) => Promise<void>;
    close: () => void;
}

/**
 * A list's bulk action (a delete, a decision): it asks first, then acts on each selected record,
 * one request after the other, with a progress bar, and ends with a summary naming each record
 * that failed with why, unless `finished` says otherwise. Where it is lives by resource and
 * `action` outside the list's components (./store.ts), so a list drawn anew loses nothing.
 */
export function useBulkFlow<Payload>(resource: string, action: string, work: BulkWork<Payload>): BulkFlow<Payload> {
    const [step, setStep] = useBulkStep<BulkStep<Payload>>(resource, action);

    const run = async (payload: Payload, ids: Identifier[]) => {
        const names = new Map<Identifier, string>();
        setStep({ kind: 'run', payload, done: 0, total: ids.length });
        const summary = await runBulk(
            ids,
            id => work.actOne(payload, id, text => names.set(id, text)),
            work.messageOf,
            (done, total) => setStep({ kind: 'run', payload, done, total })
        );
        setStep(work.finished(payload, summary) ? { kind: 'summary', payload, summary, names } : null);
    };

    return { step, ask: (payload, ids) => setStep({ kind: 'ask', payload, ids }), run, close: () => setStep(null) };
}
