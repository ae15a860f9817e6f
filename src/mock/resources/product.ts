import { PRODUCT_UNIT, idsOf } from '../../domain/statuses';
import type { MockResource } from '../resource';
import { SEED_NOW } from '../seed/random';
import { boolean, maxLength, minLength, numeric, oneOf, required, type Rule } from '../validation';
import { imageRule } from './user';

export const PRODUCT_UNITS = idsOf(PRODUCT_UNIT);

type Metal = 'gold' | 'silver' | 'platinum';
type Shape = 'coin' | 'bar' | 'granule';

/** title, product category title, unit, karat, price a customer pays (Toman), metal, shape */
const PRODUCTS: Array<[string, string, (typeof PRODUCT_UNITS)[number], number | null, number, Metal, Shape]> = [
    ['طلای آب‌شده ۱۸ عیار', 'طلای آب‌شده', 'gram', 18, 10_480_000, 'gold', 'granule'],
    ['مثقال طلای آب‌شده', 'طلای آب‌شده', 'mithqal', 18, 45_420_000, 'gold', 'granule'],
    ['طلای آب‌شده ۲۴ عیار', 'طلای آب‌شده', 'gram', 24, 13_960_000, 'gold', 'granule'],
    ['ساچمه طلا ۲۴ عیار', 'شمش طلا', 'gram', 24, 14_050_000, 'gold', 'granule'],
    ['شمش طلا ۲۴ عیار ۱ گرمی', 'شمش طلا', 'piece', 24, 14_600_000, 'gold', 'bar'],
    ['شمش طلا ۲۴ عیار ۵ گرمی', 'شمش طلا', 'piece', 24, 71_300_000, 'gold', 'bar'],
    ['شمش طلا ۲۴ عیار ۱۰ گرمی', 'شمش طلا', 'piece', 24, 141_900_000, 'gold', 'bar'],
    ['شمش طلا ۲۴ عیار ۱۰۰ گرمی', 'شمش طلا', 'piece', 24, 1_405_000_000, 'gold', 'bar'],
    ['طلای نو ۱۸ عیار', 'طلای زینتی', 'gram', 18, 11_250_000, 'gold', 'granule'],
    ['طلای دست‌دوم ۱۸ عیار', 'طلای زینتی', 'gram', 18, 10_390_000, 'gold', 'granule'],
    ['سکه امامی', 'سکه', 'piece', 21.6, 116_500_000, 'gold', 'coin'],
    ['نیم سکه', 'سکه', 'piece', 21.6, 62_800_000, 'gold', 'coin'],
    ['ربع سکه', 'سکه', 'piece', 21.6, 36_400_000, 'gold', 'coin'],
    ['سکه گرمی', 'سکه', 'piece', 21.6, 17_900_000, 'gold', 'coin'],
    ['سکه بهار آزادی طرح قدیم', 'سکه بهار آزادی', 'piece', 21.6, 109_800_000, 'gold', 'coin'],
    ['نیم سکه بهار آزادی طرح قدیم', 'سکه بهار آزادی', 'piece', 21.6, 60_200_000, 'gold', 'coin'],
    ['سکه پارسیان ۱۰۰ سوتی', 'سکه پارسیان', 'piece', 18, 1_290_000, 'gold', 'coin'],
    ['سکه پارسیان ۵۰۰ سوتی', 'سکه پارسیان', 'piece', 18, 5_750_000, 'gold', 'coin'],
    ['سکه پارسیان ۱ گرمی', 'سکه پارسیان', 'piece', 18, 11_300_000, 'gold', 'coin'],
    ['سکه یک پوندی انگلیس', 'ارز طلا', 'piece', 22, 89_500_000, 'gold', 'coin'],
    ['نقره ۹۹۹', 'شمش نقره', 'gram', null, 236_000, 'silver', 'granule'],
    ['شمش نقره ۹۹۹ ۱۰۰ گرمی', 'شمش نقره', 'piece', null, 24_800_000, 'silver', 'bar'],
    ['نقره ۹۲۵', 'مصنوعات نقره', 'gram', null, 215_000, 'silver', 'granule'],
    ['پلاتین ۹۵۰', 'پلاتین', 'gram', null, 5_120_000, 'platinum', 'granule'],
];

const COLORS: Record<Metal, [fill: string, edge: string]> = {
    gold: ['#E8C65A', '#B8922E'],
    silver: ['#D9DDE1', '#9AA3AB'],
    platinum: ['#E5E4E2', '#A7A9AC'],
};

/** A product picture as a data: URI (a coin, a bar or a heap of granules): no network request. */
function productImage(metal: Metal, shape: Shape): string {
    const [fill, edge] = COLORS[metal];
    const paint = (width: number, filled = true) =>
        `fill="${filled ? fill : 'none'}" stroke="${edge}" stroke-width="${width}"`;
    const body = {
        coin: `<circle cx="60" cy="60" r="46" ${paint(6)}/><circle cx="60" cy="60" r="32" ${paint(2, false)}/>`,
        bar: `<path d="M22 80 L36 40 H84 L98 80 Z" ${paint(4)}/><path d="M36 40 L44 52 H76 L84 40" ${paint(2, false)}/>`,
        granule: [30, 52, 74, 41, 63, 52]
            .map((x, i) => `<circle cx="${x + 8}" cy="${i < 3 ? 78 : i < 5 ? 60 : 42}" r="12" ${paint(3)}/>`)
            .join(''),
    }[shape];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">${body}</svg>`;
    return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
}

/** A customer may not pay less than they get for selling the same thing. */
const notBelowSellPrice: Rule = (value, body) =>
    value !== undefined && value !== null && value !== '' && Number(value) < Number(body.sell_price)
        ? 'قیمت خرید نباید کمتر از قیمت فروش باشد.'
        : undefined;

/** Karat is at most 24 (pure gold). */
const karatRule: Rule = value =>
    value !== undefined && value !== null && value !== '' && Number(value) > 24 ? 'عیار حداکثر ۲۴ است.' : undefined;

/**
 * Products staff trade, priced in Toman. Seeded after product categories; sets their
 * `products_count` to the number of seeded products in each.
 */
export const productResource: MockResource = {
    name: 'product',
    searchable: ['title'],
    seed: (random, db) => {
        const categories = db.get('product-category');
        const categoryId = (title: string) => categories?.all().find(category => category.title === title)?.id ?? null;
        const products = PRODUCTS.map(([title, category, unit, karat, buyPrice, metal, shape], index) => {
            // the shop buys back for 1–2.5% less than it sells
            const spread = (10 + random.int(0, 15)) / 1000;
            return {
                id: index + 1,
                title,
                category_id: categoryId(category),
                unit,
                karat,
                buy_price: buyPrice,
                sell_price: Math.round((buyPrice * (1 - spread)) / 1000) * 1000,
                is_active: !random.chance(0.12),
                image: random.chance(0.85) ? productImage(metal, shape) : null,
                created_at: new Date(SEED_NOW - (500 - index * 12) * 86_400_000).toISOString(),
            };
        });
        for (const category of categories?.all() ?? []) {
            const count = products.filter(product => product.category_id === category.id).length;
            categories?.update(category.id, { products_count: count });
        }
        // customers seeded without a whole category trade a few single products (see the customer's access tab, src/resources/user/AccessTab.tsx)
        const users = db.get('user');
        for (const user of users?.all() ?? []) {
            if (user.id % 5 !== 2) continue;
            const first = user.id % products.length;
            users?.update(user.id, { product_ids: [products[first].id, products[(first + 3) % products.length].id] });
        }
        return products;
    },
    rules: {
        title: [required, minLength(2), maxLength(100)],
        category_id: [required, numeric(1)],
        unit: [required, oneOf(PRODUCT_UNITS)],
        buy_price: [required, numeric(0), notBelowSellPrice],
        sell_price: [required, numeric(0)],
        karat: [numeric(1), karatRule],
        is_active: [boolean],
        image: [imageRule],
    },
    readOnly: ['created_at'],
    references: { category_id: 'product-category' },
    onCreate: data => ({ is_active: true, image: null, ...data, created_at: new Date().toISOString() }),
    check: (data, collection, id) => {
        const title = String(data.title ?? '').trim();
        const taken = collection.all().some(record => record.id !== id && record.title === title);
        return taken ? { title: ['محصولی با این عنوان قبلاً ثبت شده است.'] } : null;
    },
};
