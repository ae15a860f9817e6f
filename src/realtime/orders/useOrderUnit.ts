import { memo, useCallback, useEffect, useSyncExternalStore } from 'react';
import { findIn, useCatalogue, type CatalogueIndex } from '../../catalogue/useCatalogue';
import type { LiveOrder } from '../events';

/**
 * The product catalogue by title, as the last `ProductUnits` read it. Kept outside React so the
 * list, which renders with every order, reads it for the price of a store read rather than a
 * query's (the catalogue hook costs about a millisecond a render).
 */
let catalogue: CatalogueIndex = new Map();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
};
const read = () => catalogue;

/**
 * Reads the product catalogue (one cached list call, none when the admin may not open products,
 * src/catalogue) for `useOrderUnit`. Memoised without props: it renders when the catalogue
 * arrives, not with every order. Rendered by the live panel and the order page's decision.
 */
export const ProductUnits = memo(function ProductUnits() {
    const index = useCatalogue('product', 'title');
    useEffect(() => {
        if (index === catalogue) return;
        catalogue = index;
        listeners.forEach(listener => listener());
    }, [index]);
    return null;
});

/**
 * The unit of an order's product ('gram' | 'mithqal' | 'piece'): as the order says it when it
 * does, else the product catalogue's by title (the API's order names its product only by
 * title); undefined while neither knows it.
 */
export function useOrderUnit(): (order: LiveOrder) => string | undefined {
    const index = useSyncExternalStore(subscribe, read);
    return useCallback(
        (order: LiveOrder) => {
            if (order.product.unit) return order.product.unit;
            const unit = findIn(index, order.product.title)?.unit;
            return typeof unit === 'string' && unit ? unit : undefined;
        },
        [index]
    );
}
