import { HttpError, type RaRecord } from 'react-admin';
import { conflictRecord, decidedBy } from '../conflicts';
import '../../i18n/lazy/conflicts';

/** Why a decision failed, as staff read it: what was wrong, field by field, and in one sentence. */
export interface DecisionFailure {
    /** the server's message, or a Persian fallback (network, server) */
    message: string;
    /** a 422's field errors (joined per field), to show at the form's fields */
    errors?: Record<string, string>;
    /**
     * Someone decided or changed the record first: a `409` (the record changed since it was read)
     * or a `422` refusing the move itself (`errors.status` alone: "already decided").
     */
    meanwhile?: boolean;
    /** the record as it is now, when the answer carried it (a 409's `data`) */
    current?: RaRecord;
}

/** The generic texts src/providers/httpClient.ts puts in an error when the server said nothing. */
const NETWORK = 'app.errors.network';
const SERVER = 'app.errors.server';

/**
 * A failed decision's message and field errors (docs/openapi.yaml, conventions): the server's
 * own `message` as the HTTP client carries it, else a Persian text for no network or a server
 * failure. (Read here rather than through the HTTP client, so the lazy screens that decide
 * don't change how the first load is split.)
 */
export function decisionFailure(error: unknown, translate: (key: string, options?: object) => string): DecisionFailure {
    if (!(error instanceof HttpError)) return { message: translate(SERVER) };
    if (error.status === 409) {
        const current = conflictRecord(error);
        const by = decidedBy(current);
        const changed = translate('app.conflicts.changed');
        return {
            message: by ? `${changed} (${translate('app.conflicts.decided_by', { name: by.name })})` : changed,
            meanwhile: true,
            current,
        };
    }
    const errors = error.body?.errors as Record<string, string> | undefined;
    const said: unknown = error.body?.message ?? error.message;
    const own = typeof said === 'string' && said.trim() && said !== SERVER && said !== NETWORK ? said : undefined;
    const fallback = error.status === 0 || said === NETWORK ? NETWORK : SERVER;
    const fieldErrors = errors && Object.keys(errors).length ? errors : undefined;
    // a 422 about the move alone (no other field): decided meanwhile by someone else
    const meanwhile = error.status === 422 && !!fieldErrors && Object.keys(fieldErrors).every(field => field === 'status');
    return { message: own ?? translate(fallback), errors: fieldErrors, ...(meanwhile ? { meanwhile } : {}) };
}
