import { request } from '../providers/httpClient';

/** `GET /admin/products/xau` → the gold ounce price (docs/openapi.yaml, gold). */
export async function fetchGoldPrice(): Promise<number | null> {
    const { json } = await request<{ data?: { price?: unknown } }>('/admin/products/xau');
    const price = Number(json?.data?.price);
    return Number.isFinite(price) ? price : null;
}

/** `GET /admin/dashboard/vector` → today's vector figure (docs/openapi.yaml, gold). */
export async function fetchTodayVector(): Promise<number | null> {
    const { json } = await request<{ data?: { today_vector?: unknown } }>('/admin/dashboard/vector');
    const vector = Number(json?.data?.today_vector);
    return Number.isFinite(vector) ? vector : null;
}

