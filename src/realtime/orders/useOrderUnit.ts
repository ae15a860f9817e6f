import { useCallback } from 'react';
import { useCatalogue } from '../../catalogue/useCatalogue';
import type { LiveOrder } from '../events';

/**
 * The unit of an order's product ('gram' | 'mithqal' | 'piece'): as the order says it when it
 * does, else the product catalogue's (the contract's order names its product only by title; one
 * cached list call, none when the admin may not open products, src/catalogue).
 */
export function useOrderUnit(): (order: LiveOrder) => string | undefined {
    const catalogue = useCatalogue('product', 'title');
    return useCallback(
        (order: LiveOrder) => {
            if (order.product.unit) return order.product.unit;
            const unit = catalogue.get(order.product.title.trim())?.unit;
            return typeof unit === 'string' && unit ? unit : undefined;
        },
        [catalogue]
    );
}
