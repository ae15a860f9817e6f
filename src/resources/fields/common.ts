import { REVIEW_STATUS, type Vocabulary } from '../../domain/statuses';
import type { ChipColor, Choice, FieldDefinition } from '../types';

/** Fields many resources share, declared once. Spread and override where one differs. */

export const idField: FieldDefinition = { source: 'id', type: 'number', label: 'شناسه', form: false };

/** When the record was made, read-only (`created_at`). */
export const createdAtField = (label = 'تاریخ ثبت'): FieldDefinition => ({
    source: 'created_at',
    type: 'datetime',
    label,
    form: false,
});

/** The customer a request belongs to (`user_id`). */
export const customerField = (label = 'مشتری'): FieldDefinition => ({
    source: 'user_id',
    type: 'reference',
    reference: 'user',
    label,
    filter: true,
    required: true,
});

export const descriptionField: FieldDefinition = {
    source: 'description',
    type: 'longtext',
    label: 'توضیحات',
    list: false,
};

/**
 * The choices of one of the API's vocabularies (src/domain/statuses.ts): its values and Persian
 * labels, in its order, each with the chip colour this admin shows it in.
 */
export const choicesOf = <Id extends string>(vocabulary: Vocabulary<Id>, colors?: Record<Id, ChipColor>): Choice[] =>
    (Object.entries(vocabulary) as Array<[Id, string]>).map(([id, name]) => (colors ? { id, name, color: colors[id] } : { id, name }));

/** Pending, approved, rejected: how staff decide a customer's request. */
export const REVIEW_CHOICES: Choice[] = choicesOf(REVIEW_STATUS, { pending: 'warning', approved: 'success', rejected: 'error' });

/**
 * The `status` of a record staff decide, filterable at all times: a customer's request by default
 * (pending, approved, rejected), or the choices of its own vocabulary. Required in a form, unless
 * `required: false` (a status only the server sets, such as an approval's).
 */
export const statusField = (choices: Choice[] = REVIEW_CHOICES, { required = true }: { required?: boolean } = {}): FieldDefinition => ({
    source: 'status',
    type: 'enum',
    label: 'وضعیت',
    filter: 'alwaysOn',
    ...(required ? { required } : {}),
    choices,
});

/**
 * Why staff rejected (or revoked) a customer's request: shown to the customer. The server
 * requires it with every rejection (docs: 'Decisions'); read on the record's page.
 */
export const rejectReasonField: FieldDefinition = {
    source: 'reject_reason',
    type: 'longtext',
    label: 'دلیل رد',
    list: false,
    maxLength: 500,
    description: import.meta.env?.PROD ? undefined : 'why staff rejected (or revoked) the request, shown to the customer; required with every decision into `rejected` (and `revoked` for a credit)',
};
