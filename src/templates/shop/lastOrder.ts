/** The order placed last at checkout, shown by the invoice page (localStorage, the kit's own key). */
export const LAST_ORDER_KEY = 'kit.lastOrder';
