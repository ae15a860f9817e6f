import { HttpError } from 'react-admin';
import { NETWORK_ERROR, serverMessage } from '../../providers/httpClient';

/** Why a decision failed, as staff read it: what was wrong, field by field, and in one sentence. */
export interface DecisionFailure {
    /** the server's message, or a Persian fallback (network, server) */
    message: string;
    /** a 422's field errors (joined per field), to show at the form's fields */
    errors?: Record<string, string>;
}

/** A failed decision's message and field errors (docs/openapi.yaml, conventions). */
export function decisionFailure(error: unknown, translate: (key: string) => string): DecisionFailure {
    const errors = error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
    const fallback =
        error instanceof HttpError && (error.status === 0 || error.message === NETWORK_ERROR) ? 'app.errors.network' : 'app.errors.server';
    return { message: serverMessage(error) ?? translate(fallback), errors: errors && Object.keys(errors).length ? errors : undefined };
}
