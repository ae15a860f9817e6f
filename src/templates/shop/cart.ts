import { useSyncExternalStore } from 'react';

/** The kit shop's cart, kept in localStorage (`kit.cart`) so a reload loses nothing. */
export interface CartLine {
    id: string;
    name: string;
    cover: string;
    price: number;
    quantity: number;
    available: number;
}

const KEY = 'kit.cart';
const listeners = new Set<() => void>();
let cache: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };

function read(): CartLine[] {
    const raw = localStorage.getItem(KEY);
    if (raw !== cache.raw) {
        let lines: CartLine[] = [];
        try {
            const parsed: unknown = JSON.parse(raw ?? '[]');
            if (Array.isArray(parsed)) lines = parsed as CartLine[];
        } catch {
            lines = [];
        }
        cache = { raw, lines };
    }
    return cache.lines;
}

function write(lines: CartLine[]) {
    localStorage.setItem(KEY, JSON.stringify(lines));
    listeners.forEach(listener => listener());
}

export const cart = {
    add(line: Omit<CartLine, 'quantity'>, quantity = 1) {
        const lines = read();
        const existing = lines.find(item => item.id === line.id);
        write(existing ? lines.map(item => (item.id === line.id ? { ...item, quantity: Math.min(item.quantity + quantity, item.available) } : item)) : [...lines, { ...line, quantity }]);
    },
    setQuantity(id: string, quantity: number) {
        write(read().map(item => (item.id === id ? { ...item, quantity: Math.max(1, Math.min(quantity, item.available)) } : item)));
    },
    remove(id: string) {
        write(read().filter(item => item.id !== id));
    },
    clear() {
        write([]);
    },
};

export function useCart(): CartLine[] {
    return useSyncExternalStore(
        listener => {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        read,
    );
}

/** Cart totals: subtotal minus discount plus shipping. */
export function cartTotals(lines: CartLine[], discountRate: number, shipping: number) {
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const discount = Math.round(subtotal * discountRate);
    return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}

/** Discount codes of the demo shop. */
export const DISCOUNT_CODES: Record<string, number> = { ZAR10: 0.1, GOLD20: 0.2 };
export const SHIPPING_OPTIONS = [
    { id: 'standard', label: 'پست عادی (۵ تا ۷ روز)', price: 0 },
    { id: 'express', label: 'پیک سریع (۱ روز)', price: 500_000 },
] as const;
