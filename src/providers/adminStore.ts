import type { Store } from 'react-admin';
import { cachedAdminKey, onAdminAnswer } from './currentAdmin';

/**
 * What each admin keeps of their own in this browser: saved views (react-admin's saved queries),
 * chosen columns (the DataTable's hidden columns and their order), recent searches and the
 * export format last chosen (`export.format`). These
 * outlive a sign-out and a 401, which empty react-admin's store on purpose (react-admin #8197),
 * and are never shown to another admin on the same browser.
 */

/** localStorage key of one admin's own items: `zar-admin-own:<adminKeyOf(admin)>`. */
export const OWN_PREFIX = 'zar-admin-own:';

/** The store keys that are the admin's own (react-admin's names, the search palette's, the export's). */
export function isOwnKey(key: string): boolean {
    return /\.(savedQueries|datatable|datatable_columnRanks)$/.test(key) || key.startsWith('search.') || key.startsWith('export.');
}

type Items = Record<string, unknown>;

function read(adminKey: string): Items {
    try {
        const raw = localStorage.getItem(OWN_PREFIX + adminKey);
        const items = raw ? (JSON.parse(raw) as unknown) : {};
        return items && typeof items === 'object' && !Array.isArray(items) ? (items as Items) : {};
    } catch {
        return {};
    }
}

function write(adminKey: string, items: Items): void {
    try {
        if (Object.keys(items).length) localStorage.setItem(OWN_PREFIX + adminKey, JSON.stringify(items));
        else localStorage.removeItem(OWN_PREFIX + adminKey);
    } catch {
        // a full or unavailable storage loses the preference, never the page
    }
}

export interface AdminStoreOptions {
    /** who is signed in (default: the admin of the last `/admin/me` answer kept in this browser) */
    adminKey?: () => string | null;
    /** calls back whenever the signed-in admin may have changed; returns the unsubscribe */
    onAdminChange?: (callback: () => void) => () => void;
}

/**
 * react-admin's store with the admin's own keys (`isOwnKey`) routed to a per-admin part of
 * localStorage that `reset()` (sign-out, 401) leaves alone. With nobody signed in they read as
 * their defaults and writes are dropped. Everything else goes to `base` as before.
 */
export function perAdminStore(base: Store, options: AdminStoreOptions = {}): Store {
    const adminKey = options.adminKey ?? cachedAdminKey;
    const onAdminChange = options.onAdminChange ?? (callback => onAdminAnswer(() => callback()));
    const subscriptions = new Map<string, { key: string; callback: (value: unknown) => void }>();
    let lastAdmin: string | null = null;
    let unsubscribeAdmin: (() => void) | null = null;

    const publish = (key: string, value: unknown) =>
        [...subscriptions.values()].forEach(subscription => {
            if (subscription.key === key) subscription.callback(value);
        });

    /** Tells every subscriber of an own key its value for the admin now signed in. */
    const adminMayHaveChanged = () => {
        const current = adminKey();
        if (current === lastAdmin) return;
        lastAdmin = current;
        const items = current ? read(current) : {};
        const keys = new Set([...subscriptions.values()].map(subscription => subscription.key));
        keys.forEach(key => publish(key, items[key]));
    };

    // another tab of the same admin changed their items
    const onStorage = (event: StorageEvent) => {
        const current = adminKey();
        if (!current || event.key !== OWN_PREFIX + current) return;
        const items = read(current);
        const keys = new Set([...subscriptions.values()].map(subscription => subscription.key));
        keys.forEach(key => publish(key, items[key]));
    };

    /** The admin signed in now, noted as the one whose items the screens show. */
    const who = () => {
        const current = adminKey();
        lastAdmin = current;
        return current;
    };

    const change = (update: (items: Items) => void) => {
        const current = who();
        if (!current) return;
        const items = read(current);
        update(items);
        write(current, items);
    };

    return {
        setup() {
            base.setup();
            lastAdmin = adminKey();
            unsubscribeAdmin = onAdminChange(adminMayHaveChanged);
            if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
        },
        teardown() {
            base.teardown();
            unsubscribeAdmin?.();
            unsubscribeAdmin = null;
            if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
        },
        getItem<T = unknown>(key: string, defaultValue?: T): T | undefined {
            if (!isOwnKey(key)) return base.getItem(key, defaultValue);
            const current = who();
            if (!current) return defaultValue;
            const value = read(current)[key];
            return value === undefined || value === null ? defaultValue : (value as T);
        },
        setItem<T = unknown>(key: string, value: T): void {
            if (!isOwnKey(key)) return base.setItem(key, value);
            change(items => {
                if (value === undefined) delete items[key];
                else items[key] = value;
            });
            publish(key, value);
        },
        removeItem(key: string): void {
            if (!isOwnKey(key)) return base.removeItem(key);
            change(items => {
                delete items[key];
            });
            publish(key, undefined);
        },
        removeItems(keyPrefix: string): void {
            base.removeItems(keyPrefix);
            const current = who();
            if (!current) return;
            const items = read(current);
            const removed = Object.keys(items).filter(key => key.startsWith(keyPrefix));
            removed.forEach(key => delete items[key]);
            write(current, items);
            removed.forEach(key => publish(key, undefined));
        },
        /** Sign-out and 401: react-admin's items go; the admin's own stay, and stop showing. */
        reset(): void {
            base.reset();
            adminMayHaveChanged();
        },
        subscribe(key: string, callback: (value: unknown) => void) {
            if (!isOwnKey(key)) return base.subscribe(key, callback);
            const id = `${Math.random()}`;
            subscriptions.set(id, { key, callback });
            return () => {
                subscriptions.delete(id);
            };
        },
        listItems(keyPrefix?: string) {
            const current = adminKey();
            const own = current ? read(current) : {};
            const mine = Object.fromEntries(Object.entries(own).filter(([key]) => !keyPrefix || key.startsWith(keyPrefix)));
            return { ...(base.listItems?.(keyPrefix) ?? {}), ...mine };
        },
    };
}
