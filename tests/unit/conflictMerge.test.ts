import { changedFields, decidedBy, differences, keepMine, sameValue, versionChanged } from '../../src/resources/conflicts/merge';

/** "Keep mine" and the comparison: the pure part of conflicts. */

const OPENED = { id: 3, title: 'ملت', account_name: 'شرکت زر', accounting_id: null, updated_at: '2026-01-01T10:00:00.000Z' };
const SOURCES = ['title', 'account_name', 'accounting_id'];

describe('keepMine', () => {
    it('puts the fields they changed on top of the current record; untouched fields take the current values', () => {
        const mine = { ...OPENED, title: 'ملت (مرکزی)' };
        const current = { ...OPENED, account_name: 'شرکت زر نوین', updated_at: '2026-01-01T10:05:00.000Z' };
        expect(keepMine({ base: OPENED, mine, current, sources: SOURCES })).toEqual({
            ...OPENED,
            title: 'ملت (مرکزی)',
            account_name: 'شرکت زر نوین',
            updated_at: '2026-01-01T10:05:00.000Z',
        });
    });

    it('keeps their value where both changed the same field, with the current version', () => {
        const mine = { ...OPENED, title: 'mine' };
        const current = { ...OPENED, title: 'theirs', updated_at: '2026-01-01T11:00:00.000Z' };
        const merged = keepMine({ base: OPENED, mine, current, sources: SOURCES });
        expect(merged.title).toBe('mine');
        expect(merged.updated_at).toBe('2026-01-01T11:00:00.000Z');
    });

    it('leaves fields outside the form as the current record has them', () => {
        const mine = { ...OPENED, title: 'x', status: 'old' };
        const current = { ...OPENED, status: 'approved', updated_at: '2026-01-01T11:00:00.000Z' };
        expect(keepMine({ base: { ...OPENED, status: 'old' }, mine, current, sources: SOURCES }).status).toBe('approved');
    });

    it('sends no version when the current record has none', () => {
        const { updated_at: _ignored, ...unversioned } = OPENED;
        expect(keepMine({ base: OPENED, mine: { ...OPENED, title: 'x' }, current: unversioned, sources: SOURCES })).not.toHaveProperty('updated_at');
    });
});

describe('changedFields and sameValue', () => {
    it('counts blanks as one value and numbers as their text', () => {
        expect(sameValue(null, '')).toBe(true);
        expect(sameValue(undefined, null)).toBe(true);
        expect(sameValue(1200, '1200')).toBe(true);
        expect(sameValue([1, 2], [1, 2])).toBe(true);
        expect(sameValue('a', null)).toBe(false);
        expect(sameValue([1], [2])).toBe(false);
    });

    it('lists only the form’s fields they changed', () => {
        expect(changedFields(OPENED, { ...OPENED, accounting_id: '', title: 'x', other: 1 }, SOURCES)).toEqual(['title']);
    });
});

describe('differences', () => {
    it('lists each field whose entered value differs from the current one, with the three values', () => {
        const mine = { ...OPENED, title: 'mine' };
        const current = { ...OPENED, account_name: 'theirs', updated_at: 'later' };
        expect(differences({ opened: OPENED, mine, current, sources: SOURCES })).toEqual([
            { source: 'title', mine: 'mine', current: 'ملت', opened: 'ملت', mineChanged: true, theirsChanged: false },
            { source: 'account_name', mine: 'شرکت زر', current: 'theirs', opened: 'شرکت زر', mineChanged: false, theirsChanged: true },
        ]);
    });

    it('lists nothing where they entered what the record now holds', () => {
        const both = { ...OPENED, title: 'same' };
        expect(differences({ opened: OPENED, mine: both, current: { ...both, updated_at: 'later' }, sources: SOURCES })).toEqual([]);
    });
});

describe('versions and who decided', () => {
    it('says a record changed only when both versions are known and differ', () => {
        expect(versionChanged({ updated_at: 'a' }, { updated_at: 'b' })).toBe(true);
        expect(versionChanged({ updated_at: 'a' }, { updated_at: 'a' })).toBe(false);
        expect(versionChanged({}, { updated_at: 'b' })).toBe(false);
        expect(versionChanged({ updated_at: 'a' }, {})).toBe(false);
    });

    it('reads decided_by when the server sends a name', () => {
        expect(decidedBy({ decided_by: { id: 2, name: 'سارا' } })).toEqual({ id: 2, name: 'سارا' });
        expect(decidedBy({ decided_by: null })).toBeUndefined();
        expect(decidedBy({ decided_by: { id: 2 } })).toBeUndefined();
        expect(decidedBy({})).toBeUndefined();
    });
});
