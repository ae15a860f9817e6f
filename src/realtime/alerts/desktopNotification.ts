import { formatNumber } from '../../i18n/format';
import type { LiveOrder } from '../events';

/**
 * Desktop notifications for new orders while the tab is hidden, through the
 * Notification API. Permission is asked only from a button (never on load); denied or
 * unsupported means no notification, quietly.
 */
export type DesktopPermission = NotificationPermission | 'unsupported';

const supported = () => typeof window !== 'undefined' && typeof window.Notification === 'function';

export function desktopPermission(): DesktopPermission {
    return supported() ? window.Notification.permission : 'unsupported';
}

/** Asks the browser for permission (call from a click); resolves to what it answered. */
export async function requestDesktopPermission(): Promise<DesktopPermission> {
    if (!supported()) return 'unsupported';
    try {
        return await window.Notification.requestPermission();
    } catch {
        return desktopPermission();
    }
}

/** 'خرید ۲ گرم طلای ۱۸ عیار — مریم احمدی' */
export function orderNotificationBody(order: LiveOrder): string {
    const side = order.side || (order.side_enum === 'buy' ? 'خرید' : 'فروش');
    return `${side} ${formatNumber(order.quantity)} ${order.product.title} — ${order.user.name}`;
}

const shown = new Map<LiveOrder['id'], Notification>();

/**
 * Shows one order as a desktop notification, when permitted; a click brings this tab forward
 * and calls `onOpen` (which shows the order). Returns whether one was shown.
 */
export function notifyOrder(order: LiveOrder, onOpen: (order: LiveOrder) => void): boolean {
    if (desktopPermission() !== 'granted') return false;
    try {
        const notification = new window.Notification('سفارش جدید در انتظار تصمیم', {
            body: orderNotificationBody(order),
            tag: `zar-order-${order.id}`,
            lang: 'fa',
            dir: 'rtl',
        });
        shown.set(order.id, notification);
        notification.onclick = () => {
            window.focus();
            onOpen(order);
            notification.close();
        };
        notification.onclose = () => shown.delete(order.id);
        return true;
    } catch {
        // some browsers allow notifications only from a service worker: degrade quietly
        return false;
    }
}

/** An order decided (here or in another tab) needs no notification any more. */
export function closeOrderNotification(id: LiveOrder['id']): void {
    shown.get(id)?.close();
    shown.delete(id);
}
