/**
 * The sample dashboards' data: deterministic (one seeded generator), Persian names and places,
 * dates as real instants shown in the Jalali calendar. Nothing here is product data.
 */

/** mulberry32: the same figures on every load. */
function seeded(seed: number) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

const random = seeded(1405);
const between = (min: number, max: number) => Math.round(min + random() * (max - min));
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
const series = (n: number, min: number, max: number) => Array.from({ length: n }, () => between(min, max));

/** "Today" for the samples: fixed, so the sample never changes with the clock. */
export const TODAY = Date.UTC(2026, 10, 23, 8, 30);
const DAY = 86_400_000;

export const jalaliMonths = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
export const weekDays = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'];

const firstNames = ['سارا', 'علی', 'مریم', 'رضا', 'زهرا', 'محمد', 'فاطمه', 'حسین', 'نرگس', 'امیر', 'لیلا', 'مهدی', 'پریسا', 'کاوه', 'شیما', 'بابک'];
const lastNames = ['محمدی', 'رضایی', 'حسینی', 'کریمی', 'احمدی', 'موسوی', 'جعفری', 'صادقی', 'رحیمی', 'قاسمی', 'نوری', 'عباسی', 'تهرانی', 'شیرازی'];
const cities = ['تهران', 'اصفهان', 'شیراز', 'مشهد', 'تبریز', 'اهواز', 'رشت', 'کرمان', 'یزد', 'کیش'];
const person = () => `${pick(firstNames)} ${pick(lastNames)}`;

export interface Stat { title: string; value: number; unit?: string; change: number; trend: number[] }

export type Status = 'paid' | 'pending' | 'overdue' | 'cancelled';
export const statusLabels: Record<Status, string> = { paid: 'پرداخت‌شده', pending: 'در انتظار', overdue: 'سررسیدگذشته', cancelled: 'لغوشده' };

export interface Invoice { id: number; customer: string; category: string; amount: number; status: Status; date: number }

const invoices = (n: number, categories: string[]): Invoice[] =>
    Array.from({ length: n }, (_, i) => ({
        id: 1990 + i,
        customer: person(),
        category: pick(categories),
        amount: between(5, 900) * 100_000,
        status: pick(['paid', 'paid', 'pending', 'overdue', 'cancelled'] as const),
        date: TODAY - i * DAY * between(1, 3),
    }));

export interface ListItem { title: string; subtitle: string; value?: number; date?: number }

// ---------------------------------------------------------------------------------------------
// app

export const app = {
    user: 'سارا محمدی',
    stats: [
        { title: 'کاربران فعال', value: 18_765, change: 2.6, trend: series(10, 20, 60) },
        { title: 'نصب‌ها', value: 4_876, change: 0.2, trend: series(10, 20, 60) },
        { title: 'دانلودها', value: 678, change: -0.1, trend: series(10, 20, 60) },
    ] satisfies Stat[],
    devices: [
        { label: 'اندروید', value: 12_244 },
        { label: 'آی‌اواس', value: 53_345 },
        { label: 'وب', value: 44_313 },
        { label: 'رایانه', value: 78_343 },
    ],
    areaInstalled: { months: jalaliMonths.slice(0, 9), asia: series(9, 10, 140), europe: series(9, 10, 140) },
    invoices: invoices(6, ['اندروید', 'مک', 'ویندوز', 'وب']),
    topAuthors: Array.from({ length: 3 }, () => ({ title: person(), subtitle: `${between(5, 40)} مقاله`, value: between(2_000, 9_000) })) as ListItem[],
    relatedApps: ['زر همراه', 'کیف طلا', 'حساب‌یار', 'سکه‌بان', 'بازار زر'].map(title => ({ title, subtitle: pick(['رایگان', '۲۹٬۰۰۰ تومان']), value: between(1_000, 90_000) })) as ListItem[],
};

// ---------------------------------------------------------------------------------------------
// ecommerce

const categories = ['سکه', 'آب‌شده', 'شمش', 'زیورآلات'];

export const ecommerce = {
    stats: [
        { title: 'محصولات فروخته‌شده', value: 765, change: 2.6, trend: series(10, 20, 60) },
        { title: 'کل درآمد', value: 18_765, unit: 'میلیون تومان', change: -0.1, trend: series(10, 20, 60) },
        { title: 'سود', value: 4_876, unit: 'میلیون تومان', change: 0.6, trend: series(10, 20, 60) },
    ] satisfies Stat[],
    saleByCategory: categories.map(label => ({ label, value: between(100, 500) })),
    yearlySales: { months: jalaliMonths, income: series(12, 40, 140), expense: series(12, 20, 90) },
    bestSellers: ['سکه‌ی امامی', 'نیم‌سکه', 'گردنبند طلا', 'شمش نقره', 'انگشتر طلا'].map(title => ({ title, subtitle: pick(categories), value: between(20, 400) })) as ListItem[],
    latestOrders: invoices(7, categories),
    goals: { sold: between(50, 95), target: 100 },
};

// ---------------------------------------------------------------------------------------------
// analytics

export const analytics = {
    stats: [
        { title: 'فروش هفته', value: 714_000, change: 2.6, trend: series(8, 10, 80) },
        { title: 'کاربران تازه', value: 1_352_831, change: -0.1, trend: series(8, 10, 80) },
        { title: 'سفارش‌های خرید', value: 1_723_315, change: 2.8, trend: series(8, 10, 80) },
        { title: 'پیام‌ها', value: 234, change: 3.6, trend: series(8, 10, 80) },
    ] satisfies Stat[],
    visits: { months: jalaliMonths.slice(0, 11), teamA: series(11, 20, 70), teamB: series(11, 20, 70), teamC: series(11, 20, 70) },
    currentVisits: [
        { label: 'آسیا', value: 4_344 },
        { label: 'اروپا', value: 5_435 },
        { label: 'آمریکا', value: 1_443 },
        { label: 'آفریقا', value: 4_443 },
    ],
    conversion: cities.slice(0, 6).map(label => ({ label, value: between(200, 1_400) })),
    news: Array.from({ length: 5 }, (_, i) => ({ title: pick(['قیمت طلا رکورد زد', 'سکه‌ی تازه ضرب شد', 'بازار نقره آرام شد', 'ساعت کار شعبه‌ها تغییر کرد', 'برنامه‌ی تازه‌ی زر همراه']), subtitle: `${pick(cities)}، ${person()}`, date: TODAY - i * DAY * 0.4 })) as ListItem[],
    timeline: ['سفارش ۱۹۸۳ ثبت شد', 'رسید ۴۲ تأیید شد', 'حواله‌ی ۱۲ ارسال شد', 'سفارش ۱۹۸۰ تحویل شد', 'برداشت ۷ پرداخت شد'].map((title, i) => ({ title, subtitle: '', date: TODAY - i * DAY * 0.7 })) as ListItem[],
};

// ---------------------------------------------------------------------------------------------
// banking

export const banking = {
    balances: [
        { title: 'موجودی کل', value: 49_990_000, change: 8.2, trend: series(10, 30, 90) },
        { title: 'درآمد', value: 9_990_000, change: 8.2, trend: series(10, 30, 90) },
        { title: 'هزینه', value: 1_989_000, change: -6.6, trend: series(10, 30, 90) },
    ] satisfies Stat[],
    cards: [
        { bank: 'ملت', number: '6104 3378 1234 5678', holder: person(), expires: '۰۸/۰۶' },
        { bank: 'ملی', number: '6037 9911 8765 4321', holder: person(), expires: '۰۴/۱۱' },
    ],
    balanceStatistics: { months: jalaliMonths.slice(0, 9), income: series(9, 20, 90), savings: series(9, 10, 60), investment: series(9, 5, 40) },
    expenseCategories: [
        { label: 'خرید طلا', value: 14 },
        { label: 'قبوض', value: 23 },
        { label: 'خوراک', value: 21 },
        { label: 'سفر', value: 17 },
        { label: 'سایر', value: 25 },
    ],
    transactions: Array.from({ length: 6 }, (_, i) => ({
        name: person(),
        type: pick(['واریز', 'برداشت', 'انتقال'] as const),
        amount: between(1, 90) * 1_000_000,
        status: pick(['paid', 'pending', 'cancelled'] as const),
        date: TODAY - i * DAY * 1.3,
    })),
    contacts: Array.from({ length: 5 }, () => ({ title: person(), subtitle: `${pick(['0912', '0935', '0915'])}${between(1_000_000, 9_999_999)}` })) as ListItem[],
};

// ---------------------------------------------------------------------------------------------
// booking

const tours = ['کیش', 'قشم', 'کاشان', 'ماسوله', 'یزد تاریخی', 'شیراز و تخت جمشید'];

export const booking = {
    stats: [
        { title: 'کل رزروها', value: 714_000, change: 2.6, trend: series(10, 10, 80) },
        { title: 'فروخته‌شده', value: 311_000, change: 1.3, trend: series(10, 10, 80) },
        { title: 'لغوشده', value: 124_000, change: -0.8, trend: series(10, 10, 80) },
    ] satisfies Stat[],
    rooms: [
        { label: 'اتاق‌های پرشده', value: between(60, 90) },
        { label: 'اتاق‌های آزاد', value: between(10, 40) },
    ],
    bookedByStatus: [
        { label: 'در انتظار', value: between(5_000, 10_000), color: 'warning' as const },
        { label: 'لغوشده', value: between(1_000, 5_000), color: 'error' as const },
        { label: 'انجام‌شده', value: between(10_000, 20_000), color: 'success' as const },
    ],
    statistics: { weeks: weekDays, sold: series(7, 20, 90), cancelled: series(7, 5, 40) },
    newest: Array.from({ length: 6 }, (_, i) => ({
        name: person(),
        tour: pick(tours),
        guests: between(1, 6),
        nights: between(1, 7),
        checkIn: TODAY + i * DAY * 2,
        status: pick(['paid', 'pending', 'cancelled'] as const),
    })),
    tours: tours.slice(0, 4).map(title => ({ title, subtitle: `${between(2, 7)} شب`, value: between(4, 40) * 1_000_000 })) as ListItem[],
};
