import { APPROVAL_BOX, APPROVAL_STATUS, DECISION_ACTION } from '../../domain/statuses';
import { choicesOf, createdAtField, idField, statusField } from '../fields/common';
import type { ResourceDefinition } from '../types';

/** A list filter alone: not a column, a form input, an exported cell nor a field of the record. */
const FILTER_ONLY = { list: false, show: false, form: false, export: false, sortable: false, record: false } as const;

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
    optional: true,
    description: import.meta.env?.PROD
        ? undefined
        : "A decision one admin (the maker) asked for, waiting for a second admin (the checker). Approved, the server applies `changes` to the record, whose `decided_by` becomes the checker; its activity entry is `decided`, caused by the checker, with `properties.approval`. Rejected needs a `checker_reason`. Only the maker cancels; the maker may not approve or reject their own (403). A decision on an approval no longer pending answers 422 with `errors.status` and `data`, the approval as it is now (decided meanwhile).",
    fields: [
        idField,
        {
            source: 'box',
            type: 'enum',
            label: 'فهرست',
            filter: 'alwaysOn',
            ...FILTER_ONLY,
            choices: choicesOf(APPROVAL_BOX),
            description: import.meta.env?.PROD ? undefined : '`to_review`: the pending ones made by others (what this admin may decide); `mine`: made by this admin',
        },
        {
            source: 'subject_type',
            type: 'enum',
            label: 'بخش',
            filter: true,
            sortable: false,
            present: true,
            choices: resources.map(resource => ({ id: resource.name, name: resource.label.many })),
        },
        { source: 'subject_id', type: 'number', label: 'شناسه مورد', sortable: false, present: true },
        { source: 'action', type: 'enum', label: 'تصمیم', sortable: false, present: true, choices: choicesOf(DECISION_ACTION) },
        { source: 'amount', type: 'money', label: 'مبلغ', unit: 'تومان', sortable: false },
        { source: 'maker.name', type: 'text', label: 'درخواست‌کننده', sortable: false },
        // the maker filter: a colleague picked by name, sending their id (`maker_id`)
        {
            source: 'maker_id',
            type: 'number',
            label: 'درخواست‌کننده',
            filter: true,
            input: 'StaffPicker',
            ...FILTER_ONLY,
            description: import.meta.env?.PROD ? undefined : "the id of a staff member (`/admin/staff`): the approvals they asked for (`maker.id`)",
        },
        { source: 'reason', type: 'longtext', label: 'توضیح درخواست‌کننده', list: false, description: import.meta.env?.PROD ? undefined : "the maker's own words, optional" },
        {
            ...statusField(choicesOf(APPROVAL_STATUS, { pending: 'warning', approved: 'success', rejected: 'error', cancelled: 'default', expired: 'default' }), { required: false }),
            present: true,
        },
        { source: 'checker.name', type: 'text', label: 'بررسی‌کننده', sortable: false },
        { source: 'checker_reason', type: 'longtext', label: 'دلیل بررسی‌کننده', list: false, description: import.meta.env?.PROD ? undefined : 'why the checker rejected it' },
        { source: 'expires_at', type: 'datetime', label: 'مهلت تأیید', sortable: false, present: true, description: import.meta.env?.PROD ? undefined : 'past it, a pending approval is `expired`' },
        { ...createdAtField('زمان درخواست'), present: true },
    ],
    apiFields: [
        // what the fields above say of these values, the API says in its own terms
        { source: 'subject_type', type: 'text', present: true, description: import.meta.env?.PROD ? undefined : "the record's resource (`receipt`, `withdrawal`, …)" },
        { source: 'subject_id', type: 'reference', present: true, description: import.meta.env?.PROD ? undefined : 'the id of the record it would change, a record of `subject_type`' },
        { source: 'action', type: 'text', present: true, description: import.meta.env?.PROD ? undefined : "the decision's id (`approve`, `pay`, …)" },
        { source: 'changes', type: 'object', present: true, description: import.meta.env?.PROD ? undefined : 'the fields the decision sets on the record when approved' },
        { source: 'maker', type: 'object', schema: 'Person', present: true, description: import.meta.env?.PROD ? undefined : 'who asked for it' },
        { source: 'checker', type: 'object', schema: 'Person', description: import.meta.env?.PROD ? undefined : 'who approved or rejected it, once decided' },
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
