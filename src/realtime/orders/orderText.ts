import type { LiveOrder } from '../events';
import { formatNumber, persianDigits } from '../../i18n/format';
import '../../i18n/lazy/liveOrders';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The side as the event says it (خرید / فروش), or its Persian name when the event left it out. */
export const sideText = (order: LiveOrder, translate: Translate): string =>
    order.side.trim() || translate(order.side_enum === 'buy' ? 'app.live_orders.buy' : 'app.live_orders.sell');

/** An amount in Toman with Persian digits and thousands separators: ۱۲٬۴۰۰٬۰۰۰ تومان */
export const toman = (value: number, translate: Translate): string =>
    translate('app.live_orders.toman', { amount: formatNumber(value) });

/** The product units' Persian names. */
const UNIT_KEYS: Record<string, string> = {
    gram: 'app.live_orders.units.gram',
    mithqal: 'app.live_orders.units.mithqal',
    piece: 'app.live_orders.units.piece',
};

/**
 * A quantity with its unit (`useOrderUnit`: the order's, or its product's in the catalogue):
 * ۲٫۵ گرم، ۳ مثقال، ۱ عدد; the number alone while the unit is not known.
 */
export const quantityText = (order: LiveOrder, translate: Translate, unit = order.product.unit): string => {
    const key = unit ? UNIT_KEYS[unit] : undefined;
    return key ? `${formatNumber(order.quantity)} ${translate(key)}` : formatNumber(order.quantity);
};

/** "خرید ۲ عدد سکه امامی از فاطمه محمدی": what the buttons and the screen-reader texts name. */
export const orderSummary = (order: LiveOrder, translate: Translate, unit = order.product.unit): string =>
    translate('app.live_orders.summary', {
        side: sideText(order, translate),
        quantity: quantityText(order, translate, unit),
        product: persianDigits(order.product.title),
        name: order.user.name,
    });

/**
 * Up to two initials for an avatar without a picture, kept apart by a zero-width non-joiner so
 * Persian letters don't join into a word: "فاطمه محمدی" → "ف‌م".
 */
export function initials(name: string): string {
    return name
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 2)
        .map(word => Array.from(word)[0])
        .join('\u200c');
}
