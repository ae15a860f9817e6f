import { approvalRequestedNews } from '../../src/realtime/approvalNews';
import { parseApprovalDecided, parseApprovalRequested } from '../../src/realtime/events';

/**
 * The toast of a new approval (`approval.requested`, docs/asyncapi.yaml): said to an admin who may
 * decide it, never to its maker, and never for a decided one.
 */

const requested = parseApprovalRequested({
    id: 7,
    subject_type: 'withdrawal',
    subject_id: 12,
    action: 'pay',
    amount: 25_000_000,
    maker: { id: 2, name: 'سارا محمدی' },
})!;

const superAdmin = { id: 1, role: 'super_admin', accesses: [] };

describe('the toast of a new approval', () => {
    it('says who asked for which decision, and its amount, in Persian', () => {
        expect(requested.amount).toBe(25_000_000);
        expect(approvalRequestedNews(requested, superAdmin)).toBe('درخواست تأیید تازه از سارا محمدی: «ثبت پرداخت» به مبلغ ۲۵٬۰۰۰٬۰۰۰ تومان');
    });

    it('leaves out what the event does not carry', () => {
        const bare = parseApprovalRequested({ id: 8, subject_type: 'receipt', subject_id: 3, amount: null })!;
        expect(approvalRequestedNews(bare, superAdmin)).toBe('درخواست تأیید تازه: یک تصمیم');
    });

    it('is said to an admin with the approvals screen and the approve right', () => {
        const checker = { id: 5, role: 'admin', accesses: ['approval'], permissions: [{ resource: 'approval', action: 'approve' }] };
        expect(approvalRequestedNews(requested, checker)).toMatch(/^درخواست تأیید تازه/);
    });

    it('is not said to its maker, to an admin who may not decide it, or to an admin not told apart from the maker', () => {
        expect(approvalRequestedNews(requested, { ...superAdmin, id: 2 })).toBeNull();
        expect(approvalRequestedNews(requested, { ...superAdmin, id: '2' })).toBeNull();
        expect(approvalRequestedNews(requested, { id: 5, role: 'admin', accesses: ['receipt'] })).toBeNull();
        expect(approvalRequestedNews(requested, { id: 5, role: 'admin', accesses: ['approval'], permissions: [{ resource: 'approval', action: 'list' }] })).toBeNull();
        expect(approvalRequestedNews(requested, { role: 'super_admin', accesses: [] })).toBeNull();
        expect(approvalRequestedNews(requested, null)).toBeNull();
    });

    it('is not said for a decided approval', () => {
        expect(approvalRequestedNews(parseApprovalDecided({ id: 7, status: 'approved', checker: { id: 1, name: 'مدیر کل' } })!, superAdmin)).toBeNull();
    });
});
