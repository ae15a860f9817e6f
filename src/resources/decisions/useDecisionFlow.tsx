import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useReducer, type ReactNode } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { othersDeciding, reportState } from '../../realtime/presence';
import { DecidedMeanwhile, decidedBy } from '../conflicts';
import { representation } from '../representation';
import { discardDraft } from '../drafts';
import type { DecisionDefinition, FieldDefinition, ResourceDefinition } from '../types';
import { DecisionDialog, decisionDraftKey } from './DecisionDialog';
import { useDecide } from './useDecide';
import { IDLE, answered, decisionFlow, dialogOf, failureOf, fieldErrorsOf, isOpen, opensDialog, pendingOf, told } from './decisionFlow';
import '../../i18n/lazy/presence';

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
 *
 * Its states and their moves are `decisionFlow` (./decisionFlow.ts); this hook does what each move
 * asks of the world: sends, reads the record again, says what happened, reports presence.
 */
export function useDecisionFlow(
    definition: ResourceDefinition,
    onDecided?: (record: RaRecord, decision: DecisionDefinition) => void,
    next?: (record: RaRecord) => void
) {
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider();
    const { decide } = useDecide(definition);
    const nameOf = useRecordName(definition);
    const translate = useTranslate();
    const [flow, dispatch] = useReducer(decisionFlow, IDLE);
    const pending = pendingOf(flow);
    const shown = dialogOf(flow);

    // a decision's dialog open is `deciding` for the others on the record's page
    const activeId = shown?.record.id;
    useEffect(() => {
        if (activeId === undefined) return undefined;
        const source = Symbol('decision');
        reportState(definition.name, activeId, source, 'deciding');
        return () => reportState(definition.name, activeId, source, null);
    }, [definition.name, activeId]);

    // the record as it is now, after someone decided it first
    const decidedMeanwhile = useCallback(
        async (decision: DecisionDefinition, record: RaRecord, current: RaRecord | undefined) => {
            const now =
                current ??
                (await dataProvider.getOne(definition.name, { id: record.id }).then(
                    ({ data }) => data,
                    () => undefined
                ));
            refresh(); // the page shows the record as it is now
            if (!now) return;
            if (opensDialog(decision) || !next) {
                dispatch({ type: 'meanwhile-read', decision, record: now });
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

    /** Sends a decision; resolves to the errors to show at its form's fields (a 422), or nothing. */
    const send = useCallback(
        async (decision: DecisionDefinition, record: RaRecord, values?: Record<string, unknown>) => {
            dispatch({ type: 'send', decision, record });
            const result = await decide(record, decision, values);
            if (!result) return undefined; // one already in flight
            const action = answered(result);
            dispatch(action);
            if (action.type === 'applied' || action.type === 'sent-for-approval') discardDraft(decisionDraftKey(definition, record, decision));
            const toast = told(decision, nameOf(record), action);
            if (toast) notify(toast.text, { type: toast.type });
            switch (action.type) {
                case 'applied':
                    onDecided?.(action.record, decision);
                    return undefined;
                case 'sent-for-approval':
                    // not applied, not failed: it waits for a second admin; the page reads the
                    // record again and shows that it waits (and offers no further decision)
                    refresh();
                    return undefined;
                case 'refused':
                    if (action.meanwhile) {
                        await decidedMeanwhile(decision, record, action.current);
                        return undefined;
                    }
                    // in a dialog: what was typed stays; field errors go under the form's own fields
                    return opensDialog(decision) ? fieldErrorsOf(decision, action.errors) : undefined;
                default:
                    return undefined;
            }
        },
        [decide, decidedMeanwhile, definition, nameOf, notify, onDecided, refresh]
    );

    const act = useCallback(
        (decision: DecisionDefinition, record: RaRecord) => {
            if (pending) return;
            if (opensDialog(decision)) dispatch({ type: 'open', decision, record });
            else void send(decision, record);
        },
        [pending, send]
    );

    const start = useCallback(
        (decision: DecisionDefinition, record: RaRecord) => {
            if (pending) return;
            // someone else is deciding this record (presence): asked before the decision acts
            const deciding = othersDeciding(definition.name, record.id);
            if (deciding.length) {
                const names = deciding.map(member => member.name || translate('app.presence.unnamed')).join('، ');
                dispatch({ type: 'ask', decision, record, names });
            } else act(decision, record);
        },
        [pending, act, definition.name, translate]
    );

    const close = () => dispatch({ type: 'close' });
    // review mode, after a decision found its record decided meanwhile: on to the next waiting one
    const onToNext = (go: (record: RaRecord) => void, now: RaRecord) => () => {
        close();
        go(now);
    };

    const question: ReactNode =
        flow.state === 'asking-others' ? (
            <Confirm
                isOpen
                title="app.presence.ask_title"
                content="app.presence.ask_content"
                translateOptions={{ names: flow.names, decision: flow.decision.label }}
                confirm="app.presence.ask_confirm"
                onConfirm={() => act(flow.decision, flow.record)}
                onClose={close}
            />
        ) : null;

    const decisionDialog: ReactNode = shown ? (
        <DecisionDialog
            key={`${shown.decision.id}-${shown.record.id}`}
            definition={definition}
            decision={shown.decision}
            record={shown.record}
            name={nameOf(shown.record)}
            pending={shown.sending}
            error={shown.error}
            meanwhile={shown.meanwhile}
            meanwhileFields={movedFields(definition, shown.decision)}
            onNext={next && shown.meanwhile ? onToNext(next, shown.meanwhile) : undefined}
            onSubmit={values => send(shown.decision, shown.record, values)}
            onClose={close}
        />
    ) : flow.state === 'decided-meanwhile' ? (
        <Dialog open onClose={close} aria-labelledby="decided-meanwhile-title" fullWidth maxWidth="xs">
            <DialogTitle id="decided-meanwhile-title">
                {flow.decision.label} — {nameOf(flow.record)}
            </DialogTitle>
            <DialogContent>
                <DecidedMeanwhile record={flow.record} fields={movedFields(definition, flow.decision)} />
            </DialogContent>
            <DialogActions>
                <Button onClick={close}>بستن</Button>
            </DialogActions>
        </Dialog>
    ) : null;
    const dialog: ReactNode = (
        <>
            {question}
            {decisionDialog}
        </>
    );

    return { start, pending, dialog, open: isOpen(flow), failure: failureOf(flow) };
}
