import { canOpen, rightTo, type AdminAccess } from '../access/rules';
import { DECISION_ACTION } from '../domain/statuses';
import { formatNumber } from '../i18n/format';
import type { ApprovalEvent } from './events';

/**
 * The short toast of a new approval (`approval.requested`) for an admin who may decide it: who
 * asked for which decision, and its amount. Null for anyone else: an admin without the approvals
 * screen or its `approve` right, the maker themself, an admin whose `/admin/me` has no `id` (the
 * maker could not be told apart; the menu's count still moves), and a decided approval.
 */
export function approvalRequestedNews(approval: ApprovalEvent, admin: (AdminAccess & { id?: number | string }) | null | undefined): string | null {
    if (!approval.subject || !admin) return null;
    if (!canOpen(admin, 'approval') || !rightTo(admin, 'approval', 'approve').allowed) return null;
    if (admin.id === undefined || admin.id === null || String(admin.id) === '') return null;
    if (approval.maker && String(approval.maker.id) === String(admin.id)) return null;
    const action = approval.action ? ((DECISION_ACTION as Record<string, string>)[approval.action] ?? approval.action) : '';
    const what = action ? `«${action}»` : 'یک تصمیم';
    const amount = approval.amount !== undefined ? ` به مبلغ ${formatNumber(approval.amount)} تومان` : '';
    const who = approval.maker?.name ? ` از ${approval.maker.name}` : '';
    return `درخواست تأیید تازه${who}: ${what}${amount}`;
}
