/**
 * The closed vocabularies of the API (docs/openapi.yaml, the resources' enums): each value the
 * server sends, in display order, with its Persian label. Defined once here: the resource
 * definitions build their choices from them (adding the chip colours), the mock backend seeds and
 * validates with them, and tests/integration/openapi.test.ts fails when docs/openapi.yaml's enums
 * drift from them.
 */

/** A vocabulary: value → Persian label, in display order. */
export type Vocabulary<Id extends string = string> = Readonly<Record<Id, string>>;

/** A vocabulary's values, in display order. */
export const idsOf = <Id extends string>(vocabulary: Vocabulary<Id>): Id[] => Object.keys(vocabulary) as Id[];

/** How staff decide a customer's request: pending, then approved or rejected. */
export const REVIEW_STATUS = { pending: 'در انتظار', approved: 'تأیید شده', rejected: 'رد شده' } as const;

/** An order's `status_enum` (its `status` is the same label as display text). */
export const ORDER_STATUS = REVIEW_STATUS;
/** An order's `side_enum` (its `side` is the same label as display text). */
export const ORDER_SIDE = { buy: 'خرید', sell: 'فروش' } as const;
/** Whether an order was sent to the authority (`auto_order`). */
export const ORDER_AUTO_ORDER = { yes: 'ارسال شد', no: 'ارسال نشد' } as const;

export const RECEIPT_STATUS = REVIEW_STATUS;
export const REMITTANCE_STATUS = REVIEW_STATUS;
export const DEPOSIT_STATUS = REVIEW_STATUS;

/** A withdrawal is approved, then paid (or rejected at either step). */
export const WITHDRAWAL_STATUS = {
    pending: 'در انتظار',
    approved: 'تأیید شده، در انتظار پرداخت',
    paid: 'پرداخت شده',
    rejected: 'رد شده',
} as const;

export const DELIVERY_STATUS = {
    pending: 'در انتظار',
    preparing: 'زمان‌بندی شده',
    sent: 'ارسال شده',
    delivered: 'تحویل شده',
    rejected: 'رد شده',
} as const;

export const CREDIT_STATUS = {
    pending: 'در انتظار',
    active: 'فعال',
    expired: 'منقضی',
    revoked: 'لغو شده',
    rejected: 'رد شده',
} as const;

export const TICKET_STATUS = { open: 'باز', answered: 'پاسخ داده شده', closed: 'بسته' } as const;
export const TICKET_DEPARTMENT = { financial: 'مالی', technical: 'فنی', sales: 'فروش' } as const;
export const TICKET_PRIORITY = { low: 'کم', normal: 'عادی', high: 'فوری' } as const;
/** Who wrote a ticket message; the server sets `staff` for the admin's replies. */
export const MESSAGE_AUTHOR = { customer: 'مشتری', staff: 'پشتیبانی' } as const;

export const NOTIFICATION_STATUS = { draft: 'پیش‌نویس', sent: 'ارسال شده', cancelled: 'لغو شده' } as const;
export const NOTIFICATION_TARGET = { all: 'همه مشتریان', category: 'یک دسته‌بندی', user: 'یک مشتری' } as const;

export const PRODUCT_UNIT = { gram: 'گرم', mithqal: 'مثقال', piece: 'عدد' } as const;

/** What an entry of the activity log (`GET /admin/activity`) records about its record. */
export const ACTIVITY_EVENT = { created: 'ایجاد', updated: 'ویرایش', decided: 'تصمیم', deleted: 'حذف' } as const;

/** Where a two-person approval (`/admin/approval`) stands: it waits, or was decided, withdrawn or left to expire. */
export const APPROVAL_STATUS = {
    pending: 'در انتظار تأیید',
    approved: 'تأیید شده',
    rejected: 'رد شده',
    cancelled: 'لغو شده',
    expired: 'منقضی شده',
} as const;

/** The boxes of the approvals list (`box`): others' requests waiting for this admin, and this admin's own. */
export const APPROVAL_BOX = { to_review: 'برای بررسی من', mine: 'درخواست‌های من' } as const;

/** A staff member's role (`/admin/staff`): a super admin may do everything; an admin what their accesses and permissions allow. */
export const STAFF_ROLE = { super_admin: 'مدیر کل', admin: 'مدیر' } as const;

/** The decisions an approval may carry, by their action id, as staff read them. */
export const DECISION_ACTION = {
    approve: 'تأیید',
    reject: 'رد',
    pay: 'ثبت پرداخت',
    schedule: 'زمان‌بندی',
    deliver: 'تحویل',
    send: 'ارسال',
    cancel: 'لغو',
    revoke: 'ابطال',
    close: 'بستن',
    reopen: 'بازگشایی',
} as const;
