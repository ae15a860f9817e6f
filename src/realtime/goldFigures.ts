import { dataProvider } from '../providers/dataProvider';

/** `GET /admin/products/xau` → the gold ounce price (docs/openapi.yaml, gold). */
export async function fetchGoldPrice(): Promise<number | null> {
    const data = (await dataProvider.goldPrice()) as { price?: unknown } | null | undefined;
    const price = Number(data?.price);
    return Number.isFinite(price) ? price : null;
}

/** `GET /admin/dashboard/vector` → today's vector figure (docs/openapi.yaml, gold). */
export async function fetchTodayVector(): Promise<number | null> {
    const data = (await dataProvider.todayVector()) as { today_vector?: unknown } | null | undefined;
    const vector = Number(data?.today_vector);
    return Number.isFinite(vector) ? vector : null;
}

