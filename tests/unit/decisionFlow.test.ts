import { HttpError, type RaRecord } from 'react-admin';
import {
    IDLE,
    answered,
    decisionFlow,
    dialogOf,
    failureOf,
    isOpen,
    pendingOf,
    told,
    type DecisionFlow,
    type DecisionFlowAction,
} from '../../src/resources/decisions/decisionFlow';
import { decisionFailure } from '../../src/resources/decisions/decisionError';
import { sentForApproval } from '../../src/resources/decisions/approvalPending';
import { approveDecision, rejectDecision } from '../../src/resources/decisions/presets';
import type { DecisionDefinition } from '../../src/resources/types';

// a decision sent at once, one with its small form, one that asks its question first
const approve = approveDecision();
const reject = rejectDecision();
const cancel: DecisionDefinition = { id: 'cancel', label: 'لغو', when: { status: ['draft'] }, changes: { status: 'cancelled' }, confirm: true };
const receipt: RaRecord = { id: 7, status: 'pending' };
const NAME = 'فیش ۷';

/** The flow after each action in turn, from `from`. */
const after = (actions: DecisionFlowAction[], from: DecisionFlow = IDLE) => actions.reduce(decisionFlow, from);

const translate = (key: string) => key;
/** The server's answer to a decision, read as `useDecide` reads it. */
const refusal = (status: number, body: object, message = 'Request failed') => {
    const error = new HttpError(message, status, body);
    return answered(sentForApproval(error) ? { ok: 'approval', ...sentForApproval(error)! } : { ok: false, ...decisionFailure(error, translate) });
};

describe('decision flow: a decision without a dialog', () => {
    it('is sent at once, its button busy, and closes with a success toast when applied', () => {
        const sending = after([{ type: 'send', decision: approve, record: receipt }]);
        expect(sending.state).toBe('sending');
        expect(pendingOf(sending)).toBe('approve');
        expect(dialogOf(sending)).toBeNull();

        const applied: DecisionFlowAction = answered({ ok: true, record: { ...receipt, status: 'approved' } });
        expect(after([applied], sending)).toEqual(IDLE);
        expect(told(approve, NAME, applied)).toEqual({ text: '«تأیید» برای فیش ۷ ثبت شد.', type: 'success' });
    });

    it('a failure is said beside the buttons (and in an error toast), until the next decision starts', () => {
        const refused = refusal(500, { message: 'سرور در دسترس نیست.' });
        const failed = after([{ type: 'send', decision: approve, record: receipt }, refused]);
        expect(failed).toEqual({ state: 'failed-beside-buttons', message: 'سرور در دسترس نیست.' });
        expect(failureOf(failed)).toBe('سرور در دسترس نیست.');
        expect(isOpen(failed)).toBe(false);
        expect(told(approve, NAME, refused)).toEqual({ text: 'سرور در دسترس نیست.', type: 'error' });

        // tried again: the old failure goes while it is sent
        const again = after([{ type: 'send', decision: approve, record: receipt }], failed);
        expect(failureOf(again)).toBeNull();
        expect(pendingOf(again)).toBe('approve');
        // another decision's dialog opens without it
        expect(failureOf(after([{ type: 'open', decision: reject, record: receipt }], failed))).toBeNull();
    });

    it('no network: the Persian message beside the buttons', () => {
        const failed = after([{ type: 'send', decision: approve, record: receipt }, refusal(0, {}, 'app.errors.network')]);
        expect(failureOf(failed)).toBe('app.errors.network');
    });

    it('decided meanwhile (409): nothing is said beside the buttons; the record is shown as it is now', () => {
        const now = { ...receipt, status: 'rejected', decided_by: { id: 3, name: 'مریم' } };
        const refused = refusal(409, { data: now });
        expect(refused).toMatchObject({ type: 'refused', meanwhile: true, current: now });
        const read = after([{ type: 'send', decision: approve, record: receipt }, refused]);
        expect(read).toEqual(IDLE);
        expect(failureOf(read)).toBeNull();
        expect(told(approve, NAME, refused)).toBeNull();

        const shown = after([{ type: 'meanwhile-read', decision: approve, record: now }], read);
        expect(shown).toEqual({ state: 'decided-meanwhile', decision: approve, record: now });
        expect(after([{ type: 'close' }], shown)).toEqual(IDLE);
    });

    it('a 422 refusing the move alone ("already decided") is decided meanwhile too', () => {
        const refused = refusal(422, { message: 'این فیش قبلاً بررسی شده است.', errors: { status: 'این فیش قبلاً بررسی شده است.' } });
        expect(refused).toMatchObject({ type: 'refused', meanwhile: true });
        expect(after([{ type: 'send', decision: approve, record: receipt }, refused])).toEqual(IDLE);
    });
});

describe('decision flow: a decision with a dialog', () => {
    const open = after([{ type: 'open', decision: reject, record: receipt }]);

    it('opens its dialog; while sent, the dialog stays open, busy, and cannot be closed', () => {
        expect(dialogOf(open)).toMatchObject({ decision: reject, record: receipt, error: null, sending: false });
        expect(isOpen(open)).toBe(true);
        const sending = after([{ type: 'send', decision: reject, record: receipt }], open);
        expect(dialogOf(sending)).toMatchObject({ decision: reject, record: receipt, sending: true });
        expect(pendingOf(sending)).toBe('reject');
        expect(after([{ type: 'close' }], sending)).toBe(sending);
        // closed when nothing is in flight
        expect(after([{ type: 'close' }], open)).toEqual(IDLE);
    });

    it('a 422 keeps the dialog open (what was typed stays in its form) with why, and the errors at its own fields', () => {
        const refused = refusal(422, {
            message: 'اطلاعات واردشده معتبر نیست.',
            errors: { reject_reason: 'دلیل رد باید دست‌کم ۳ نویسه باشد.', amount: 'نه در این فرم' },
        });
        expect(refused).toMatchObject({ type: 'refused' });
        expect(refused).not.toHaveProperty('meanwhile');
        const kept = after([{ type: 'send', decision: reject, record: receipt }, refused], open);
        expect(kept).toEqual({
            state: 'dialog-open',
            decision: reject,
            record: receipt,
            error: 'اطلاعات واردشده معتبر نیست.',
            // a field the form doesn't have is the message alone
            fieldErrors: { reject_reason: 'دلیل رد باید دست‌کم ۳ نویسه باشد.' },
        });
        // said in the dialog: no toast, nothing beside the buttons
        expect(told(reject, NAME, refused)).toBeNull();
        expect(failureOf(kept)).toBeNull();

        // sent again: the dialog still says why the last try failed until the answer
        const again = after([{ type: 'send', decision: reject, record: receipt }], kept);
        expect(dialogOf(again)).toMatchObject({ error: 'اطلاعات واردشده معتبر نیست.', sending: true });
        expect(after([answered({ ok: true, record: receipt })], again)).toEqual(IDLE);
    });

    it('any other failure (403, 5xx) keeps the dialog open with its message', () => {
        const kept = after([{ type: 'send', decision: cancel, record: receipt }, refusal(403, { message: 'اجازهٔ این کار را ندارید.' })], {
            state: 'dialog-open',
            decision: cancel,
            record: receipt,
            error: null,
        });
        expect(dialogOf(kept)).toMatchObject({ decision: cancel, error: 'اجازهٔ این کار را ندارید.', sending: false });
    });

    it('decided meanwhile (409): the dialog stays open and shows the record as it is now', () => {
        const now = { ...receipt, status: 'approved' };
        const refused = refusal(409, {});
        const reading = after([{ type: 'send', decision: reject, record: receipt }, refused], open);
        expect(dialogOf(reading)).toMatchObject({ decision: reject, record: receipt, error: null, sending: false });
        const shown = after([{ type: 'meanwhile-read', decision: reject, record: now }], reading);
        // the dialog keeps the record it opened with (its form keeps what was typed) beside the one now
        expect(dialogOf(shown)).toMatchObject({ decision: reject, record: receipt, meanwhile: now, error: null });
        expect(after([{ type: 'close' }], shown)).toEqual(IDLE);
        // another record's answer is not shown in this dialog
        expect(after([{ type: 'meanwhile-read', decision: reject, record: { id: 8 } }], reading)).toBe(reading);
    });

    it('a 202 "sent for approval" closes the dialog and is neither success nor failure', () => {
        const error = new HttpError('بیش از سقف شما: به تأیید همکار فرستاده شد.', 202, { data: { id: 41, status: 'pending' } });
        const waiting = answered({ ok: 'approval', ...sentForApproval(error)! });
        expect(waiting).toEqual({ type: 'sent-for-approval', message: 'بیش از سقف شما: به تأیید همکار فرستاده شد.' });
        const closed = after([{ type: 'send', decision: reject, record: receipt }, waiting], open);
        expect(closed).toEqual(IDLE);
        expect(dialogOf(closed)).toBeNull();
        expect(failureOf(closed)).toBeNull();
        expect(told(reject, NAME, waiting)).toEqual({
            text: '«رد» برای فیش ۷ به تأیید همکار فرستاده شد: بیش از سقف شما: به تأیید همکار فرستاده شد.',
            type: 'info',
        });
        // without a dialog too: nothing beside the buttons
        expect(after([{ type: 'send', decision: approve, record: receipt }, waiting])).toEqual(IDLE);
    });
});

describe('decision flow: one decision in flight at a time', () => {
    const sending = after([{ type: 'send', decision: approve, record: receipt }]);

    it('while one is sent, nothing starts another: no dialog, no question, no second send', () => {
        for (const action of [
            { type: 'send', decision: approve, record: receipt },
            { type: 'send', decision: reject, record: { id: 8 } },
            { type: 'open', decision: reject, record: receipt },
            { type: 'ask', decision: reject, record: receipt, names: 'مریم' },
            { type: 'close' },
        ] satisfies DecisionFlowAction[])
            expect(decisionFlow(sending, action)).toBe(sending);
        expect(pendingOf(sending)).toBe('approve');
    });

    it('an answer with nothing in flight changes nothing', () => {
        const open = after([{ type: 'open', decision: reject, record: receipt }]);
        for (const action of [answered({ ok: true, record: receipt }), { type: 'sent-for-approval', message: '…' }, refusal(500, {})] satisfies DecisionFlowAction[]) {
            expect(decisionFlow(IDLE, action)).toBe(IDLE);
            expect(decisionFlow(open, action)).toBe(open);
        }
    });
});

describe('decision flow: someone else is deciding the record (presence)', () => {
    const asking = after([{ type: 'ask', decision: reject, record: receipt, names: 'مریم، علی' }]);

    it('asks first; going on opens the dialog, or sends a decision without one', () => {
        expect(asking).toMatchObject({ state: 'asking-others', names: 'مریم، علی', decision: reject });
        expect(isOpen(asking)).toBe(true);
        expect(dialogOf(asking)).toBeNull();
        expect(after([{ type: 'open', decision: reject, record: receipt }], asking).state).toBe('dialog-open');
        expect(pendingOf(after([{ type: 'send', decision: approve, record: receipt }], asking))).toBe('approve');
    });

    it('declining changes nothing; a failure said beside the buttons stays there', () => {
        expect(after([{ type: 'close' }], asking)).toEqual(IDLE);
        const failed: DecisionFlow = { state: 'failed-beside-buttons', message: 'خطای سرور' };
        const askingAfterFailure = after([{ type: 'ask', decision: approve, record: receipt, names: 'مریم' }], failed);
        expect(failureOf(askingAfterFailure)).toBe('خطای سرور');
        expect(after([{ type: 'close' }], askingAfterFailure)).toEqual(failed);
    });
});
