import { daysAgo, drawnImage, seeded } from '../util';

/** A product of the kit's shop (not the admin's products). */
export interface KitProduct {
    id: string;
    cover: string;
    images: string[];
    name: string;
    code: string;
    sku: string;
    price: number;
    priceSale: number | null;
    totalRating: number;
    totalReview: number;
    ratings: Array<{ name: string; starCount: number; reviewCount: number }>;
    reviews: Array<{ id: string; name: string; avatarUrl: string; comment: string; rating: number; postedAt: string }>;
    colors: string[];
    status: 'new' | 'sale' | '';
    inventoryType: 'in_stock' | 'out_of_stock' | 'low_stock';
    sizes: string[];
    available: number;
    sold: number;
    category: string;
    gender: 'زنانه' | 'مردانه' | 'بچگانه';
    description: string;
    createdAt: string;
}

/** 24 mock products. */
export const PRODUCT_COUNT = 24;
export const PRODUCT_CATEGORIES = ['انگشتر', 'گردنبند', 'دستبند', 'گوشواره', 'سکه'] as const;

const NAMES = ['انگشتر', 'گردنبند', 'دستبند', 'گوشواره', 'سکه'];
const STYLES = ['مینیمال', 'کلاسیک', 'ونیزی', 'اسپرت', 'سلطنتی', 'نگین‌دار'];
const COLORS = ['#FFD700', '#E5E4E2', '#B76E79', '#000000', '#1890FF'];
const SHAPES = ['ring', 'wave', 'bar', 'ring', 'coin'] as const;
const GENDERS: KitProduct['gender'][] = ['زنانه', 'مردانه', 'بچگانه'];

export const seedProducts = (): KitProduct[] => {
    const random = seeded(51);
    return Array.from({ length: PRODUCT_COUNT }, (_, index): KitProduct => {
        const kind = index % NAMES.length;
        const price = random.int(8, 120) * 500_000;
        const onSale = index % 4 === 1;
        const available = index % 6 === 5 ? 0 : random.int(1, 60);
        const ratings = [1, 2, 3, 4, 5].map(star => ({ name: `${star} ستاره`, starCount: random.int(0, 40), reviewCount: random.int(0, 40) }));
        return {
            id: `product-${index + 1}`,
            cover: drawnImage(index + 3, SHAPES[kind]),
            images: [0, 1, 2].map(n => drawnImage(index + 3 + n * 7, SHAPES[kind])),
            name: `${NAMES[kind]} ${STYLES[index % STYLES.length]}`,
            code: `ZK-${1000 + index}`,
            sku: `WW75K52${10 + index}YW/SV`,
            price,
            priceSale: onSale ? Math.round(price * 0.85) : null,
            totalRating: Math.round((3 + random.next() * 2) * 10) / 10,
            totalReview: random.int(3, 300),
            ratings,
            reviews: [0, 1].map(r => ({
                id: `product-${index + 1}-review-${r + 1}`,
                name: ['سارا احمدی', 'امید کریمی'][r],
                avatarUrl: '',
                comment: ['کیفیت ساخت عالی بود.', 'بسته‌بندی خوبی داشت، سریع رسید.'][r],
                rating: 4 + r,
                postedAt: daysAgo(index + r + 1),
            })),
            colors: COLORS.slice(0, 1 + (index % 3)),
            status: onSale ? 'sale' : index % 5 === 0 ? 'new' : '',
            inventoryType: available === 0 ? 'out_of_stock' : available < 10 ? 'low_stock' : 'in_stock',
            sizes: kind === 0 ? ['۱۴', '۱۶', '۱۸', '۲۰'] : ['یک‌اندازه'],
            available,
            sold: random.int(0, 500),
            category: PRODUCT_CATEGORIES[kind],
            gender: GENDERS[index % GENDERS.length],
            description: 'ساخته‌شده از طلای ۱۸ عیار با پرداخت دستی؛ همراه با فاکتور و ضمانت اصالت.',
            createdAt: daysAgo(index * 3),
        };
    });
};
