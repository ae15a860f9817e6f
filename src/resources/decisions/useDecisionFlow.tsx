import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { othersDeciding, reportState } from '../../realtime/presence';
import { DecidedMeanwhile, decidedBy } from '../conflicts';
import { representation } from '../representation';
import { discardDraft } from '../drafts';
import type { DecisionDefinition, FieldDefinition, ResourceDefinition } from '../types';
import { DecisionDialog, decisionDraftKey } from './DecisionDialog';
import { useDecide } from './useDecide';
import { hasForm } from './when';
import '../../i18n/lazy/presence';

interface Active {
    decision: DecisionDefinition;
    record: RaRecord;
}

/** A record's name as staff read it: "فیش ۱۲۳۴۵۶". */
export function useRecordName(definition: ResourceDefinition) {
    const name = representation(definition);
    return (record: RaRecord) => `${definition.label.one} ${name(record)}`;
}

/** The fields a decision moves (its `when`: a status), to show a record decided meanwhile. */
export const movedFields = (definition: ResourceDefinition, decision: DecisionDefinition): FieldDefinition[] =>
    definition.fields.filter(field => field.source in decision.when);

/** A field's value as plain Persian text: an enum by its name. */
function valueText(field: FieldDefinition, value: unknown): string {
    if (field.type === 'enum') return field.choices.find(choice => choice.id === value)?.name ?? String(value ?? '—');
    return String(value ?? '—');
}

/**
 * How a decision is taken, wherever its button is (a record's page, a row's menu): sent at once,
 * or after its question, or through its small form. Says what happened; a failure leaves the
 * record as it was, keeps the form open with what was typed, and says why (a 422's field errors
 * at the fields). `onDecided` runs after the server has said yes.
 *
 * Decided meanwhile (a 409, or a 422 refusing the move): the record is read as it is now and
 * shown with who decided it; a decision's form keeps what was typed. `next` (review mode) moves
 * on to the next waiting record: at once for a decision without a form (a toast says what
 * happened), from the dialog's own button for one with a form.
 */
export function useDecisionFlow(
    definition: ResourceDefinition,
    onDecided?: (record: RaRecord, decision: DecisionDefinition) => void,
    next?: (record: RaRecord) => void
) {
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider();
    const { decide, pending } = useDecide(definition);
    const nameOf = useRecordName(definition);
    const [active, setActive] = useState<Active | null>(null);
    const [error, setError] = useState<string | null>(null);
    /** a decision without a dialog that failed: its message, shown beside the buttons */
    const [failure, setFailure] = useState<string | null>(null);
    // someone else is deciding this record (presence): asked before the decision acts
    const [asking, setAsking] = useState<(Active & { names: string }) | null>(null);
    const translate = useTranslate();

    // a decision's dialog open is `deciding` for the others on the record's page
    const activeId = active?.record.id;
    useEffect(() => {
        if (activeId === undefined) return undefined;
        const source = Symbol('decision');
        reportState(definition.name, activeId, source, 'deciding');
        return () => reportState(definition.name, activeId, source, null);
    }, [definition.name, activeId]);

    // the record as it is now, after someone decided it first
    const [meanwhile, setMeanwhile] = useState<{ decision: DecisionDefinition; record: RaRecord } | null>(null);

    const decidedMeanwhile = useCallback(
        async (decision: DecisionDefinition, record: RaRecord, current: RaRecord | undefined, withDialog: boolean) => {
            const now =
                current ??
                (await dataProvider.getOne(definition.name, { id: record.id }).then(
                    ({ data }) => data,
                    () => undefined
                ));
            refresh(); // the page shows the record as it is now
            if (!now) return;
            if (withDialog || !next) {
                setMeanwhile({ decision, record: now });
                return;
            }
            const by = decidedBy(now);
            const state = movedFields(definition, decision)
                .map(field => `${field.label}: ${valueText(field, (now as Record<string, unknown>)[field.source])}`)
                .join('، ');
            notify(
                `«${decision.label}» انجام نشد: ${nameOf(record)} در این فاصله بررسی شده است (${state}${by ? `، تصمیم‌گیرنده: ${by.name}` : ''}).`,
                { type: 'warning' }
            );
            next(now);
        },
        [dataProvider, definition, nameOf, next, notify, refresh]
    );

    const send = useCallback(
        async (decision: DecisionDefinition, record: RaRecord, values?: Record<string, unknown>) => {
            const result = await decide(record, decision, values);
            if (!result) return undefined; // one already in flight
            if (result.ok === 'approval') {
                // not applied, not failed: it waits for a second admin; the page reads the record
                // again and shows that it waits (and offers no further decision)
                discardDraft(decisionDraftKey(definition, record, decision));
                setActive(null);
                setError(null);
                notify(`«${decision.label}» برای ${nameOf(record)} به تأیید همکار فرستاده شد: ${result.message}`, { type: 'info' });
                refresh();
                return undefined;
            }
            if (result.ok) {
                discardDraft(decisionDraftKey(definition, record, decision));
                setActive(null);
                setError(null);
                notify(`«${decision.label}» برای ${nameOf(record)} ثبت شد.`, { type: 'success' });
                onDecided?.(result.record, decision);
                return undefined;
            }
            if (result.meanwhile) {
                const withDialog = hasForm(decision) || !!decision.confirm;
                setError(null);
                await decidedMeanwhile(decision, record, result.current, withDialog);
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
            setFailure(result.message);
            notify(result.message, { type: 'error' });
            return undefined;
        },
        [decide, decidedMeanwhile, definition, nameOf, notify, onDecided, refresh]
    );

    const act = useCallback(
        (decision: DecisionDefinition, record: RaRecord) => {
            if (pending) return;
            setError(null);
            setFailure(null);
            setMeanwhile(null);
            if (hasForm(decision) || decision.confirm) setActive({ decision, record });
            else void send(decision, record);
        },
        [pending, send]
    );

    const start = useCallback(
        (decision: DecisionDefinition, record: RaRecord) => {
            if (pending) return;
            const deciding = othersDeciding(definition.name, record.id);
            if (deciding.length) {
                const names = deciding.map(member => member.name || translate('app.presence.unnamed')).join('، ');
                setAsking({ decision, record, names });
            } else act(decision, record);
        },
        [pending, act, definition.name, translate]
    );

    const question: ReactNode = asking ? (
        <Confirm
            isOpen
            title="app.presence.ask_title"
            content="app.presence.ask_content"
            translateOptions={{ names: asking.names, decision: asking.decision.label }}
            confirm="app.presence.ask_confirm"
            onConfirm={() => {
                setAsking(null);
                act(asking.decision, asking.record);
            }}
            onClose={() => setAsking(null)}
        />
    ) : null;

    const decisionDialog: ReactNode = active ? (
        <DecisionDialog
            key={`${active.decision.id}-${active.record.id}`}
            definition={definition}
            decision={active.decision}
            record={active.record}
            name={nameOf(active.record)}
            pending={pending !== null}
            error={error}
            meanwhile={meanwhile?.record}
            meanwhileFields={movedFields(definition, active.decision)}
            onNext={
                meanwhile && next
                    ? () => {
                          setActive(null);
                          setMeanwhile(null);
                          next(meanwhile.record);
                      }
                    : undefined
            }
            onSubmit={values => send(active.decision, active.record, values)}
            onClose={() => {
                setActive(null);
                setMeanwhile(null);
            }}
        />
    ) : meanwhile ? (
        <Dialog open onClose={() => setMeanwhile(null)} aria-labelledby="decided-meanwhile-title" fullWidth maxWidth="xs">
            <DialogTitle id="decided-meanwhile-title">
                {meanwhile.decision.label} — {nameOf(meanwhile.record)}
            </DialogTitle>
            <DialogContent>
                <DecidedMeanwhile record={meanwhile.record} fields={movedFields(definition, meanwhile.decision)} />
            </DialogContent>
            <DialogActions>
                <Button onClick={() => setMeanwhile(null)}>بستن</Button>
            </DialogActions>
        </Dialog>
    ) : null;
    const dialog: ReactNode = (
        <>
            {question}
            {decisionDialog}
        </>
    );

    return { start, pending, dialog, open: active !== null || asking !== null, failure };
}
