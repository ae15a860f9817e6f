// @vitest-environment jsdom
import { localStorageStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOwnKey, perAdminStore } from '../../src/providers/adminStore';
import { ADMIN_KEY } from '../../src/providers/session';

/** The admin of the last /admin/me answer, as the page keeps it. */
const signIn = (admin: { id?: number; mobile?: string }) => localStorage.setItem(ADMIN_KEY, JSON.stringify({ role: 'super_admin', accesses: [], notices: {}, ...admin }));
/** What sign-out and a 401 do to the session, before react-admin resets its store. */
const signOut = () => {
    localStorage.removeItem('token');
    localStorage.removeItem(ADMIN_KEY);
};

const view = { label: 'در انتظار', value: { filter: { status: 'pending' }, sort: { field: 'id', order: 'DESC' }, perPage: 15, displayedFilters: {} } };

function makeStore() {
    const changed = new Set<() => void>();
    const store = perAdminStore(localStorageStore('1', 'test'), {
        onAdminChange: callback => {
            changed.add(callback);
            return () => changed.delete(callback);
        },
    });
    store.setup();
    return { store, adminAnswered: () => changed.forEach(callback => callback()) };
}

afterEach(() => localStorage.clear());

describe('the per-admin store', () => {
    it('routes saved views, chosen columns, recent searches and the export format only', () => {
        expect(isOwnKey('order.savedQueries')).toBe(true);
        expect(isOwnKey('order.datatable')).toBe(true);
        expect(isOwnKey('order.datatable_columnRanks')).toBe(true);
        expect(isOwnKey('search.recent')).toBe(true);
        expect(isOwnKey('export.format')).toBe(true);
        expect(isOwnKey('order.listParams')).toBe(false);
        expect(isOwnKey('sidebar.open')).toBe(false);
    });

    it('keeps an admin’s saved views and hidden columns through a sign-out and back in', () => {
        const { store } = makeStore();
        signIn({ id: 7 });
        store.setItem('order.savedQueries', [view]);
        store.setItem('order.datatable', ['note']);
        store.setItem('order.listParams', { page: 2 });
        signOut();
        store.reset(); // react-admin at logout
        expect(store.getItem('order.listParams'), 'react-admin’s own items go').toBeUndefined();
        expect(store.getItem('order.savedQueries', []), 'nobody signed in: nothing shown').toEqual([]);
        signIn({ id: 7 });
        expect(store.getItem('order.savedQueries')).toEqual([view]);
        expect(store.getItem('order.datatable')).toEqual(['note']);
    });

    it('never shows one admin’s items to another on the same browser', () => {
        const { store } = makeStore();
        signIn({ id: 7 });
        store.setItem('receipt.savedQueries', [view]);
        store.setItem('search.recent', ['علی کریمی']);
        signOut();
        store.reset();
        signIn({ mobile: '09120000000' });
        expect(store.getItem('receipt.savedQueries', [])).toEqual([]);
        expect(store.getItem('search.recent', [])).toEqual([]);
        expect(store.listItems?.('search.')).toEqual({});
        store.setItem('receipt.savedQueries', []);
        signIn({ id: 7 });
        expect(store.getItem('receipt.savedQueries')).toEqual([view]);
    });

    it('drops writes while nobody is signed in', () => {
        const { store } = makeStore();
        store.setItem('order.datatable', ['note']);
        signIn({ id: 7 });
        expect(store.getItem('order.datatable')).toBeUndefined();
    });

    it('tells the open screens when another admin signs in, and when the admin signs out', () => {
        const { store, adminAnswered } = makeStore();
        signIn({ id: 7 });
        store.setItem('order.datatable', ['note']);
        const heard = vi.fn();
        store.subscribe('order.datatable', heard);
        signOut();
        store.reset();
        expect(heard).toHaveBeenLastCalledWith(undefined);
        signIn({ id: 7 });
        adminAnswered();
        expect(heard).toHaveBeenLastCalledWith(['note']);
        signIn({ id: 8 });
        adminAnswered();
        expect(heard).toHaveBeenLastCalledWith(undefined);
    });
});
