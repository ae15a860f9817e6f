import SavingsIcon from '@mui/icons-material/Savings';
import type { ResourceDefinition } from '../types';

/**
 * Deposit requests (درخواست واریز): a customer reports a transfer into one of the company's bank
 * accounts so that staff credit their wallet once it arrives.
 *
 * API fields: id; user_id (a customer); bank_id (the company's bank account paid into);
 * amount (Toman); tracking_code (the bank's reference, unique per account); status ('pending' |
 * 'approved' | 'rejected'); description (staff note, or null); created_at (read-only, ISO 8601).
 */
export const deposit: ResourceDefinition = {
    name: 'deposit',
    menuId: 'deposit',
    icon: SavingsIcon,
    label: { one: 'درخواست واریز', many: 'درخواست‌های واریز' },
    recordRepresentation: 'tracking_code',
    sort: { field: 'created_at', order: 'DESC' },
    fields: [
        { source: 'id', type: 'number', label: 'شناسه', form: false },
        { source: 'user_id', type: 'reference', reference: 'user', label: 'مشتری', filter: true, required: true },
        { source: 'bank_id', type: 'reference', reference: 'bank', label: 'حساب مقصد', filter: true, required: true },
        { source: 'amount', type: 'money', label: 'مبلغ', unit: 'تومان', required: true, min: 1000 },
        { source: 'tracking_code', type: 'text', label: 'کد پیگیری', required: true },
        {
            source: 'status',
            type: 'enum',
            label: 'وضعیت',
            filter: 'alwaysOn',
            required: true,
            choices: [
                { id: 'pending', name: 'در انتظار', color: 'warning' },
                { id: 'approved', name: 'تأیید شده', color: 'success' },
                { id: 'rejected', name: 'رد شده', color: 'error' },
            ],
        },
        { source: 'description', type: 'longtext', label: 'توضیحات', list: false },
        { source: 'created_at', type: 'datetime', label: 'تاریخ ثبت', form: false },
    ],
};
