/**
 * Persian wording shared by the app's texts: one spelling of تأیید and لطفاً, no generic «المان» or
 * «آیتم» (a record is «مورد» when it has no better name), and the indefinite singular of a noun
 * for "no … yet" texts (هیچ سفارشی، هیچ حساب بانکی‌ای).
 */

const ZWNJ = '\u200c';

/** One text with the house spellings. */
export const tidyPersian = (text: string): string =>
    text
        .replace(/تایید/g, 'تأیید')
        .replace(/لطفا(?!ً)/g, 'لطفاً')
        .replace(/المان|آیتم/g, 'مورد')
        .replace(/عدد از موردها/g, 'مورد')
        .replace(/بروز‌رسانی|بروزرسانی/g, 'به‌روزرسانی');

/** Every text of a translation tree with the house spellings. */
export function tidyMessages<T>(messages: T): T {
    if (typeof messages === 'string') return tidyPersian(messages) as T;
    if (!messages || typeof messages !== 'object') return messages;
    return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, tidyMessages(value)])) as T;
}

/** «هیچ» + a singular noun: سفارش → سفارشی، مشتری → مشتری‌ای، حواله → حواله‌ای، کالا → کالایی. */
export function indefinite(noun: string): string {
    if (/[یه]$/.test(noun)) return `${noun}${ZWNJ}ای`;
    if (/[اوآ]$/.test(noun)) return `${noun}یی`;
    return `${noun}ی`;
}
