import { APPROVAL_BOX, APPROVAL_STATUS, DECISION_ACTION } from '../../domain/statuses';
import { choicesOf, createdAtField, idField, statusField } from '../fields/common';
import type { ResourceDefinition } from '../types';

/**
 * Two-person approvals (docs/openapi.yaml, `Approval`; menu id `approval`): a decision a staff
 * member (the maker) asked for over their limit, waiting for a second admin (the checker). The
 * list opens on the others' requests waiting for this admin (`box=to_review`); the maker's own
 * are `box=mine`; clearing the box shows the history. An approval's page shows the request beside
 * the record it would change. Another admin approves or rejects it (with a reason); only the maker
 * cancels it; the maker is never offered to decide their own (`who`, by `/admin/me`'s id).
 *
 * API fields: id; subject_type (a resource name) and subject_id (the record); action (the
 * decision's id); changes (the fields the decision sets); amount (or null); maker ({ id, name });
 * reason (the maker's, optional); status (pending, approved, rejected, cancelled, expired);
 * checker ({ id, name }, once decided); checker_reason; expires_at; created_at; updated_at.
 */
export const approvalDefinition = (resources: ResourceDefinition[]): ResourceDefinition => ({
    name: 'approval',
    menuId: 'approval',
    icon: 'Approval',
    label: { one: 'درخواست تأیید', many: 'تأیید دونفره' },
    recordRepresentation: 'id',
    search: false,
    sort: { field: 'created_at', order: 'DESC' },
    can: { create: false, edit: false, delete: false, show: true, export: false },
    fields: [
        idField,
        {
            source: 'box',
            type: 'enum',
            label: 'فهرست',
            filter: 'alwaysOn',
            list: false,
            show: false,
            form: false,
            export: false,
            sortable: false,
            choices: choicesOf(APPROVAL_BOX),
        },
        {
            source: 'subject_type',
            type: 'enum',
            label: 'بخش',
            filter: true,
            sortable: false,
            choices: resources.map(resource => ({ id: resource.name, name: resource.label.many })),
        },
        { source: 'subject_id', type: 'number', label: 'شناسه مورد', sortable: false },
        { source: 'action', type: 'enum', label: 'تصمیم', sortable: false, choices: choicesOf(DECISION_ACTION) },
        { source: 'amount', type: 'money', label: 'مبلغ', unit: 'تومان', sortable: false },
        { source: 'maker.name', type: 'text', label: 'درخواست‌کننده', sortable: false },
        // the maker filter: a colleague picked by name, sending their id (`maker_id`)
        { source: 'maker_id', type: 'text', label: 'درخواست‌کننده', filter: true, input: 'StaffPicker', list: false, show: false, form: false, export: false, sortable: false },
        { source: 'reason', type: 'longtext', label: 'توضیح درخواست‌کننده', list: false },
        statusField(choicesOf(APPROVAL_STATUS, { pending: 'warning', approved: 'success', rejected: 'error', cancelled: 'default', expired: 'default' }), { required: false }),
        { source: 'checker.name', type: 'text', label: 'بررسی‌کننده', sortable: false },
        { source: 'checker_reason', type: 'longtext', label: 'دلیل بررسی‌کننده', list: false },
        { source: 'expires_at', type: 'datetime', label: 'مهلت تأیید', sortable: false },
        createdAtField('زمان درخواست'),
    ],
    keyFacts: ['status', 'action', 'amount', 'maker.name', 'expires_at'],
    sections: [
        { id: 'request', label: 'درخواست', fields: ['subject_type', 'subject_id', 'reason', 'created_at'] },
        { id: 'review', label: 'بررسی', fields: ['checker.name', 'checker_reason'] },
    ],
    decisions: [
        {
            id: 'approve',
            label: 'تأیید درخواست',
            color: 'success',
            when: { status: ['pending'] },
            changes: { status: 'approved' },
            who: { source: 'maker.id', me: false },
            confirm: 'تصمیم درخواست‌شده روی رکورد اعمال می‌شود و شما به‌عنوان بررسی‌کننده ثبت می‌شوید.',
            bulk: false,
        },
        {
            id: 'reject',
            label: 'رد درخواست',
            color: 'error',
            when: { status: ['pending'] },
            changes: { status: 'rejected' },
            who: { source: 'maker.id', me: false },
            fields: [
                {
                    source: 'checker_reason',
                    type: 'longtext',
                    label: 'دلیل رد',
                    required: true,
                    helperText: 'این متن به درخواست‌کننده نشان داده می‌شود.',
                    validate: ['reasonLength'],
                },
            ],
            bulk: false,
        },
        {
            id: 'cancel',
            label: 'لغو درخواست',
            color: 'warning',
            when: { status: ['pending'] },
            changes: { status: 'cancelled' },
            who: { source: 'maker.id', me: true },
            confirm: 'درخواست لغو می‌شود و رکورد دوباره برای تصمیم آزاد می‌شود.',
            bulk: false,
        },
    ],
    queue: { filter: { box: 'to_review' }, label: 'تأییدهای منتظر من', tile: false },
    screens: { show: 'ApprovalShow' },
});
