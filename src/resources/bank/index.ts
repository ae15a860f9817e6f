import type { ResourceDefinition } from '../types';

/**
 * The company's bank accounts ("merchant settings", menu id `banking`).
 *
 * API fields (docs/openapi.yaml, resources): id, title, account_name, iban, card_number, accounting_id.
 * The list is custom (search box, add/edit dialog, delete confirmation; on a phone, cards whose
 * name is the title and whose lines are the fields marked `card`); everything else is
 * generated from this definition.
 */
export const bank: ResourceDefinition = {
    name: 'bank',
    menuId: 'banking',
    icon: 'AccountBalance',
    label: { one: 'حساب بانکی', many: 'حساب‌های بانکی' },
    recordRepresentation: 'title',
    sort: { field: 'id', order: 'DESC' },
    perPage: 15,
    perPageOptions: [5, 10, 15, 25],
    fields: [
        { source: 'title', type: 'text', label: 'عنوان بانک', validate: ['bankTitle'], input: 'BankTitle' },
        { source: 'account_name', type: 'text', card: true, label: 'نام صاحب حساب', validate: ['accountName'] },
        { source: 'iban', type: 'iban', card: true, label: 'شماره شبا', validate: ['iban'], helperText: 'app.bank.iban_hint', placeholder: 'app.bank.iban_placeholder' },
        { source: 'card_number', type: 'card', card: true, label: 'شماره کارت', validate: ['cardNumber'], placeholder: 'app.bank.card_placeholder' },
        { source: 'accounting_id', type: 'text', card: true, label: 'کد حسابداری', validate: ['accountingId'] },
    ],
    screens: { list: 'BankList' },
    apiFields: [{ source: 'created_at', type: 'datetime', label: 'تاریخ ثبت', description: import.meta.env?.PROD ? undefined : 'set by the server when the account is added' }],
};
