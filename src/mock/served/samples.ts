/**
 * The resource definitions the mock backend can serve at `GET /admin/resources` (the developer
 * panel's "served resources"): plain data, as a server would send it (docs/resources.md,
 * "Definitions served by the API"). None is served until switched on, so the admin looks as it
 * does with a server that serves none.
 */
export type ServedDefinition = Record<string, unknown>;

/** A discount code for a customer, approved or rejected by staff: the example of docs/resources.md. */
export const COUPON: ServedDefinition = {
    name: 'coupon',
    menuId: 'coupon',
    icon: 'LocalOffer',
    label: { one: 'کوپن', many: 'کوپن‌ها' },
    recordRepresentation: 'code',
    searchHint: 'کد یا نام مشتری',
    fields: [
        { source: 'code', label: 'کد', type: 'text', required: true },
        { source: 'percent', label: 'درصد تخفیف', type: 'number', min: 1, max: 100, unit: 'درصد', required: true },
        { source: 'expires_at', label: 'تاریخ انقضا', type: 'date', filter: true },
        { source: 'user_id', label: 'مشتری', type: 'reference', reference: 'user' },
        {
            source: 'status',
            label: 'وضعیت',
            type: 'enum',
            form: false,
            filter: 'alwaysOn',
            choices: [
                { id: 'pending', name: 'در انتظار', color: 'warning' },
                { id: 'approved', name: 'تأیید شده', color: 'success' },
                { id: 'rejected', name: 'رد شده', color: 'error' },
            ],
        },
    ],
    decisions: [
        { id: 'approve', label: 'تأیید', color: 'success', when: { status: ['pending'] }, changes: { status: 'approved' } },
        {
            id: 'reject',
            label: 'رد',
            color: 'error',
            when: { status: ['pending'] },
            changes: { status: 'rejected' },
            fields: [{ source: 'reason', label: 'دلیل رد', type: 'longtext', required: true }],
        },
    ],
    queue: { filter: { status: 'pending' } },
    relations: [],
    can: { create: true, edit: true, delete: false, export: true },
};

/**
 * A customer's gold brought in for appraisal: weighed, its karat noted, then valued by staff (a
 * decision with its own field) or handed back.
 */
export const APPRAISAL: ServedDefinition = {
    name: 'appraisal',
    menuId: 'appraisal',
    icon: 'Diamond',
    label: { one: 'کارشناسی طلا', many: 'کارشناسی‌های طلا' },
    recordRepresentation: 'title',
    searchHint: 'شرح یا نام مشتری',
    fields: [
        { source: 'title', label: 'شرح', type: 'text', required: true },
        { source: 'user_id', label: 'مشتری', type: 'reference', reference: 'user', required: true },
        { source: 'weight', label: 'وزن', type: 'number', min: 0.01, max: 5000, unit: 'گرم', required: true },
        {
            source: 'karat',
            label: 'عیار',
            type: 'enum',
            filter: true,
            required: true,
            choices: [
                { id: '18', name: '۱۸ عیار' },
                { id: '21', name: '۲۱ عیار' },
                { id: '24', name: '۲۴ عیار' },
            ],
        },
        { source: 'value', label: 'ارزش کارشناسی', type: 'money', form: false },
        { source: 'brought_at', label: 'تاریخ تحویل', type: 'date', filter: true },
        { source: 'note', label: 'یادداشت', type: 'longtext', list: false },
        {
            source: 'status',
            label: 'وضعیت',
            type: 'enum',
            form: false,
            filter: 'alwaysOn',
            choices: [
                { id: 'waiting', name: 'در انتظار کارشناسی', color: 'warning' },
                { id: 'appraised', name: 'کارشناسی شده', color: 'success' },
                { id: 'returned', name: 'بازگردانده شده', color: 'default' },
            ],
        },
    ],
    decisions: [
        {
            id: 'appraise',
            label: 'ثبت ارزش',
            color: 'success',
            when: { status: ['waiting'] },
            changes: { status: 'appraised' },
            fields: [{ source: 'value', label: 'ارزش کارشناسی', type: 'money', min: 1000, required: true }],
        },
        {
            id: 'return',
            label: 'بازگرداندن',
            color: 'warning',
            when: { status: ['waiting'] },
            changes: { status: 'returned' },
            confirm: true,
        },
    ],
    queue: { filter: { status: 'waiting' } },
    can: { create: true, edit: true, delete: true, export: true },
};

/** The samples by name, in the order the developer panel offers them. */
export const SERVED_SAMPLES: Record<string, ServedDefinition> = { coupon: COUPON, appraisal: APPRAISAL };
