import { HttpError } from 'react-admin';

/** Why a decision failed, as staff read it: what was wrong, field by field, and in one sentence. */
export interface DecisionFailure {
    /** the server's message, or a Persian fallback (network, server) */
    message: string;
    /** a 422's field errors (joined per field), to show at the form's fields */
    errors?: Record<string, string>;
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
export function decisionFailure(error: unknown, translate: (key: string) => string): DecisionFailure {
    if (!(error instanceof HttpError)) return { message: translate(SERVER) };
    const errors = error.body?.errors as Record<string, string> | undefined;
    const said: unknown = error.body?.message ?? error.message;
    const own = typeof said === 'string' && said.trim() && said !== SERVER && said !== NETWORK ? said : undefined;
    const fallback = error.status === 0 || said === NETWORK ? NETWORK : SERVER;
    return { message: own ?? translate(fallback), errors: errors && Object.keys(errors).length ? errors : undefined };
}
