import type { Identifier } from 'react-admin';

/** One record a bulk decision could not decide, and why (the server's message, or ours). */
export interface BulkFailure {
    id: Identifier;
    message: string;
}

export interface BulkSummary {
    succeeded: Identifier[];
    failed: BulkFailure[];
}

/**
 * Runs one decision per record, one request after the other (a strict server sees each record
 * decided on its own), reporting progress after each. A failure never stops the rest.
 */
export async function runBulk(
    ids: readonly Identifier[],
    decideOne: (id: Identifier) => Promise<unknown>,
    messageOf: (error: unknown) => string,
    onProgress?: (done: number, total: number) => void
): Promise<BulkSummary> {
    const summary: BulkSummary = { succeeded: [], failed: [] };
    onProgress?.(0, ids.length);
    for (const [index, id] of ids.entries()) {
        try {
            await decideOne(id);
            summary.succeeded.push(id);
        } catch (error) {
            summary.failed.push({ id, message: messageOf(error) });
        }
        onProgress?.(index + 1, ids.length);
    }
    return summary;
}
