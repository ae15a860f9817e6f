import { HttpError, type RaRecord } from 'react-admin';

/**
 * Two-person approval as a decision meets it (docs/openapi.yaml, `Approval`): a decision's `PUT`
 * answered `202` waits for a second admin, and its record carries `pending_approval` until that
 * admin decides. While it waits, the record is offered no decision (see `decisionApplies`).
 */

export interface Person {
    id: number | string;
    name: string;
}

/** The record's `pending_approval`: who asked for which decision, and when. */
export interface PendingApproval {
    id: number | string;
    action: string;
    maker: Person;
    created_at: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A person as the API names them (`{ id, name }`), or undefined. */
export function personOf(value: unknown): Person | undefined {
    if (!isObject(value) || (typeof value.id !== 'number' && typeof value.id !== 'string')) return undefined;
    return { id: value.id, name: typeof value.name === 'string' && value.name.trim() ? value.name : String(value.id) };
}

/** The record's `pending_approval` when it waits for a second admin, else undefined. */
export function pendingApprovalOf(record: RaRecord | null | undefined): PendingApproval | undefined {
    const pending = (record as Record<string, unknown> | null | undefined)?.pending_approval;
    if (!isObject(pending)) return undefined;
    return {
        id: (pending.id as number | string | undefined) ?? '',
        action: typeof pending.action === 'string' ? pending.action : '',
        maker: personOf(pending.maker) ?? { id: '', name: '' },
        created_at: typeof pending.created_at === 'string' ? pending.created_at : '',
    };
}

/** A decision sent for approval: the `202`'s message and approval (the error the dataProvider throws). */
export interface SentForApproval {
    message: string;
    approval?: RaRecord;
}

/** The `202` of a decision's `PUT` (docs/openapi.yaml, `Approval`), or undefined for any other outcome. */
export function sentForApproval(error: unknown): SentForApproval | undefined {
    if (!(error instanceof HttpError) || error.status !== 202) return undefined;
    const data = (error.body as { data?: unknown } | undefined)?.data;
    return { message: error.message, approval: isObject(data) && 'id' in data ? (data as RaRecord) : undefined };
}
