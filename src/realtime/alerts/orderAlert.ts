import type { LiveOrder } from '../events';
import { liveStore } from '../liveStore';
import { playOrderSound } from '../sound';
import { isAlertLeader } from '../tabs/leader';
import { notifyOrder } from './desktopNotification';

/** Brings an order forward: the panel open, the order's card focused once it is on screen. */
export function showOrder(order: LiveOrder): void {
    liveStore.setPanelOpen(true);
    let tries = 0;
    const focus = () => {
        const card = document.querySelector<HTMLElement>(`[data-testid="live-order-${CSS.escape(String(order.id))}"]`);
        if (card) {
            card.scrollIntoView({ block: 'nearest' });
            card.focus();
        } else if (++tries < 30) {
            requestAnimationFrame(focus);
        }
    };
    requestAnimationFrame(focus);
}

/**
 * A new pending order: only the leading tab of this browser rings, and, when that tab
 * is hidden, also shows a desktop notification whose click shows the order.
 */
export function alertNewOrder(order: LiveOrder): void {
    if (!isAlertLeader()) return;
    playOrderSound();
    if (typeof document !== 'undefined' && document.hidden) notifyOrder(order, showOrder);
}
