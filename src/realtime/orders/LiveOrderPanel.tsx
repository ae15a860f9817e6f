import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { IconButton } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { memo, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { liveStore, type LiveStore } from '../liveStore';
import { OrderList } from './OrderList';
import { HEADER_HEIGHT, LO, LiveOrderStyles } from './panelStyles';
import { useLive } from '../useLive';
import { usePanelOpen } from './useLiveOrders';
import type { ArrivalNewsStore } from './arrivalNews';
import { useArrivalAnnouncement } from './useArrivalAnnouncement';
import { useOrderDecisions, type OrderDecisions } from './useOrderDecisions';
import { ProductUnits } from './useOrderUnit';
import '../../i18n/lazy/liveOrders';

export { HEADER_HEIGHT, PANEL_MAX_HEIGHT, PANEL_WIDTH } from './panelStyles';

export interface LiveOrderPanelProps {
    /** the live store to show; the page's own by default */
    store?: LiveStore;
    /** the new-order news it tells screen readers; the page's own by default */
    news?: ArrivalNewsStore;
}

const pendingCount = (state: { orders: readonly unknown[] }) => state.orders.length;

/** The number of pending orders in the header (the only part of it a new order changes). */
const PendingCount = ({ store }: { store: LiveStore }) => {
    const count = useLive(pendingCount, store);
    return (
        <span className={LO.count} data-testid="live-orders-count">
            {formatNumber(count)}
        </span>
    );
};

interface PanelProps {
    store: LiveStore;
    open: boolean;
    decisions: OrderDecisions;
}

/**
 * The panel itself: header and list. Memoised on the store, whether it is open and the
 * decisions, so a new order renders only the count, the list and the new card.
 */
const Panel = memo(function Panel({ store, open, decisions }: PanelProps) {
    const translate = useTranslate();
    const id = useId();
    const titleId = `${id}-title`;
    const listId = `${id}-list`;
    const toggleRef = useRef<HTMLButtonElement>(null);
    const toggle = () => store.setPanelOpen(!open);
    // Escape anywhere in the open panel collapses it, the focus going back to its toggle
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        store.setPanelOpen(false);
        toggleRef.current?.focus();
    };

    return (
        <section className={LO.panel} data-open={open} aria-labelledby={titleId} onKeyDown={onKeyDown}>
            {/* the whole bar toggles for a mouse; the button is the keyboard's way */}
            <div className={LO.header} onClick={toggle}>
                <h2 id={titleId} className={LO.title}>
                    {translate('app.live_orders.title')}
                    <PendingCount store={store} />
                </h2>
                <IconButton
                    ref={toggleRef}
                    size="small"
                    aria-expanded={open}
                    aria-controls={listId}
                    aria-label={translate(open ? 'app.live_orders.collapse' : 'app.live_orders.expand')}
                    onClick={event => {
                        event.stopPropagation();
                        toggle();
                    }}
                >
                    {open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
                </IconButton>
            </div>
            <div id={listId} hidden={!open}>
                {open && (
                    <OrderList
                        store={store}
                        label={translate('app.live_orders.list')}
                        hint={translate('app.live_orders.keyboard_hint')}
                        initialViewport={Math.round(window.innerHeight * 0.7) - HEADER_HEIGHT}
                        decisions={decisions}
                    />
                )}
            </div>
        </section>
    );
});

/**
 * The floating live-order panel (docs/openapi.yaml, order): pending orders, newest first, each with
 * its approve and reject buttons. It floats at the bottom of the screen on the side away from the
 * side menu (the left, in RTL), collapses into a small pill with the pending count, and takes no
 * room at all while nothing is pending. New orders open it (the live pipeline sets `panelOpen`).
 *
 * A new order renders the count, the list's rows (plain elements) and its own card; nothing else
 * (see `panelStyles.tsx` and docs/performance.md).
 */
export const LiveOrderPanel = ({ store = liveStore, news }: LiveOrderPanelProps) => {
    const count = useLive(pendingCount, store);
    const open = usePanelOpen(store);
    const [announcement, setAnnouncement] = useState('');
    const decisions = useOrderDecisions(store, setAnnouncement);
    useArrivalAnnouncement(setAnnouncement, news);

    return (
        <div className={LO.root} data-testid="live-orders" data-count={count} data-open={open}>
            <LiveOrderStyles />
            <ProductUnits />
            {/* new orders and what became of a decision, for screen readers (an error is a toast, itself an alert) */}
            <div role="status" aria-live="polite" style={visuallyHidden}>
                {announcement}
            </div>
            {count > 0 && <Panel store={store} open={open} decisions={decisions} />}
        </div>
    );
};
