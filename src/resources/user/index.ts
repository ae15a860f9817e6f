import PeopleIcon from '@mui/icons-material/People';
import type { ResourceDefinition } from '../types';
import { createdAtField, idField } from '../fields/common';

/**
 * Customers.
 *
 * API fields: id; name; mobile (09 and 9 digits, unique); national_code (کد ملی: 10 digits with a
 * valid check digit, unique); category_id (a customer category); gold_balance (grams, read-only);
 * wallet_balance (Toman, read-only: balances change through orders, deposits and payments);
 * is_active (boolean: may sign in and trade); image (avatar URL, or null); created_at
 * (read-only, ISO 8601).
 */
export const user: ResourceDefinition = {
    name: 'user',
    menuId: 'user',
    icon: PeopleIcon,
    label: { one: 'مشتری', many: 'مشتریان' },
    recordRepresentation: 'name',
    searchHint: 'نام، موبایل یا کد ملی',
    sort: { field: 'created_at', order: 'DESC' },
    fields: [
        idField,
        { source: 'image', type: 'image', label: 'تصویر', sortable: false },
        { source: 'name', type: 'text', label: 'نام و نام خانوادگی', required: true },
        { source: 'mobile', type: 'mobile', label: 'موبایل', required: true },
        { source: 'national_code', type: 'nationalCode', label: 'کد ملی', required: true, list: false },
        { source: 'category_id', type: 'reference', reference: 'user-category', label: 'دسته‌بندی', filter: true, required: true },
        { source: 'gold_balance', type: 'number', label: 'موجودی طلا', unit: 'گرم', form: false },
        { source: 'wallet_balance', type: 'money', label: 'موجودی کیف پول', unit: 'تومان', form: false },
        { source: 'is_active', type: 'boolean', label: 'فعال', filter: true },
        createdAtField('تاریخ عضویت'),
    ],
};
