import type { LiveOrder } from '../../src/realtime/events';

/**
 * A valid pending order as the live channel sends it (docs/asyncapi.yaml: the product by title only),
 * made by hand: not in the mock backend unless its id is. Each id is a minute newer than the one
 * before it.
 */
export function makeOrder(id: number, overrides: Partial<LiveOrder> = {}): LiveOrder {
    return {
        id,
        side: 'خرید',
        side_enum: 'buy',
        quantity: 2,
        product: { title: 'سکه امامی' },
        original_price: 233_000_000,
        total_price: 235_330_000,
        user: { name: 'فاطمه محمدی', image: null },
        note: null,
        status: 'در انتظار',
        status_enum: 'pending',
        ask_auto_order: false,
        created_at: new Date(Date.UTC(2026, 10, 20, 9, 0, 0) + id * 60_000).toISOString(),
        ...overrides,
    };
}
