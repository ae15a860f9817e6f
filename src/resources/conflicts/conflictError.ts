import { HttpError, type RaRecord } from 'react-admin';

/**
 * The record as it is now, from a `409 Conflict` answer (`{ message, data }`, docs/openapi.yaml):
 * the server refused a `PUT` built on an older version. Undefined for any other failure.
 */
export function conflictRecord(error: unknown): RaRecord | undefined {
    if (!(error instanceof HttpError) || error.status !== 409) return undefined;
    const data: unknown = error.body?.data;
    return data && typeof data === 'object' && !Array.isArray(data) && 'id' in data ? (data as RaRecord) : undefined;
}

/** Whether a failure is a `409 Conflict` (with or without the current record). */
export const isConflict = (error: unknown): boolean => error instanceof HttpError && error.status === 409;
