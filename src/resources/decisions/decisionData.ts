import type { RaRecord } from 'react-admin';
import { normalizeValue } from '../fields/rules';
import type { DecisionDefinition } from '../types';

/**
 * The body of a decision's `PUT /admin/{resource}/{id}` (docs/openapi.yaml, 'Decisions'): the record as it is, with
 * the decision's `changes` and the values of its own small form (normalised as each field's type
 * says: ASCII digits, numbers as numbers, dates as the API writes them).
 */
export function decisionData(record: RaRecord, decision: DecisionDefinition, values: Record<string, unknown> = {}): RaRecord {
    const asked: Record<string, unknown> = {};
    for (const field of decision.fields ?? []) {
        const value = values[field.source];
        asked[field.source] = value === undefined || value === '' ? null : normalizeValue(field, value);
    }
    return { ...record, ...decision.changes, ...asked, id: record.id };
}

/** The form's first values: what the record holds in the decision's fields (nothing typed is invented). */
export function decisionDefaults(record: RaRecord | undefined, decision: DecisionDefinition): Record<string, unknown> {
    return Object.fromEntries(
        (decision.fields ?? []).map(field => [field.source, (record as Record<string, unknown> | undefined)?.[field.source] ?? null])
    );
}
