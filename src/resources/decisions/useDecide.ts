import { useCallback, useRef } from 'react';
import { useTranslate, useUpdate, type RaRecord } from 'react-admin';
import type { DecisionDefinition, ResourceDefinition } from '../types';
import { decisionData } from './decisionData';
import { decisionFailure, type DecisionFailure } from './decisionError';
import { sentForApproval, type SentForApproval } from './approvalPending';

/**
 * What became of a decision: applied (`ok: true`), sent to a second admin for approval (`ok:
 * 'approval'`, a `202`: neither applied nor failed), or refused (`ok: false`).
 */
export type DecisionResult = { ok: true; record: RaRecord } | ({ ok: 'approval' } & SentForApproval) | ({ ok: false } & DecisionFailure);

/**
 * Sends a decision: `PUT /admin/{resource}/{id}` of the record with the decision's changes and its
 * form's values, through react-admin's `useUpdate`, pessimistic (nothing changes on screen until
 * the server says yes; a failure leaves the record as it was). One decision at a time: a second
 * call while one is in flight is refused (`null`), so a double press can't send twice. (What is in
 * flight is shown by the caller: `useDecisionFlow`'s `sending`.)
 */
export function useDecide(definition: ResourceDefinition) {
    const translate = useTranslate();
    const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
    const inFlight = useRef(false);

    const decide = useCallback(
        async (record: RaRecord, decision: DecisionDefinition, values?: Record<string, unknown>): Promise<DecisionResult | null> => {
            if (inFlight.current) return null;
            inFlight.current = true;
            try {
                const data = decisionData(record, decision, values);
                const saved = await update(
                    definition.name,
                    { id: record.id, data, previousData: record },
                    { mutationMode: 'pessimistic', returnPromise: true }
                );
                return { ok: true, record: (saved as RaRecord | undefined) ?? data };
            } catch (error) {
                const waiting = sentForApproval(error);
                if (waiting) return { ok: 'approval', ...waiting };
                return { ok: false, ...decisionFailure(error, translate) };
            } finally {
                inFlight.current = false;
            }
        },
        [definition.name, translate, update]
    );

    return { decide };
}
