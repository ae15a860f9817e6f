import type { MockResource } from '../resource';
import { SEED_NOW } from '../seed/random';
import { maxLength, minLength, numeric, required } from '../validation';

const CATEGORIES: Array<[title: string, parent: number | null]> = [
    ['طلا', null],
    ['سکه', null],
    ['نقره', null],
    ['طلای آب‌شده', 1],
    ['شمش طلا', 1],
    ['طلای زینتی', 1],
    ['سکه بهار آزادی', 2],
    ['سکه پارسیان', 2],
    ['شمش نقره', 3],
    ['مصنوعات نقره', 3],
    ['پلاتین', null],
    ['ارز طلا', null],
];

export const productCategoryResource: MockResource = {
    name: 'product-category',
    searchable: ['title'],
    seed: random =>
        CATEGORIES.map(([title, parent], index) => ({
            id: index + 1,
            title,
            parent_id: parent,
            products_count: random.int(0, 12),
            created_at: new Date(SEED_NOW - (CATEGORIES.length - index) * 5 * 86_400_000).toISOString(),
        })),
    rules: {
        title: [required, minLength(2), maxLength(100)],
        parent_id: [numeric(1)],
    },
    readOnly: ['products_count', 'created_at'],
    references: { parent_id: 'product-category' },
    onCreate: data => ({ ...data, products_count: 0, created_at: new Date().toISOString() }),
};
