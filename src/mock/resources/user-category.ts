import type { MockResource } from '../resource';
import { SEED_NOW } from '../seed/random';
import { maxLength, minLength, numeric, required, type Rule } from '../validation';

/** title, fee discount (percent) and what the category is for. */
const CATEGORIES: Array<[title: string, discount: number, description: string | null]> = [
    ['عادی', 0, 'مشتریان تازه‌وارد و خریداران خرد.'],
    ['نقره‌ای', 10, 'بیش از ۵۰ گرم معامله در سه ماه گذشته.'],
    ['طلایی', 25, 'بیش از ۲۰۰ گرم معامله در سه ماه گذشته.'],
    ['همکار', 50, 'طلافروشی‌ها و کارگاه‌های همکار با جواز صنفی.'],
    ['عمده‌فروش', 70, 'خرید و فروش عمده با تسویه روزانه.'],
    ['ویژه', 100, null],
];

const atMost =
    (max: number): Rule =>
    value =>
        value !== undefined && value !== null && value !== '' && Number(value) > max
            ? `حداکثر ${max} مجاز است.`
            : undefined;

/**
 * Customer categories. `users_count` is server-owned: the user seed (seeded right after) sets it
 * to the number of seeded customers in each category.
 */
export const userCategoryResource: MockResource = {
    name: 'user-category',
    searchable: ['title', 'description'],
    seed: () =>
        CATEGORIES.map(([title, discount_percent, description], index) => ({
            id: index + 1,
            title,
            discount_percent,
            description,
            users_count: 0,
            created_at: new Date(SEED_NOW - (400 - index * 30) * 86_400_000).toISOString(),
        })),
    rules: {
        title: [required, minLength(2), maxLength(50)],
        discount_percent: [required, numeric(0), atMost(100)],
        description: [maxLength(500)],
    },
    readOnly: ['users_count', 'created_at'],
    onCreate: data => ({ ...data, users_count: 0, created_at: new Date().toISOString() }),
    check: (data, collection, id) => {
        const title = String(data.title ?? '').trim();
        const taken = collection.all().some(record => record.id !== id && record.title === title);
        return taken ? { title: ['این عنوان قبلاً ثبت شده است.'] } : null;
    },
};
