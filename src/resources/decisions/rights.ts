import { useCallback } from 'react';
import type { RaRecord } from 'react-admin';
import { useActionRights } from '../../access/useCanOpen';
import type { Verdict } from '../../domain/permissions';
import { formatNumber } from '../../i18n/format';
import { DEFAULT_CURRENCY } from '../fields/types/money';
import type { DecisionDefinition, ResourceDefinition } from '../types';
import { decisionsFor, type AdminId } from './when';

/** What a decision allowed only with a second admin's approval says on its button. */
export const APPROVAL_LABEL = 'ارسال برای تأیید';

export type DecisionRights = (decision: DecisionDefinition, record?: RaRecord | null) => Verdict;

/**
 * What the admin's `permissions` say of each decision (by its id) on a record of the resource,
 * judged from the permissions already read: no request, one function for every row.
 */
export function useDecisionRights(definition: Pick<ResourceDefinition, 'name'>): DecisionRights {
    const rights = useActionRights(definition.name);
    return useCallback<DecisionRights>((decision, record) => rights(decision.id, record as { amount?: unknown } | null), [rights]);
}

/** The decisions that apply to a record and that the admin may take (alone or with approval). */
export function allowedDecisions(
    definition: ResourceDefinition,
    record: RaRecord | undefined | null,
    rights: DecisionRights,
    adminId?: AdminId
): DecisionDefinition[] {
    return decisionsFor(definition, record, adminId).filter(decision => rights(decision, record).allowed);
}

/** The admin's limit in Persian money, in the unit of the resource's `amount` (تومان unless it says otherwise). */
export function limitText(definition: Pick<ResourceDefinition, 'fields'>, limit: number): string {
    const field = definition.fields.find(candidate => candidate.source === 'amount');
    const unit = field && 'unit' in field && typeof field.unit === 'string' ? field.unit : DEFAULT_CURRENCY;
    return `${formatNumber(limit)} ${unit}`;
}

/** The sentence beside a decision that goes to a second admin: «بیش از سقف شما (۵۰٬۰۰۰٬۰۰۰ تومان)…». */
export function approvalHint(definition: Pick<ResourceDefinition, 'fields'>, verdict: Verdict): string | undefined {
    if (!verdict.needsApproval || verdict.limit === undefined) return undefined;
    return `مبلغ بیش از سقف شما (${limitText(definition, verdict.limit)}) است؛ با تأیید مدیر دوم انجام می‌شود.`;
}
