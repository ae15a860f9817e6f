// @vitest-environment jsdom
import type { RaRecord } from 'react-admin';
import { SENT_FOR_APPROVAL, runBulk } from '../../src/resources/bulk';
import { namedValidator } from '../../src/resources/fields/namedValidators';
import { decisionData, decisionDefaults } from '../../src/resources/decisions/decisionData';
import { queueTitle } from '../../src/resources/decisions/QueueTitle';
import { decisionForKey, isTyping, pressed } from '../../src/resources/decisions/shortcuts';
import { nextWaiting } from '../../src/resources/decisions/useNextInQueue';
import { bulkDecisions, decisionApplies, decisionsFor } from '../../src/resources/decisions/when';
import { definitions } from '../../src/resources';
import { checkDecision, type Workflow } from '../../src/mock/workflow';
import { mockResource } from '../../src/mock/store';

const definition = (name: string) => {
    const found = definitions.find(item => item.name === name);
    if (!found) throw new Error(name);
    return found;
};
const ids = (name: string, record: Partial<RaRecord>) => decisionsFor(definition(name), { id: 1, ...record } as RaRecord).map(decision => decision.id);
const decision = (name: string, id: string) => definition(name).decisions!.find(item => item.id === id)!;

describe('decisions: which apply to a record (when)', () => {
    it('a waiting receipt is approved or rejected; a decided one is not decided again', () => {
        expect(ids('receipt', { status: 'pending' })).toEqual(['approve', 'reject']);
        expect(ids('receipt', { status: 'approved' })).toEqual([]);
        expect(ids('receipt', { status: 'rejected' })).toEqual([]);
        expect(decisionApplies(decision('receipt', 'approve'), null)).toBe(false);
    });

    it('a withdrawal approved but not paid can still be paid or rejected, not approved again', () => {
        expect(ids('withdrawal', { status: 'pending' })).toEqual(['approve', 'pay', 'reject']);
        expect(ids('withdrawal', { status: 'approved' })).toEqual(['pay', 'reject']);
        expect(ids('withdrawal', { status: 'paid' })).toEqual([]);
    });

    it('delivery, credit, notification and ticket follow their own steps', () => {
        expect(ids('delivery-request', { status: 'pending' })).toEqual(['schedule', 'reject']);
        expect(ids('delivery-request', { status: 'preparing' })).toEqual(['deliver', 'reject']);
        expect(ids('delivery-request', { status: 'sent' })).toEqual(['deliver']);
        expect(ids('credit', { status: 'active' })).toEqual(['revoke']);
        expect(ids('notification', { status: 'draft' })).toEqual(['send', 'cancel']);
        expect(ids('notification', { status: 'sent' })).toEqual([]);
        expect(ids('ticket', { status: 'answered' })).toEqual(['close']);
        expect(ids('ticket', { status: 'closed' })).toEqual(['reopen']);
    });

    it('only decisions without a form of their own are offered in bulk', () => {
        expect(bulkDecisions(definition('receipt')).map(item => item.id)).toEqual(['approve']);
        expect(bulkDecisions(definition('withdrawal')).map(item => item.id)).toEqual(['approve']);
        expect(bulkDecisions(definition('delivery-request')).map(item => item.id)).toEqual(['deliver']);
        expect(bulkDecisions({ ...definition('receipt'), decisions: [{ ...decision('receipt', 'approve'), bulk: false }] })).toEqual([]);
    });

    // every declared decision is a move the server's workflow accepts from each status it applies to
    // (the approvals are decided by the mock's approvals, src/mock/approvals.ts: tests/integration/mockApprovals.test.ts)
    it.each(definitions.filter(definition => definition.decisions?.length && definition.name !== 'approval').map(definition => definition.name))(
        '%s: each decision is a move its workflow allows, with the fields it requires',
        name => {
            const workflow = mockResource(name)?.workflow as Workflow;
            expect(workflow).toBeDefined();
            const complete: Record<string, unknown> = { reject_reason: 'دلیل کافی برای رد', tracking_code: '12345678', delivery_date: '2027-03-21' };
            for (const item of definition(name).decisions ?? []) {
                for (const status of item.when.status ?? []) {
                    const stored = { id: 1, status } as never;
                    const values = Object.fromEntries((item.fields ?? []).map(field => [field.source, complete[field.source]]));
                    expect(checkDecision(workflow, stored, decisionData(stored, item, values) as never), `${item.id} from ${status}`).toBeNull();
                }
            }
        }
    );
});

describe('decisions: what is sent', () => {
    const withdrawal = { id: 7, user_id: 3, amount: 1_000_000, iban: 'IR000', status: 'approved', tracking_code: null, paid_at: null };

    it('the whole record with the changes and the form’s values, normalised by their types', () => {
        const body = decisionData(withdrawal, decision('withdrawal', 'pay'), { tracking_code: ' ۱۲۳۴۵۶۷۸ ', paid_at: '' });
        expect(body).toEqual({ ...withdrawal, status: 'paid', tracking_code: '12345678', paid_at: null });
    });

    it('a decision without a form sends the record with its changes only', () => {
        expect(decisionData(withdrawal, decision('withdrawal', 'approve'))).toEqual({ ...withdrawal, status: 'approved' });
    });

    it('the form starts from what the record holds', () => {
        expect(decisionDefaults({ id: 1, reject_reason: null } as RaRecord, decision('receipt', 'reject'))).toEqual({ reject_reason: null });
        expect(decisionDefaults({ id: 1, delivery_date: '2027-01-02' } as RaRecord, decision('delivery-request', 'schedule'))).toEqual({
            delivery_date: '2027-01-02',
        });
    });

    it('the reason and the tracking code are checked at the field, in Persian', () => {
        const [reason] = decision('receipt', 'reject').fields!;
        const check = (field: typeof reason, value: string) => field.validate!.map(name => namedValidator(name)!(value, {}, {})).find(Boolean);
        expect(check(reason, 'نه')).toBe('دلیل رد باید دست‌کم ۳ نویسه باشد.');
        expect(check(reason, 'خوانا نیست')).toBeUndefined();
        const [code] = decision('withdrawal', 'pay').fields!;
        expect(check(code, '۱۲۳')).toBe('کد پیگیری بانک باید ۶ تا ۳۰ رقم باشد.');
        expect(check(code, '۱۲۳۴۵۶')).toBeUndefined();
    });
});

describe('decisions: bulk', () => {
    it('counts the records sent for a second admin’s approval apart from the decided and the failed', async () => {
        const summary = await runBulk(
            [1, 2, 3],
            async id => {
                if (id === 2) return SENT_FOR_APPROVAL;
                if (id === 3) throw new Error('رد شد');
                return undefined;
            },
            error => (error as Error).message
        );
        expect(summary).toEqual({ succeeded: [1], sentForApproval: [2], failed: [{ id: 3, message: 'رد شد' }] });
    });

    it('offers no decision on a record waiting for approval', () => {
        const approve = { id: 'approve', label: 'تأیید', when: { status: ['pending'] }, changes: { status: 'approved' } };
        expect(decisionApplies(approve, { id: 1, status: 'pending' })).toBe(true);
        const waiting = { id: 1, status: 'pending', pending_approval: { id: 5, action: 'approve', maker: { id: 7, name: 'علی' }, created_at: '2026-11-20T09:00:00.000Z' } };
        expect(decisionApplies(approve, waiting)).toBe(false);
        expect(decisionApplies(approve, { ...waiting, pending_approval: null })).toBe(true);
    });

    it('one call per record in order; failures are summed up with their reasons and never stop the rest', async () => {
        const seen: number[] = [];
        const progress: Array<[number, number]> = [];
        const summary = await runBulk(
            [1, 2, 3, 4],
            async id => {
                seen.push(Number(id));
                if (id === 2) throw new Error('این فیش قبلاً بررسی شده است.');
                if (id === 4) throw new Error('ارتباط با سرور برقرار نشد.');
            },
            error => (error as Error).message,
            (done, total) => progress.push([done, total])
        );
        expect(seen).toEqual([1, 2, 3, 4]);
        expect(summary).toEqual({
            succeeded: [1, 3],
            sentForApproval: [],
            failed: [
                { id: 2, message: 'این فیش قبلاً بررسی شده است.' },
                { id: 4, message: 'ارتباط با سرور برقرار نشد.' },
            ],
        });
        expect(progress).toEqual([
            [0, 4],
            [1, 4],
            [2, 4],
            [3, 4],
            [4, 4],
        ]);
    });
});

describe('decisions: review mode', () => {
    const waiting = [{ id: 9 }, { id: 7 }, { id: 4 }] as RaRecord[];

    it('next is the one after the current, or the first waiting once the current was decided', () => {
        expect(nextWaiting(waiting, 7)?.id).toBe(4);
        expect(nextWaiting(waiting, '9')?.id).toBe(7);
        expect(nextWaiting(waiting, 4)?.id).toBe(9);
        expect(nextWaiting(waiting, 12)?.id).toBe(9);
        expect(nextWaiting([{ id: 4 }] as RaRecord[], 4)).toBeUndefined();
        expect(nextWaiting([], 4)).toBeUndefined();
    });

    it('keys by character or by the physical key (Persian layout), never while typing', () => {
        const decisions = definition('receipt').decisions!;
        expect(decisionForKey(decisions, { key: 'a', code: 'KeyA' })?.id).toBe('approve');
        expect(decisionForKey(decisions, { key: 'ش', code: 'KeyA' })?.id).toBe('approve');
        expect(decisionForKey(decisions, { key: 'R', code: 'KeyR' })?.id).toBe('reject');
        expect(decisionForKey(decisions, { key: 'x', code: 'KeyX' })).toBeUndefined();
        expect(pressed({ key: 'ArrowLeft', code: 'ArrowLeft' }, 'ArrowLeft')).toBe(true);
        const input = document.createElement('input');
        const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
        expect(isTyping(input)).toBe(true);
        expect(isTyping(document.createElement('textarea'))).toBe(true);
        expect(isTyping(checkbox)).toBe(false);
        expect(isTyping(document.createElement('button'))).toBe(false);
    });

    it('a queue’s title counts what waits, in Persian digits', () => {
        expect(queueTitle(definition('receipt'), 12)).toBe('فیش‌ها (۱۲ در انتظار)');
        expect(queueTitle(definition('receipt'), 12, true)).toBe('فیش‌ها (۱۲)');
        expect(queueTitle(definition('receipt'), undefined)).toBe('فیش‌ها');
        expect(definition('notification').queue).toMatchObject({ filter: { status: 'draft' } });
    });
});
