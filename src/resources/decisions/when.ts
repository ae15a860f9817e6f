import type { RaRecord } from 'react-admin';
import type { DecisionDefinition, ResourceDefinition } from '../types';
import { pendingApprovalOf } from './approvalPending';

/** The signed-in admin's id (`/admin/me`), when known. */
export type AdminId = string | number | null | undefined;

const valueAt = (record: RaRecord, path: string): unknown =>
    path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

/** Whether the record's `who.source` is (or, `me: false`, is not) the signed-in admin; false while unknown. */
function isWho(who: NonNullable<DecisionDefinition['who']>, record: RaRecord, adminId: AdminId): boolean {
    if (adminId === undefined || adminId === null || String(adminId) === '') return false;
    const value = valueAt(record, who.source);
    const same = value !== undefined && value !== null && String(value) === String(adminId);
    return who.me ? same : !same;
}

/**
 * Whether a decision applies to a record: every field its `when` names holds one of the listed
 * values, and the record does not wait for a second admin's approval (`pending_approval`).
 */
export function decisionApplies(decision: DecisionDefinition, record: RaRecord | undefined | null, adminId?: AdminId): boolean {
    if (!record || pendingApprovalOf(record)) return false;
    if (decision.who && !isWho(decision.who, record, adminId)) return false;
    return Object.entries(decision.when).every(([source, values]) => {
        const value = (record as Record<string, unknown>)[source];
        return values.some(wanted => wanted === value || (wanted === null && value === undefined));
    });
}

/** The decisions of a definition that apply to a record, in their declared order. */
export function decisionsFor(definition: ResourceDefinition, record: RaRecord | undefined | null, adminId?: AdminId): DecisionDefinition[] {
    return (definition.decisions ?? []).filter(decision => decisionApplies(decision, record, adminId));
}

/** Whether a decision asks its own small form before it is sent. */
export const hasForm = (decision: DecisionDefinition): boolean => (decision.fields?.length ?? 0) > 0;

/**
 * The decisions offered as a bulk action on the list: those without a form of their own, unless
 * the definition says `bulk: false` (a form's values differ record by record, so never in bulk).
 */
export function bulkDecisions(definition: ResourceDefinition): DecisionDefinition[] {
    return (definition.decisions ?? []).filter(decision => decision.bulk !== false && !hasForm(decision));
}
