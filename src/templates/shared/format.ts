/** Display helpers of the kit apps: Persian digits, Jalali dates from Intl (fa-IR), toman amounts. */
const number = new Intl.NumberFormat('fa-IR');
const date = new Intl.DateTimeFormat('fa-IR', { year: 'numeric', month: 'long', day: 'numeric' });
const dateTime = new Intl.DateTimeFormat('fa-IR', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const time = new Intl.DateTimeFormat('fa-IR', { hour: '2-digit', minute: '2-digit' });

export const faNumber = (value: number) => number.format(value);
export const faDate = (iso: string | number | Date) => date.format(new Date(iso));
export const faDateTime = (iso: string | number | Date) => dateTime.format(new Date(iso));
export const faTime = (iso: string | number | Date) => time.format(new Date(iso));
export const toman = (value: number) => `${number.format(value)} تومان`;
export const faDigits = (text: string) => text.replace(/[0-9]/g, d => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
