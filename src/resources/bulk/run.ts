import type { Identifier } from 'react-admin';

/** One record a bulk action could not act on, and why (the server's message, or ours). */
export interface BulkFailure {
    id: Identifier;
    message: string;
}

export interface BulkSummary {
    succeeded: Identifier[];
    /** not applied: each waits for a second admin's approval (a decision's `202`) */
    sentForApproval: Identifier[];
    failed: BulkFailure[];
}

/** What `actOne` returns for a record whose decision went to a second admin for approval. */
export const SENT_FOR_APPROVAL = Symbol('sent for approval');

/**
 * Acts on one record after the other, one request each (a strict server sees each record on its
 * own), reporting progress after each. A failure never stops the rest.
 */
export async function runBulk(
    ids: readonly Identifier[],
    /** resolves when done, with `SENT_FOR_APPROVAL` when it waits for approval; rejects when it failed */
    actOne: (id: Identifier) => Promise<unknown>,
    messageOf: (error: unknown) => string,
    onProgress?: (done: number, total: number) => void
): Promise<BulkSummary> {
    const summary: BulkSummary = { succeeded: [], sentForApproval: [], failed: [] };
    onProgress?.(0, ids.length);
    for (const [index, id] of ids.entries()) {
        try {
            if ((await actOne(id)) === SENT_FOR_APPROVAL) summary.sentForApproval.push(id);
            else summary.succeeded.push(id);
        } catch (error) {
            summary.failed.push({ id, message: messageOf(error) });
        }
        onProgress?.(index + 1, ids.length);
    }
    return summary;
}
