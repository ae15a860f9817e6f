/**
 * Deterministic sample data: the same seed gives the same records on every start, so a developer
 * finds the customer they were looking at yesterday.
 */
export function createRandom(seed: number) {
    let state = seed >>> 0;
    const next = () => {
        // mulberry32
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
    const chance = (probability: number) => next() < probability;
    /** an ISO date-time within the last `days` days before `now` */
    const pastDate = (days: number, now = SEED_NOW) =>
        new Date(now - Math.floor(next() * days * 86_400_000)).toISOString();
    return { next, int, pick, digits, chance, pastDate };
}

export type Random = ReturnType<typeof createRandom>;

/** The seed data's "now": fixed, so seeds are reproducible. */
export const SEED_NOW = Date.parse('2026-11-20T09:30:00Z');

export const FIRST_NAMES = [
    'علی', 'محمد', 'رضا', 'حسین', 'مهدی', 'سارا', 'مریم', 'زهرا', 'فاطمه', 'نرگس',
    'امیر', 'حمید', 'مجید', 'سعید', 'الهام', 'لیلا', 'نگار', 'پریسا', 'کاوه', 'بهرام',
] as const;

export const LAST_NAMES = [
    'احمدی', 'محمدی', 'رضایی', 'حسینی', 'کریمی', 'موسوی', 'جعفری', 'صادقی', 'رحیمی', 'نوری',
    'کاظمی', 'قاسمی', 'مرادی', 'عباسی', 'طاهری', 'زمانی', 'شریفی', 'یزدانی', 'فرهادی', 'توکلی',
] as const;

export const fullName = (random: Random) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

export const mobile = (random: Random) => `09${random.pick(['12', '13', '19', '35', '36', '01', '02'])}${random.digits(7)}`;
