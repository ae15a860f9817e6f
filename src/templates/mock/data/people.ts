import { daysAgo, seeded } from '../util';

/** Sample people of the kit (contacts, users, authors): Persian names, seeded, no photos. */
export const FIRST_NAMES = [
    'سارا', 'علی', 'مریم', 'رضا', 'نگار', 'حسین', 'الهام', 'امید', 'زهرا', 'کاوه', 'شیما', 'بهرام',
    'نازنین', 'پویا', 'فاطمه', 'آرش', 'لیلا', 'مهدی', 'سمیرا', 'کیان', 'پریسا', 'سینا', 'ترانه', 'بابک',
] as const;
export const LAST_NAMES = [
    'احمدی', 'کریمی', 'محمدی', 'رضایی', 'موسوی', 'حسینی', 'جعفری', 'صادقی', 'نوری', 'کاظمی', 'رحیمی', 'یزدانی',
] as const;
export const CITIES = ['تهران', 'اصفهان', 'شیراز', 'تبریز', 'مشهد', 'رشت', 'کرمان', 'یزد'] as const;
export const POSITIONS = ['طراح محصول', 'برنامه‌نویس', 'مدیر فروش', 'حسابدار', 'پشتیبان', 'مدیر پروژه', 'بازاریاب'] as const;
export const COMPANIES = ['زرین‌تاب', 'طلای پارس', 'سکه‌نو', 'آذرخش', 'نقش جهان', 'مهرگان'] as const;

const fa = (n: number) => String(n).replace(/[0-9]/g, d => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

export type PresenceStatus = 'online' | 'offline' | 'away' | 'busy';

export interface Person {
    id: string;
    name: string;
    username: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    position: string;
    company: string;
    status: PresenceStatus;
    lastActivity: string;
    /** Empty: the apps draw an initials avatar (no images over the network). */
    avatar: string;
}

export const people: Person[] = (() => {
    const random = seeded(11);
    const statuses: PresenceStatus[] = ['online', 'offline', 'away', 'busy'];
    return FIRST_NAMES.map((first, index) => {
        const last = LAST_NAMES[index % LAST_NAMES.length];
        const city = random.pick(CITIES);
        return {
            id: `person-${index + 1}`,
            name: `${first} ${last}`,
            username: `user${index + 1}`,
            email: `user${index + 1}@example.com`,
            phone: `0912${String(1000000 + index * 13579).slice(0, 7)}`,
            address: `${city}، خیابان ${random.pick(['آزادی', 'ولیعصر', 'انقلاب', 'بهار', 'نارنجستان'])}، پلاک ${fa(random.int(1, 120))}`,
            city,
            position: random.pick(POSITIONS),
            company: random.pick(COMPANIES),
            status: statuses[index % statuses.length],
            lastActivity: daysAgo(0, random.int(0, 72)),
            avatar: '',
        };
    });
})();
