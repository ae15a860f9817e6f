import { useQuery } from '@tanstack/react-query';
import { request } from '../providers/httpClient';

/** `GET /admin/products/xau` → the gold ounce price (contract §7). */
export async function fetchGoldPrice(): Promise<number | null> {
    const { json } = await request<{ data?: { price?: unknown } }>('/admin/products/xau');
    const price = Number(json?.data?.price);
    return Number.isFinite(price) ? price : null;
}

/** `GET /admin/dashboard/vector` → today's vector figure (contract §7). */
export async function fetchTodayVector(): Promise<number | null> {
    const { json } = await request<{ data?: { today_vector?: unknown } }>('/admin/dashboard/vector');
    const vector = Number(json?.data?.today_vector);
    return Number.isFinite(vector) ? vector : null;
}

export const GOLD_PRICE_KEY = ['gold', 'xau'] as const;
export const TODAY_VECTOR_KEY = ['gold', 'vector'] as const;

export const useGoldPrice = () => useQuery({ queryKey: GOLD_PRICE_KEY, queryFn: fetchGoldPrice, staleTime: Infinity });
export const useTodayVector = () =>
    useQuery({ queryKey: TODAY_VECTOR_KEY, queryFn: fetchTodayVector, staleTime: Infinity });
