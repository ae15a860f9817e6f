import { describe, expect, it } from 'vitest';
import { draftsStorageKey, purgeDrafts } from '../../src/providers/draftKeys';
import { forgetReturn, rememberReturn, RETURN_TTL_MS, takeReturn } from '../../src/providers/returnPath';
import { createDraftStore, DRAFT_TTL_MS, draftKey, MAX_CHARS, MAX_DRAFTS } from '../../src/resources/drafts/store';

/** A Storage in memory, with an optional quota in characters. */
function memoryStorage(quota = Infinity): Storage {
    const items = new Map<string, string>();
    return {
        get length() {
            return items.size;
        },
        key: index => [...items.keys()][index] ?? null,
        getItem: key => items.get(key) ?? null,
        setItem(key, value) {
            const used = [...items].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
            if (used + value.length > quota) throw new DOMException('full', 'QuotaExceededError');
            items.set(key, value);
        },
        removeItem: key => void items.delete(key),
        clear: () => items.clear(),
    };
}

const A = 'id:7';
const B = 'mobile:09120000002';

describe('draft keys', () => {
    it('name a record, a new record and a part of a record', () => {
        expect(draftKey('bank', 12)).toBe('bank:12');
        expect(draftKey('bank', undefined)).toBe('bank:create');
        expect(draftKey('receipt', 7, 'decision', 'reject')).toBe('receipt:7:decision:reject');
        expect(draftKey('ticket', '3', 'reply')).toBe('ticket:3:reply');
    });

    it('keep each admin under its own localStorage entry', () => {
        expect(draftsStorageKey(A)).toBe('zar-drafts:id:7');
    });
});

describe('the drafts store', () => {
    it('keeps what was written, with the time, and removes it', () => {
        let now = 1_000;
        const storage = memoryStorage();
        const store = createDraftStore(storage, () => now);
        store.write(A, 'bank:12', { title: 'ملت' });
        now = 2_000;
        expect(store.read(A, 'bank:12')).toEqual({ values: { title: 'ملت' }, savedAt: 1_000 });
        store.write(A, 'bank:12', { title: 'ملت مرکزی' });
        expect(store.read(A, 'bank:12')).toEqual({ values: { title: 'ملت مرکزی' }, savedAt: 2_000 });
        store.remove(A, 'bank:12');
        expect(store.read(A, 'bank:12')).toBeNull();
        expect(storage.getItem(draftsStorageKey(A))).toBeNull();
    });

    it('never shows one admin’s draft to another, and keeps none without an admin', () => {
        const storage = memoryStorage();
        const store = createDraftStore(storage, () => 5);
        store.write(A, 'ticket:3:reply', { body: 'سلام' });
        expect(store.read(B, 'ticket:3:reply')).toBeNull();
        expect(store.list(B)).toEqual([]);
        store.write(null, 'ticket:3:reply', { body: 'بی‌نام' });
        expect(store.read(null, 'ticket:3:reply')).toBeNull();
        expect(storage.length).toBe(1);
    });

    it('drops a draft after 7 days', () => {
        let now = 0;
        const store = createDraftStore(memoryStorage(), () => now);
        store.write(A, 'bank:1', { title: 'x' });
        now = DRAFT_TTL_MS - 1;
        expect(store.read(A, 'bank:1')).not.toBeNull();
        now = DRAFT_TTL_MS;
        expect(store.read(A, 'bank:1')).toBeNull();
        expect(store.list(A)).toEqual([]);
    });

    it(`keeps at most ${MAX_DRAFTS} drafts per admin, the oldest dropped first`, () => {
        let now = 0;
        const store = createDraftStore(memoryStorage(), () => ++now);
        for (let id = 1; id <= MAX_DRAFTS + 2; id++) store.write(A, draftKey('bank', id), { title: `t${id}` });
        store.write(B, 'bank:1', { title: 'b' });
        const kept = store.list(A).map(([key]) => key);
        expect(kept).toHaveLength(MAX_DRAFTS);
        expect(kept[0]).toBe(`bank:${MAX_DRAFTS + 2}`);
        expect(kept).not.toContain('bank:1');
        expect(kept).not.toContain('bank:2');
        expect(store.read(B, 'bank:1')).not.toBeNull();
    });

    it('keeps the characters within the bound and the browser’s quota, the oldest dropped first', () => {
        let now = 0;
        const big = 'ن'.repeat(MAX_CHARS / 4);
        const store = createDraftStore(memoryStorage(), () => ++now);
        for (let id = 1; id <= 5; id++) store.write(A, draftKey('ticket', id, 'reply'), { body: big });
        const kept = store.list(A).map(([key]) => key);
        expect(kept).toEqual(['ticket:5:reply', 'ticket:4:reply', 'ticket:3:reply']);

        const small = createDraftStore(memoryStorage(3_000), () => ++now);
        small.write(A, 'ticket:1:reply', { body: 'a'.repeat(1_200) });
        small.write(A, 'ticket:2:reply', { body: 'b'.repeat(1_200) });
        small.write(A, 'ticket:3:reply', { body: 'c'.repeat(1_200) });
        expect(small.list(A).map(([key]) => key)).toEqual(['ticket:3:reply', 'ticket:2:reply']);

        // one draft over the bound by itself is not kept, and the others stay
        small.write(A, 'ticket:4:reply', { body: 'd'.repeat(MAX_CHARS + 1) });
        expect(small.read(A, 'ticket:4:reply')).toBeNull();
    });

    it('reads a damaged entry as no drafts', () => {
        const storage = memoryStorage();
        storage.setItem(draftsStorageKey(A), '{not json');
        const store = createDraftStore(storage, () => 1);
        expect(store.read(A, 'bank:1')).toBeNull();
        storage.setItem(draftsStorageKey(A), JSON.stringify({ 'bank:1': { values: 'x' }, 'bank:2': { values: { a: 1 }, savedAt: 1 } }));
        expect(store.list(A).map(([key]) => key)).toEqual(['bank:2']);
    });

    it('purges one admin’s drafts at a deliberate sign-out and leaves the others’', () => {
        const storage = memoryStorage();
        const store = createDraftStore(storage, () => 1);
        store.write(A, 'bank:1', { title: 'a' });
        store.write(B, 'bank:1', { title: 'b' });
        storage.setItem('token', 't');
        purgeDrafts(A, storage);
        expect(store.list(A)).toEqual([]);
        expect(store.read(B, 'bank:1')?.values).toEqual({ title: 'b' });
        expect(storage.getItem('token')).toBe('t');
        store.purge(B);
        expect(store.list(B)).toEqual([]);
    });
});

describe('the page to come back to after a 401', () => {
    it('is given back once, to the same admin only, within 7 days', () => {
        const storage = memoryStorage();
        rememberReturn(A, '/ticket/3/show', 0, storage);
        rememberReturn(B, '/bank', 0, storage);
        expect(takeReturn('id:8', 1, storage)).toBeNull();
        expect(takeReturn(A, 1, storage)).toBe('/ticket/3/show');
        expect(takeReturn(A, 2, storage)).toBeNull();
        expect(takeReturn(B, RETURN_TTL_MS, storage)).toBeNull();
    });

    it('is forgotten at a deliberate sign-out, and never the sign-in pages', () => {
        const storage = memoryStorage();
        rememberReturn(A, '/bank/2', 0, storage);
        forgetReturn(A, storage);
        expect(takeReturn(A, 1, storage)).toBeNull();
        rememberReturn(A, '/login', 0, storage);
        rememberReturn(null, '/bank', 0, storage);
        expect(storage.length).toBe(0);
    });
});
