import type { RaRecord } from 'react-admin';
import type { DecisionDefinition } from '../types';
import type { DecisionFailure } from './decisionError';
import type { DecisionResult } from './useDecide';
import { hasForm } from './when';

/**
 * How a decision is taken, as named states and the actions that move between them: a pure
 * function (`decisionFlow`), used through React's `useReducer` by `useDecisionFlow`, which does
 * what each step asks of the world (sends, reads the record again, says what happened).
 *
 * - idle, or failed-beside-buttons: `ask` (others are deciding the record) opens the question,
 *   `open` a decision's dialog (its form or its question), `send` sends one without a dialog.
 * - asking-others: `open` or `send` as staff go on anyway; `close` goes back.
 * - dialog-open: `send` (still open while it is sent); `close`.
 * - sending: `applied` and `sent-for-approval` close everything (the latter neither applied nor
 *   failed); `refused` keeps the dialog open with why and the errors at its fields, or without a
 *   dialog is said beside the buttons; refused as decided meanwhile, `meanwhile-read` then shows
 *   the record as it is now (in the dialog, or in a dialog of its own: decided-meanwhile).
 *
 * One decision is in flight at a time: while `sending`, nothing starts another and its dialog
 * can't be closed.
 */

/** A decision staff took on a record. */
export interface Taking {
    decision: DecisionDefinition;
    record: RaRecord;
}

/** What a decision's dialog shows besides its form (what was typed stays in the form itself). */
export interface DialogShows {
    /** why the last try failed, in one sentence */
    error: string | null;
    /** a 422's errors at the form's own fields (the form sets them from its submit's answer) */
    fieldErrors?: Record<string, string>;
    /** someone decided the record first: the record as it is now (the send button is then off) */
    meanwhile?: RaRecord;
}

export type DecisionFlow =
    /** nothing open, nothing in flight */
    | { state: 'idle' }
    /** a decision without a dialog failed: its message, said beside the buttons */
    | { state: 'failed-beside-buttons'; message: string }
    /**
     * Someone else is deciding the record (presence): asked before the decision acts. A failure
     * said beside the buttons stays there behind the question.
     */
    | ({ state: 'asking-others'; names: string; failure?: string } & Taking)
    /** a decision's form or question is open */
    | ({ state: 'dialog-open' } & Taking & DialogShows)
    /** sent, waiting for the server's answer: from its dialog (still open) or from the buttons */
    | ({ state: 'sending'; dialog: DialogShows | null } & Taking)
    /** a decision without a dialog found the record decided first: it is shown as it is now */
    | ({ state: 'decided-meanwhile' } & Taking);

export type DecisionFlowAction =
    /** started while others decide the record: the question first */
    | ({ type: 'ask'; names: string } & Taking)
    /** started, a decision with a form or a question: its dialog opens */
    | ({ type: 'open' } & Taking)
    /** sent, from the buttons or from the decision's dialog */
    | ({ type: 'send' } & Taking)
    /** the server applied it */
    | { type: 'applied'; record: RaRecord }
    /** a `202`: it waits for a second admin's approval, neither applied nor failed */
    | { type: 'sent-for-approval'; message: string }
    /** the server refused it (a 422, 403, 409, 5xx, no network) */
    | ({ type: 'refused' } & DecisionFailure)
    /** after a refusal "decided meanwhile": the record as it is now */
    | ({ type: 'meanwhile-read' } & Taking)
    /** the dialog, the question or the record decided meanwhile is closed */
    | { type: 'close' };

export const IDLE: DecisionFlow = { state: 'idle' };

/** Whether a decision opens a dialog (its small form, or its question) before it is sent. */
export const opensDialog = (decision: DecisionDefinition): boolean => hasForm(decision) || !!decision.confirm;

const same = (a: Taking, b: Taking) => a.decision.id === b.decision.id && String(a.record.id) === String(b.record.id);

/** A 422's errors at the decision form's own fields (an error about the status is the message alone). */
export function fieldErrorsOf(decision: DecisionDefinition, errors: Record<string, string> | undefined): Record<string, string> | undefined {
    const sources = new Set((decision.fields ?? []).map(field => field.source));
    const atFields = Object.entries(errors ?? {}).filter(([source]) => sources.has(source));
    return atFields.length ? Object.fromEntries(atFields) : undefined;
}

/** The failure said beside the buttons, if any (behind the question too). */
export function failureOf(flow: DecisionFlow): string | null {
    if (flow.state === 'failed-beside-buttons') return flow.message;
    if (flow.state === 'asking-others') return flow.failure ?? null;
    return null;
}

export function decisionFlow(flow: DecisionFlow, action: DecisionFlowAction): DecisionFlow {
    switch (action.type) {
        case 'ask':
        case 'open':
        case 'send': {
            // one decision in flight at a time
            if (flow.state === 'sending') return flow;
            const { decision, record } = action;
            if (action.type === 'ask') {
                const failure = failureOf(flow);
                return { state: 'asking-others', decision, record, names: action.names, ...(failure ? { failure } : {}) };
            }
            if (action.type === 'open') return { state: 'dialog-open', decision, record, error: null };
            const fromDialog = flow.state === 'dialog-open' && same(flow, action);
            // the dialog keeps showing why the last try failed, and the record decided meanwhile
            const dialog = fromDialog ? { error: flow.error, ...(flow.meanwhile ? { meanwhile: flow.meanwhile } : {}) } : null;
            return { state: 'sending', decision, record, dialog };
        }
        case 'applied':
        case 'sent-for-approval':
            return flow.state === 'sending' ? IDLE : flow;
        case 'refused': {
            if (flow.state !== 'sending') return flow;
            const { decision, record, dialog } = flow;
            if (!dialog) return action.meanwhile ? IDLE : { state: 'failed-beside-buttons', message: action.message };
            const meanwhile = dialog.meanwhile ? { meanwhile: dialog.meanwhile } : {};
            // decided meanwhile: the record is read again and shown in the dialog (meanwhile-read)
            if (action.meanwhile) return { state: 'dialog-open', decision, record, error: null, ...meanwhile };
            const fieldErrors = fieldErrorsOf(decision, action.errors);
            return { state: 'dialog-open', decision, record, error: action.message, ...(fieldErrors ? { fieldErrors } : {}), ...meanwhile };
        }
        case 'meanwhile-read':
            if (flow.state === 'dialog-open' && same(flow, action)) return { ...flow, meanwhile: action.record };
            if (flow.state === 'idle' || flow.state === 'decided-meanwhile') return { state: 'decided-meanwhile', decision: action.decision, record: action.record };
            return flow;
        case 'close':
            if (flow.state === 'asking-others') return flow.failure ? { state: 'failed-beside-buttons', message: flow.failure } : IDLE;
            if (flow.state === 'dialog-open' || flow.state === 'decided-meanwhile') return IDLE;
            return flow; // a dialog can't be closed while its decision is sent
    }
}

/** The server's answer to a decision, as the flow's action. */
export function answered(result: DecisionResult): DecisionFlowAction {
    if (result.ok === 'approval') return { type: 'sent-for-approval', message: result.message };
    if (result.ok) return { type: 'applied', record: result.record };
    const { message, errors, meanwhile, current } = result;
    return { type: 'refused', message, ...(errors ? { errors } : {}), ...(meanwhile ? { meanwhile } : {}), ...(current ? { current } : {}) };
}

/** The decision in flight (its id), if any. */
export const pendingOf = (flow: DecisionFlow): string | null => (flow.state === 'sending' ? flow.decision.id : null);

/** The decision's dialog as it is on screen, if open. */
export function dialogOf(flow: DecisionFlow): (Taking & DialogShows & { sending: boolean }) | null {
    if (flow.state === 'dialog-open') {
        const { decision, record, error, fieldErrors, meanwhile } = flow;
        return { decision, record, error, fieldErrors, meanwhile, sending: false };
    }
    if (flow.state === 'sending' && flow.dialog) return { decision: flow.decision, record: flow.record, ...flow.dialog, sending: true };
    return null;
}

/** Whether a dialog or the question holds the page (its keys are then the dialog's). */
export const isOpen = (flow: DecisionFlow): boolean => flow.state === 'asking-others' || dialogOf(flow) !== null;

/**
 * What staff are told in a toast after the server's answer: applied (success), sent for approval
 * (information: neither applied nor failed), or refused without a dialog (an error). A refusal in
 * a dialog is said in the dialog; one decided meanwhile shows the record as it is now.
 */
export function told(decision: DecisionDefinition, name: string, action: DecisionFlowAction): { text: string; type: 'success' | 'info' | 'error' } | null {
    switch (action.type) {
        case 'applied':
            return { text: `«${decision.label}» برای ${name} ثبت شد.`, type: 'success' };
        case 'sent-for-approval':
            return { text: `«${decision.label}» برای ${name} به تأیید همکار فرستاده شد: ${action.message}`, type: 'info' };
        case 'refused':
            return action.meanwhile || opensDialog(decision) ? null : { text: action.message, type: 'error' };
        default:
            return null;
    }
}
