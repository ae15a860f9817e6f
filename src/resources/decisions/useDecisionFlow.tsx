import { useCallback, useState, type ReactNode } from 'react';
import { useNotify, type RaRecord } from 'react-admin';
import { representation } from '../representation';
import type { DecisionDefinition, ResourceDefinition } from '../types';
import { discardDraft } from '../drafts';
import { DecisionDialog, decisionDraftKey } from './DecisionDialog';
import { useDecide } from './useDecide';
import { hasForm } from './when';

interface Active {
    decision: DecisionDefinition;
    record: RaRecord;
}

/** A record's name as staff read it: "فیش ۱۲۳۴۵۶". */
export function useRecordName(definition: ResourceDefinition) {
    const name = representation(definition);
    return (record: RaRecord) => `${definition.label.one} ${name(record)}`;
}

/**
 * How a decision is taken, wherever its button is (a record's page, a row's menu): sent at once,
 * or after its question, or through its small form. Says what happened; a failure leaves the
 * record as it was, keeps the form open with what was typed, and says why (a 422's field errors
 * at the fields). `onDecided` runs after the server has said yes.
 */
export function useDecisionFlow(definition: ResourceDefinition, onDecided?: (record: RaRecord, decision: DecisionDefinition) => void) {
    const notify = useNotify();
    const { decide, pending } = useDecide(definition);
    const nameOf = useRecordName(definition);
    const [active, setActive] = useState<Active | null>(null);
    const [error, setError] = useState<string | null>(null);

    const send = useCallback(
        async (decision: DecisionDefinition, record: RaRecord, values?: Record<string, unknown>) => {
            const result = await decide(record, decision, values);
            if (!result) return undefined; // one already in flight
            if (result.ok) {
                discardDraft(decisionDraftKey(definition, record, decision));
                setActive(null);
                setError(null);
                notify(`«${decision.label}» برای ${nameOf(record)} ثبت شد.`, { type: 'success' });
                onDecided?.(result.record, decision);
                return undefined;
            }
            if (hasForm(decision) || decision.confirm) {
                // the dialog stays open with what was typed; field errors go under the form's own
                // fields (an error about the status, "already decided", is the message alone)
                setError(result.message);
                const sources = new Set((decision.fields ?? []).map(field => field.source));
                const atFields = Object.entries(result.errors ?? {}).filter(([source]) => sources.has(source));
                return atFields.length ? Object.fromEntries(atFields) : undefined;
            }
            notify(result.message, { type: 'error' });
            return undefined;
        },
        [decide, definition, nameOf, notify, onDecided]
    );

    const start = useCallback(
        (decision: DecisionDefinition, record: RaRecord) => {
            if (pending) return;
            setError(null);
            if (hasForm(decision) || decision.confirm) setActive({ decision, record });
            else void send(decision, record);
        },
        [pending, send]
    );

    const dialog: ReactNode = active ? (
        <DecisionDialog
            key={`${active.decision.id}-${active.record.id}`}
            definition={definition}
            decision={active.decision}
            record={active.record}
            name={nameOf(active.record)}
            pending={pending !== null}
            error={error}
            onSubmit={values => send(active.decision, active.record, values)}
            onClose={() => setActive(null)}
        />
    ) : null;

    return { start, pending, dialog, open: active !== null };
}
