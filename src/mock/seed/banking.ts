/**
 * Banking sample data shared by the mock resources (company bank accounts, customers' payment
 * requests, receipts): Iranian banks, valid IR IBANs (ISO 13616) and Luhn-valid card numbers.
 * Independent of src/resources on purpose: the mock backend is a separate server.
 */
import type { Random } from './random';

/** Banks with their IR IBAN code and a card BIN, for plausible, valid sample accounts. */
export const SEED_BANKS = [
    { name: 'بانک ملت', code: '012', bin: '610433' },
    { name: 'بانک ملی ایران', code: '017', bin: '603799' },
    { name: 'بانک تجارت', code: '018', bin: '627353' },
    { name: 'بانک صادرات ایران', code: '019', bin: '603769' },
    { name: 'بانک سپه', code: '015', bin: '589210' },
    { name: 'بانک پاسارگاد', code: '057', bin: '502229' },
    { name: 'بانک سامان', code: '056', bin: '621986' },
    { name: 'بانک اقتصاد نوین', code: '055', bin: '627412' },
    { name: 'بانک پارسیان', code: '054', bin: '622106' },
    { name: 'بانک کشاورزی', code: '016', bin: '603770' },
] as const;

export type SeedBank = (typeof SEED_BANKS)[number];

/**
 * An IR IBAN (26 characters: IR, two check digits, a 22-digit BBAN of the 3-digit bank code and
 * 19 account digits) with ISO 13616 check digits: 98 − (BBAN + "IR00" as digits) mod 97.
 */
export function iban(bankCode: string, account: string): string {
    const bban = `${bankCode}${account.padStart(19, '0').slice(-19)}`;
    const numeric = `${bban}1827` + '00'; // I=18, R=27
    const check = 98n - (BigInt(numeric) % 97n);
    return `IR${String(check).padStart(2, '0')}${bban}`;
}

/** A 16-digit card number whose last digit satisfies Luhn. */
export function card(bin: string, random: Random): string {
    const body = `${bin}${random.digits(9)}`;
    const sum = [...body].reverse().reduce((total, char, index) => {
        let digit = Number(char);
        if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
        return total + digit;
    }, 0);
    return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A random customer account at one of the sample banks: its bank, IBAN and card number. */
export function customerAccount(random: Random): { bank: SeedBank; iban: string; card: string } {
    const bank = random.pick(SEED_BANKS);
    return { bank, iban: iban(bank.code, random.digits(19)), card: card(bank.bin, random) };
}

/** A server-side check: IR followed by 24 digits, with valid ISO 13616 check digits. */
export function isValidIrIban(value: string): boolean {
    if (!/^IR[0-9]{24}$/.test(value)) return false;
    const numeric = `${value.slice(4)}1827${value.slice(2, 4)}`;
    return BigInt(numeric) % 97n === 1n;
}

/** A server-side check: 16 digits passing the Luhn check. */
export function isValidCard(value: string): boolean {
    if (!/^[0-9]{16}$/.test(value)) return false;
    const sum = [...value].reverse().reduce((total, char, index) => {
        let digit = Number(char);
        if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
        return total + digit;
    }, 0);
    return sum % 10 === 0;
}
