import { approvalMakerOf, changesOf, decisionOf, initialOf, viewOf, whenOf, wordDiff, type ActivityEntry } from '../../src/resources/activity/entries';
import { bank } from '../../src/resources/bank';
import { order } from '../../src/resources/order';
import { receipt } from '../../src/resources/receipt';
import { withdrawal } from '../../src/resources/withdrawal';

/** The activity log's entries read against their resource's definition: what the timeline says. */

const entry = (change: Partial<ActivityEntry>): ActivityEntry => ({
    id: 1,
    event: 'updated',
    description: 'ویرایش',
    subject_type: 'receipt',
    subject_id: 12,
    causer: { id: 1, name: 'مدیر کل' },
    properties: { attributes: {}, old: {} },
    created_at: '2026-11-20T09:30:00.000Z',
    ...change,
});

describe('an edit', () => {
    it('lists each changed field with its definition, old and new, in the definition’s order, without bookkeeping or unchanged fields', () => {
        const changes = changesOf(
            entry({
                subject_type: 'bank',
                properties: {
                    attributes: { iban: 'IR820540102680020817909002', title: 'ملت', updated_at: '2026-11-21T00:00:00Z', account_name: 'زر' },
                    old: { iban: 'IR062960000000100324200001', title: 'ملی', updated_at: '2026-11-20T00:00:00Z', account_name: 'زر' },
                },
            }),
            bank
        );
        expect(changes.map(change => [change.source, change.old, change.new])).toEqual([
            ['title', 'ملی', 'ملت'],
            ['iban', 'IR062960000000100324200001', 'IR820540102680020817909002'],
        ]);
        expect(changes[1].field.type).toBe('iban');
        expect(changes.every(change => !change.long)).toBe(true);
    });

    it('leaves out fields the resource does not declare (an order’s display text beside its status), and keeps all of an unknown resource', () => {
        const decided = entry({ subject_type: 'order', properties: { attributes: { status_enum: 'approved', status: 'تأیید شده' }, old: { status_enum: 'pending', status: 'در انتظار' } } });
        expect(changesOf(decided, order).map(change => change.source)).toEqual(['status_enum']);
        expect(changesOf(decided, undefined).map(change => [change.source, change.field.label]).sort()).toEqual([
            ['status', 'status'],
            ['status_enum', 'status_enum'],
        ]);
    });

    it('marks a long text’s change for a word difference, and a short text’s not', () => {
        const long = 'رسید واریز به حساب شرکت با شماره پیگیری ثبت شد و مبلغ آن با صورت‌حساب بانک مطابقت داده شد';
        const [description] = changesOf(entry({ properties: { attributes: { description: `${long} امروز` }, old: { description: long } } }), receipt);
        expect(description.long).toBe(true);
        const [title] = changesOf(entry({ subject_type: 'bank', properties: { attributes: { title: 'ملت' }, old: { title: 'ملی' } } }), bank);
        expect(title.long).toBe(false);
    });
});

describe('a decision', () => {
    it('is named by the definition’s decision whose changes it holds, with that decision’s own fields', () => {
        const rejected = entry({
            event: 'decided',
            properties: { attributes: { status: 'rejected', reject_reason: 'مبلغ با فیش نمی‌خواند' }, old: { status: 'pending', reject_reason: null } },
        });
        expect(decisionOf(rejected, receipt)?.id).toBe('reject');
        const view = viewOf(rejected, receipt);
        expect(view.event).toBe('decided');
        expect(view.decision).toBe('رد');
        expect(view.details.map(detail => [detail.field.label, detail.new])).toEqual([['دلیل رد', 'مبلغ با فیش نمی‌خواند']]);
        // its status is said by its label, its reason by the details: nothing left as a change
        expect(view.changes).toEqual([]);
    });

    it('of a withdrawal paid, says its tracking code', () => {
        const paid = entry({
            event: 'decided',
            subject_type: 'withdrawal',
            properties: { attributes: { status: 'paid', tracking_code: '123456789' }, old: { status: 'approved', tracking_code: null } },
        });
        const view = viewOf(paid, withdrawal);
        expect(view.decision).toBe('ثبت پرداخت');
        expect(view.details.map(detail => [detail.source, detail.new])).toEqual([['tracking_code', '123456789']]);
    });

    it('that no declared decision matches (an order’s) is named by the new status, its changes listed', () => {
        const view = viewOf(
            entry({ event: 'decided', description: 'تصمیم', subject_type: 'order', properties: { attributes: { status_enum: 'approved' }, old: { status_enum: 'pending' } } }),
            order
        );
        expect(view.decision).toBe('تأیید شده');
        expect(view.changes.map(change => change.source)).toEqual(['status_enum']);
    });

    it('with nothing to name it, is named by a Persian description that says more than the event, else not at all', () => {
        const decided = (description: string) => viewOf(entry({ event: 'decided', description, subject_type: 'unknown' }), undefined).decision;
        expect(decided('تأیید توسط مدیر')).toBe('تأیید توسط مدیر');
        expect(decided('تصمیم')).toBeUndefined();
        expect(decided('decided')).toBeUndefined();
    });
});

describe('creations, deletions and others', () => {
    it('list no changes for a creation or a deletion, and read an unknown event as other', () => {
        expect(viewOf(entry({ event: 'created', properties: { attributes: { amount: 5 }, old: {} } }), receipt)).toEqual({ event: 'created', details: [], changes: [] });
        expect(viewOf(entry({ event: 'deleted', properties: { attributes: {}, old: { amount: 5 } } }), receipt).changes).toEqual([]);
        expect(viewOf(entry({ event: 'restored' }), receipt).event).toBe('other');
        expect(viewOf(entry({ properties: null }), receipt).changes).toEqual([]);
    });
});

describe('wordDiff', () => {
    it('keeps the common words and marks the removed and added ones, in reading order', () => {
        expect(wordDiff('مبلغ فیش با حساب نمی‌خواند', 'مبلغ فیش با صورت‌حساب بانک نمی‌خواند')).toEqual([
            { kind: 'same', text: 'مبلغ فیش با ' },
            { kind: 'removed', text: 'حساب' },
            { kind: 'added', text: 'صورت‌حساب بانک' },
            { kind: 'same', text: ' نمی‌خواند' },
        ]);
    });

    it('reads an empty side as all added or all removed', () => {
        expect(wordDiff('', 'متن تازه')).toEqual([{ kind: 'added', text: 'متن تازه' }]);
        expect(wordDiff('متن کهنه', '')).toEqual([{ kind: 'removed', text: 'متن کهنه' }]);
    });
});

describe('whenOf', () => {
    const now = Date.parse('2026-11-20T09:30:00Z'); // 13:00 in Tehran
    it('says how long ago for today in Tehran, the Jalali date and time otherwise, and always the full one', () => {
        expect(whenOf('2026-11-20T09:25:00Z', now).text).toBe('۵ دقیقه پیش');
        expect(whenOf('2026-11-20T09:25:00Z', now).full).toMatch(/۱۴۰۵/);
        // 23:50 the day before in Tehran: not today, though under a day ago
        const yesterday = whenOf('2026-11-19T20:20:00Z', now);
        expect(yesterday.text).toBe(yesterday.full);
        expect(yesterday.text).toMatch(/۲۸ آبان ۱۴۰۵/);
        expect(whenOf('not a date', now)).toEqual({ text: '', full: '' });
    });
});

describe('initialOf', () => {
    it('is the first letter of the name, or a question mark', () => {
        expect(initialOf('زهرا احمدی')).toBe('ز');
        expect(initialOf('  ')).toBe('؟');
        expect(initialOf(null)).toBe('؟');
    });
});

describe('an entry of a decision a second admin approved', () => {
    it('names the maker beside the causer (the checker)', () => {
        const entry = {
            id: 1,
            event: 'decided',
            subject_type: 'receipt',
            subject_id: 4,
            causer: { id: 2, name: 'سارا محمدی' },
            properties: { attributes: { status: 'approved' }, old: { status: 'pending' }, approval: { id: 9, maker: { id: 7, name: ' علی رضایی ' } } },
            created_at: '2026-11-20T09:00:00.000Z',
        };
        expect(approvalMakerOf(entry)).toBe('علی رضایی');
        expect(approvalMakerOf({ ...entry, properties: { attributes: {}, old: {} } })).toBeUndefined();
    });
});
