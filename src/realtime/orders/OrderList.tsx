import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { LiveOrder } from '../events';
import type { LiveStore } from '../liveStore';
import type { OrderDecision } from './decideOrder';
import { OrderCardContent, type OrderId } from './OrderCard';
import { CARD_GAP, LO, ROW_HEIGHT } from './panelStyles';
import { useLiveOrders } from './useLiveOrders';
import type { OrderDecisions } from './useOrderDecisions';
import { useOrderUnit } from './useOrderUnit';
import { isNavigationKey, revealScrollTop, rowsPerPage, targetRow, visibleRange } from './windowing';

/** A card's controls (its box and buttons). */
const CONTROLS = 'button, input';

/** Cards rendered beyond each edge of the visible ones, so a quick scroll shows no blank. */
export const OVERSCAN = 3;

export interface OrderListProps {
    /** the live store whose pending orders the list shows (it reads them itself) */
    store: LiveStore;
    /** the list's accessible name */
    label: string;
    /** how to move in it with the keyboard (its accessible description) */
    hint: string;
    /** the scroll container's height until it can be measured */
    initialViewport: number;
    decisions: OrderDecisions;
}

interface RowProps {
    order: LiveOrder;
    index: number;
    setSize: number;
    active: boolean;
    autoOrder: boolean;
    pending: OrderDecision | null;
    unit: string | undefined;
    onDecide: (order: LiveOrder, status: OrderDecision, autoOrder: boolean) => void;
    onAutoOrderChange: (id: OrderId, checked: boolean) => void;
}

/**
 * One list item: positioned in the virtual list, focusable (a roving Tab stop), and named for
 * screen readers by its summary and time, described by its prices and note. Cheap on purpose: its
 * content is the memoised card, which new orders elsewhere in the list don't render again.
 */
const OrderRow = ({ order, index, setSize, active, ...card }: RowProps) => {
    const idBase = useId();
    const rowRef = useRef<HTMLDivElement>(null);
    // only the Tab stop's controls are in the Tab order; set here rather than as the card's props,
    // so the card the Tab stop leaves (the newest, when another order arrives) does not render again
    useLayoutEffect(() => {
        rowRef.current?.querySelectorAll<HTMLElement>(CONTROLS).forEach(control => {
            control.tabIndex = active ? 0 : -1;
        });
    }, [active]);
    return (
        <div
            ref={rowRef}
            role="listitem"
            className={LO.row}
            tabIndex={active ? 0 : -1}
            data-testid={`live-order-${order.id}`}
            data-order-index={index}
            data-side={order.side_enum}
            aria-setsize={setSize}
            aria-posinset={index + 1}
            aria-labelledby={`${idBase}-summary ${idBase}-time`}
            aria-describedby={`${idBase}-details`}
            aria-busy={card.pending !== null}
            style={{ transform: `translateY(${index * ROW_HEIGHT + CARD_GAP / 2}px)` }}
        >
            <OrderCardContent order={order} idBase={idBase} {...card} />
        </div>
    );
};

/** The focused card, by order id (it keeps the focus while new orders push it down), or by index. */
interface ActiveRow {
    id: OrderId | null;
    index: number;
}

/**
 * The virtualised list of pending orders: fixed-height cards in a scroll container, only those in
 * view (plus {@link OVERSCAN}) and the focused one in the DOM, so 1,000 pending orders cost what
 * ten do. Keyboard: ↓ ↑ Home End PageDown PageUp move between cards, Tab enters the focused card.
 */
export const OrderList = ({ store, label, hint, initialViewport, decisions }: OrderListProps) => {
    const orders = useLiveOrders(store);
    const unitOf = useOrderUnit();
    const { autoOrders, pending, setAutoOrder, decide } = decisions;
    const scrollRef = useRef<HTMLDivElement>(null);
    const listRef = useRef<HTMLDivElement>(null);
    const [scrollTop, setScrollTop] = useState(0);
    const [viewport, setViewport] = useState(() => Math.max(ROW_HEIGHT, initialViewport));
    const [active, setActive] = useState<ActiveRow>({ id: null, index: 0 });
    // the card to focus once it is rendered
    const focusRequest = useRef<OrderId | null>(null);
    const hintId = useId();
    const count = orders.length;

    const activeIndex = useMemo(() => {
        if (!count) return -1;
        const found = active.id === null ? -1 : orders.findIndex(order => order.id === active.id);
        return found >= 0 ? found : Math.min(active.index, count - 1);
    }, [active, count, orders]);

    // the scroll container's real height, once the browser has laid it out
    useEffect(() => {
        const element = scrollRef.current;
        if (!element) return;
        const measure = () => {
            if (element.clientHeight > 0) setViewport(element.clientHeight);
        };
        if (typeof ResizeObserver === 'function') {
            const observer = new ResizeObserver(measure);
            observer.observe(element);
            return () => observer.disconnect();
        }
        window.addEventListener('resize', measure);
        return () => window.removeEventListener('resize', measure);
    }, []);

    // the new cards are laid out now, in the task that rendered them: an order usually arrives
    // between two frames, so the next frame only paints them and reaches the screen sooner
    // (docs/performance.md). A hidden tab draws no frames: it lays out when it is shown.
    useLayoutEffect(() => {
        if (!document.hidden) void listRef.current?.offsetHeight;
    }, [orders]);

    // a requested focus, as soon as its card is in the DOM
    useLayoutEffect(() => {
        const id = focusRequest.current;
        if (id === null) return;
        const row = rowOf(listRef.current, id);
        if (row) {
            focusRequest.current = null;
            row.focus();
        }
    });

    const moveTo = useCallback(
        (index: number) => {
            const order = store.getState().orders[index] ?? orders[index];
            if (!order) return;
            setActive({ id: order.id, index });
            const element = scrollRef.current;
            const height = element && element.clientHeight > 0 ? element.clientHeight : viewport;
            const top = revealScrollTop(index, element?.scrollTop ?? scrollTop, height, ROW_HEIGHT);
            if (element && element.scrollTop !== top) element.scrollTop = top;
            setScrollTop(top);
            focusRequest.current = order.id;
        },
        [orders, scrollTop, store, viewport]
    );

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        if (!isNavigationKey(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-order-index]');
        const from = row ? Number(row.dataset.orderIndex) : activeIndex;
        event.preventDefault();
        const to = targetRow(event.key, from, count, rowsPerPage(viewport, ROW_HEIGHT));
        if (to >= 0) moveTo(to);
    };

    // whatever inside a card takes the focus (a click, a Tab), that card becomes the Tab stop
    const onFocus = (event: FocusEvent<HTMLDivElement>) => {
        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-order-index]');
        if (!row) return;
        const index = Number(row.dataset.orderIndex);
        const order = orders[index];
        if (order && order.id !== active.id) setActive({ id: order.id, index });
    };

    /** Sends a decision; keeps the keyboard focus on the card meanwhile and on the next card after. */
    const onDecide = useCallback(
        (order: LiveOrder, status: OrderDecision, autoOrder: boolean) => {
            const row = rowOf(listRef.current, order.id);
            // the pressed button is about to be disabled, which would drop the focus to the page
            if (row && row.contains(document.activeElement)) row.focus();
            void decide(order, status, autoOrder).then(done => {
                if (!done || !row) return;
                // the card may already have left the DOM (the list renders as soon as the order
                // leaves the store), taking the focus with it to the page
                const focused = document.activeElement;
                const hadFocus = focused === row || (!row.isConnected && (focused === null || focused === document.body));
                if (!hadFocus) return;
                const index = Number(row.dataset.orderIndex);
                const rest = store.getState().orders;
                if (!rest.length) return;
                const next = Math.min(Number.isFinite(index) ? index : 0, rest.length - 1);
                setActive({ id: rest[next].id, index: next });
                focusRequest.current = rest[next].id;
            });
        },
        [decide, store]
    );

    const range = visibleRange(scrollTop, viewport, count, ROW_HEIGHT, OVERSCAN);
    const indexes: number[] = [];
    for (let index = range.start; index < range.end; index++) indexes.push(index);
    // the focused card stays in the DOM even when out of view, so it keeps the focus
    if (activeIndex >= 0 && (activeIndex < range.start || activeIndex >= range.end)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
    }

    return (
        <div ref={scrollRef} className={LO.scroll} onScroll={event => setScrollTop(event.currentTarget.scrollTop)}>
            <span id={hintId} hidden>
                {hint}
            </span>
            <div
                ref={listRef}
                role="list"
                className={LO.list}
                aria-label={label}
                aria-describedby={hintId}
                onKeyDown={onKeyDown}
                onFocus={onFocus}
                style={{ height: count * ROW_HEIGHT }}
            >
                {indexes.map(index => {
                    const order = orders[index];
                    return (
                        <OrderRow
                            key={order.id}
                            order={order}
                            index={index}
                            setSize={count}
                            active={index === activeIndex}
                            autoOrder={autoOrders.get(order.id) ?? true}
                            pending={pending.get(order.id) ?? null}
                            unit={unitOf(order)}
                            onDecide={onDecide}
                            onAutoOrderChange={setAutoOrder}
                        />
                    );
                })}
            </div>
        </div>
    );
};

/** The rendered card of an order, if it is in the DOM. */
function rowOf(list: HTMLElement | null, id: OrderId): HTMLElement | null {
    const testId = `live-order-${id}`;
    return (Array.from(list?.children ?? []) as HTMLElement[]).find(child => child.dataset.testid === testId) ?? null;
}
