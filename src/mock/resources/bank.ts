import type { MockResource } from '../resource';
import { SEED_BANKS, card, iban } from '../seed/banking';
import { SEED_NOW, fullName } from '../seed/random';
import { maxLength, minLength, pattern, required } from '../validation';

const COMPANY_NAMES = ['شرکت زر گستر پارس', 'گالری طلای زر', 'صندوق تسویه معاملات', 'حساب جاری فروشگاه'];

export const bankResource: MockResource = {
    name: 'bank',
    searchable: ['title', 'account_name', 'iban', 'card_number', 'accounting_id'],
    seed: random =>
        Array.from({ length: 42 }, (_, index) => {
            const bank = SEED_BANKS[index % SEED_BANKS.length];
            return {
                id: index + 1,
                title: bank.name,
                account_name: random.chance(0.4) ? random.pick(COMPANY_NAMES) : fullName(random),
                iban: iban(bank.code, random.digits(19)),
                card_number: card(bank.bin, random),
                accounting_id: random.chance(0.8) ? `ACC-${1000 + index * 7}` : null,
                created_at: new Date(SEED_NOW - index * 86_400_000).toISOString(),
            };
        }),
    rules: {
        title: [required, minLength(2), maxLength(100)],
        account_name: [required, minLength(2), maxLength(100)],
        iban: [required, pattern(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/, 'شماره شبا معتبر نیست.')],
        card_number: [required, pattern(/^[0-9]{16}$/, 'شماره کارت باید ۱۶ رقم باشد.')],
        accounting_id: [maxLength(32)],
    },
    readOnly: ['created_at'],
    onCreate: data => ({ ...data, created_at: new Date().toISOString() }),
    check: (data, collection, id) => {
        const taken = collection.all().some(record => record.id !== id && record.iban === data.iban);
        return taken ? { iban: ['این شماره شبا قبلاً ثبت شده است.'] } : null;
    },
};
