import { RecentIds } from './dedupe';
import {
    dataOf,
    parseApprovalDecided,
    parseApprovalRequested,
    parseGoldPrice,
    parseMeUpdated,
    parseNotices,
    parseNotification,
    parseOrder,
    parseReceipt,
    parseTodayVector,
    type ApprovalEvent,
    type LiveOrder,
} from './events';
import type { LiveStore } from './liveStore';
import { resourcesUpdated } from './resourcesUpdated';

/** What the page does about events beyond its state: sound, toasts, fresher lists. */
export interface LiveEffects {
    orderArrived(order: LiveOrder): void;
    toast(message: string, severity: 'info' | 'success'): void;
    listChanged(resource: 'order' | 'receipt'): void;
    /** an order created or changed (any status), for figures kept from the events themselves */
    orderChanged?(order: LiveOrder): void;
    /** `me.updated`: read `/admin/me` again, so that the menu and the actions follow the admin's new rights */
    adminChanged?(): void;
    /** an approval asked for or decided: its lists and pages, and its record's page, are read again */
    approvalChanged?(approval: ApprovalEvent): void;
    /** `notices.updated` with valid counts: an `/admin/me` asked before now has older ones of these menus (src/realtime/adminNotices.ts) */
    noticesHeard?(notices: Readonly<Record<string, number>>): void;
}

export const NO_EFFECTS: LiveEffects = { orderArrived: () => undefined, toast: () => undefined, listChanged: () => undefined };

/**
 * The live event pipeline (docs/asyncapi.yaml): validate each payload, ignore duplicates of receipts,
 * order updates and notifications, update the store, then the effects.
 */
export function createPipeline(store: LiveStore, effects: LiveEffects, capacity = 5000) {
    const seen = {
        receipt: new RecentIds(capacity),
        orderUpdate: new RecentIds(capacity),
        notification: new RecentIds(capacity),
    };

    /** A pending order as the store keeps it, by id. */
    const takenOrder = (id: LiveOrder['id']) => store.getOrder(id);

    /** An id already seen for this kind of event in this page session is a duplicate. */
    const firstSeen = (ids: RecentIds, key: number | string) => {
        if (ids.firstSeen(key)) return true;
        store.count('duplicates');
        return false;
    };

    const handlers: Record<string, (data: unknown) => boolean> = {
        'order.created': data => {
            const order = parseOrder(data);
            if (!order) return false;
            const known = store.hasOrder(order.id);
            store.putOrder(order);
            if (order.status_enum === 'pending' && !known) {
                store.setPanelOpen(true);
                effects.orderArrived(order);
            }
            effects.orderChanged?.(order);
            effects.listChanged('order');
            return true;
        },
        'order.updated': data => {
            // a decision is nearly always of an order in the list, whose time has been read
            const order = parseOrder(data, takenOrder);
            if (!order) return false;
            if (!firstSeen(seen.orderUpdate, order.id)) return true;
            store.putOrder(order);
            effects.orderChanged?.(order);
            effects.listChanged('order');
            return true;
        },
        'receipt.created': data => {
            const receipt = parseReceipt(data);
            if (!receipt) return false;
            if (!firstSeen(seen.receipt, receipt.id)) return true;
            effects.toast(receipt.message, 'info');
            effects.listChanged('receipt');
            return true;
        },
        notification: data => {
            const notification = parseNotification(data);
            if (!notification) return false;
            if (!firstSeen(seen.notification, notification.id)) return true;
            effects.toast(notification.message, notification.status === 'approved' ? 'success' : 'info');
            return true;
        },
        'stat.updated': data => {
            const vector = parseTodayVector(data);
            if (vector === null) return false;
            store.setTodayVector(vector);
            return true;
        },
        'notices.updated': data => {
            const notices = parseNotices(data);
            if (!notices) return false;
            effects.noticesHeard?.(notices);
            store.setNotices(notices);
            return true;
        },
        'me.updated': data => {
            if (!parseMeUpdated(data)) return false;
            effects.adminChanged?.();
            return true;
        },
        // the served resource definitions changed (data `{}`): the resources layer reads them again
        'resources.updated': data => {
            if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
            resourcesUpdated();
            return true;
        },
        'approval.requested': data => {
            const approval = parseApprovalRequested(data);
            if (!approval) return false;
            effects.approvalChanged?.(approval);
            return true;
        },
        'approval.decided': data => {
            const approval = parseApprovalDecided(data);
            if (!approval) return false;
            effects.approvalChanged?.(approval);
            return true;
        },
        'xau.updated': data => {
            const price = parseGoldPrice(data);
            if (price === null) return false;
            store.setGoldPrice(price);
            return true;
        },
    };

    /** Takes one event; unknown names are ignored, malformed payloads counted. Never throws. */
    return function handle(event: string, payload: unknown): void {
        const handler = handlers[event];
        if (!handler) return;
        store.count('events');
        let ok = false;
        try {
            ok = handler(dataOf(payload));
        } catch {
            ok = false;
        }
        if (!ok) store.count('malformed');
    };
}

export type LivePipeline = ReturnType<typeof createPipeline>;

/** Event names per channel (docs/asyncapi.yaml). */
export const CHANNEL_EVENTS = [
    'order.created',
    'order.updated',
    'receipt.created',
    'notification',
    'stat.updated',
    'notices.updated',
    'me.updated',
    'resources.updated',
    'approval.requested',
    'approval.decided',
];
export const XAU_CHANNEL = 'private-xau';
export const XAU_EVENTS = ['xau.updated'];
