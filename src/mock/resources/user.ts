import type { Collection, MockRecord } from '../db';
import type { MockResource } from '../resource';
import { SEED_NOW, fullName, mobile, type Random } from '../seed/random';
import { boolean, maxLength, minLength, numeric, pattern, required, type Rule } from '../validation';

/** An Iranian national code (کد ملی): 10 digits, the last a mod-11 check digit of the first nine. */
export function isValidNationalCode(code: string): boolean {
    if (!/^[0-9]{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
    const sum = [...code.slice(0, 9)].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
    const remainder = sum % 11;
    const check = Number(code[9]);
    return remainder < 2 ? check === remainder : check === 11 - remainder;
}

/** The first three digits: the issuing office (Tehran, Isfahan, Mashhad, Shiraz, Tabriz …). */
const OFFICES = ['001', '002', '003', '004', '007', '008', '127', '128', '129', '227', '264', '286', '439', '451'];

function nationalCode(random: Random): string {
    const body = `${random.pick(OFFICES)}${random.digits(6)}`;
    const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
    const remainder = sum % 11;
    return `${body}${remainder < 2 ? remainder : 11 - remainder}`;
}

const AVATAR_COLORS = ['#00A76F', '#8E33FF', '#00B8D9', '#FFAB00', '#FF5630', '#1877F2', '#637381'];

/** An avatar as a data: URI (a coloured circle with the first letter): never a network request. */
export const avatar = (name: string, color: string): string =>
    'data:image/svg+xml;charset=utf-8,' +
    encodeURIComponent(
        `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
            `<circle cx="48" cy="48" r="48" fill="${color}"/>` +
            `<text x="48" y="62" font-family="Vazirmatn, Tahoma, sans-serif" font-size="40" fill="#fff" text-anchor="middle">${name.charAt(0)}</text>` +
            `</svg>`
    );

/** Share of customers per category title (the rest are 'عادی'). */
const CATEGORY_WEIGHTS: Array<[title: string, weight: number]> = [
    ['عادی', 0.5],
    ['نقره‌ای', 0.2],
    ['طلایی', 0.13],
    ['همکار', 0.08],
    ['عمده‌فروش', 0.05],
    ['ویژه', 0.04],
];

export const mobileRule: Rule = pattern(/^09[0-9]{9}$/, 'شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد.');
export const imageRule: Rule = pattern(/^(https?:\/\/|data:image\/)/, 'نشانی تصویر معتبر نیست.');
/**
 * A list of ids (a customer's `product_ids`, `product_category_ids`): an array of positive whole
 * numbers, each at most once. Missing or null reads as an empty list.
 */
export const idListRule: Rule = value => {
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) return 'باید فهرستی از شناسه‌ها باشد.';
    if (value.some(item => !Number.isInteger(item) || (item as number) < 1)) return 'شناسه‌ها باید عدد صحیح مثبت باشند.';
    return new Set(value).size === value.length ? undefined : 'هر مورد فقط یک بار انتخاب شود.';
};

/** The ids of `list` that `target` doesn't hold, for a 422 naming the missing ones. */
function missingIds(db: ReadonlyMap<string, Collection> | undefined, target: string, list: unknown): string[] | null {
    if (!Array.isArray(list) || !db) return null;
    const collection = db.get(target);
    const missing = list.filter(item => !collection?.get(Number(item)));
    return missing.length ? [`مورد انتخاب‌شده وجود ندارد (${missing.join('، ')}).`] : null;
}

/**
 * Which products a seeded customer may trade (the access tab, src/resources/user/AccessTab.tsx): most customers
 * trade whole categories, a few only single products (set by the product seed), some none yet.
 * Deterministic from the index, so the other seeds' random draws stay as they were.
 */
function seededCategoryAccess(index: number, categories: MockRecord[]): number[] {
    const roots = categories.filter(category => category.parent_id === null || category.parent_id === undefined);
    if (index % 7 === 3) return [];
    if (index % 5 === 1) return [];
    return roots.slice(0, 1 + (index % Math.max(1, roots.length))).map(category => category.id);
}

const nationalCodeRule: Rule = value =>
    value !== undefined && value !== null && value !== '' && !isValidNationalCode(String(value))
        ? 'کد ملی معتبر نیست.'
        : undefined;

/**
 * Customers, seeded before everything that belongs to a customer. Sets the `users_count` of the
 * customer categories seeded before it.
 */
export const userResource: MockResource = {
    name: 'user',
    searchable: ['name', 'mobile', 'national_code'],
    seed: (random, db) => {
        const categories = db.get('user-category')?.all() ?? [];
        const productCategories = db.get('product-category')?.all() ?? [];
        const categoryId = (): number | null => {
            let roll = random.next();
            for (const [title, weight] of CATEGORY_WEIGHTS) {
                roll -= weight;
                if (roll < 0) return categories.find(category => category.title === title)?.id ?? null;
            }
            return categories[0]?.id ?? null;
        };
        const mobiles = new Set<string>();
        const users: MockRecord[] = Array.from({ length: 80 }, (_, index) => {
            let number = mobile(random);
            while (mobiles.has(number)) number = mobile(random);
            mobiles.add(number);
            const name = fullName(random);
            return {
                id: index + 1,
                name,
                mobile: number,
                national_code: nationalCode(random),
                category_id: categoryId(),
                gold_balance: random.chance(0.15) ? 0 : Math.round(random.next() * 250_000) / 1000,
                wallet_balance: random.chance(0.2) ? 0 : random.int(1, 40_000) * 10_000,
                is_active: random.chance(0.9),
                image: random.chance(0.55) ? avatar(name, random.pick(AVATAR_COLORS)) : null,
                product_ids: [] as number[],
                product_category_ids: seededCategoryAccess(index, productCategories),
                // customers signed up between 2 years and 2 months ago, older ones first
                created_at: new Date(SEED_NOW - (730 - index * 8.4) * 86_400_000 - random.int(0, 86_399_999)).toISOString(),
            };
        });
        // a customer whose name staff type with an Arabic keyboard too (علي كريمي): global search's
        // normalisation is rehearsed on it (the 66th, a second «علی محمدی» of the draw otherwise)
        users[65].name = 'علی کریمی';
        for (const category of categories) {
            const count = users.filter(user => user.category_id === category.id).length;
            db.get('user-category')?.update(category.id, { users_count: count });
        }
        return users;
    },
    rules: {
        name: [required, minLength(3), maxLength(100)],
        mobile: [required, mobileRule],
        national_code: [required, nationalCodeRule],
        category_id: [required, numeric(1)],
        is_active: [boolean],
        image: [imageRule],
        product_ids: [idListRule],
        product_category_ids: [idListRule],
    },
    // balances are the ledger's: they change through orders, deposits and payments, not by hand
    readOnly: ['gold_balance', 'wallet_balance', 'created_at'],
    references: { category_id: 'user-category' },
    onCreate: data => ({
        is_active: true,
        image: null,
        product_ids: [],
        product_category_ids: [],
        ...data,
        gold_balance: 0,
        wallet_balance: 0,
        created_at: new Date().toISOString(),
    }),
    check: (data, collection, id, db) => {
        const errors: Record<string, string[]> = {};
        const products = missingIds(db, 'product', data.product_ids);
        if (products) errors.product_ids = products;
        const productCategories = missingIds(db, 'product-category', data.product_category_ids);
        if (productCategories) errors.product_category_ids = productCategories;
        const others = collection.all().filter(record => record.id !== id);
        if (others.some(record => record.mobile === data.mobile)) errors.mobile = ['این شماره موبایل قبلاً ثبت شده است.'];
        if (others.some(record => record.national_code === data.national_code))
            errors.national_code = ['این کد ملی قبلاً ثبت شده است.'];
        return Object.keys(errors).length ? errors : null;
    },
};
