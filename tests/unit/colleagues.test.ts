// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCausers, rememberCausers, useSeenColleagues } from '../../src/resources/activity/colleagues';

/**
 * The colleagues the activity log has named (src/resources/activity/colleagues.ts): what the staff
 * picker offers when the server has no staff list. They are offered in Persian alphabetical order,
 * sorted only when the picker reads them, so that a record's timeline (which remembers who made
 * its entries) does not set up ICU's collation before the record is drawn.
 */

// پ comes before ت in the Persian alphabet, though its code point (U+067E) is after ت's (U+062A)
const entries = [
    { causer: { id: 3, name: 'تینا رضایی' } },
    { causer: { id: 1, name: 'پریسا کریمی' } },
    { causer: { id: 2, name: 'آرش نوری' } },
    { causer: null },
    { causer: { id: 4, name: '   ' } },
];

afterEach(() => {
    forgetCausers();
    vi.restoreAllMocks();
});

describe('the colleagues the activity log has named', () => {
    it('are offered in Persian alphabetical order, each once, without unnamed causers', () => {
        rememberCausers(entries);
        rememberCausers([{ causer: { id: 2, name: 'آرش نوری' } }]);
        const { result } = renderHook(() => useSeenColleagues());
        expect(result.current.map(colleague => colleague.name)).toEqual(['آرش نوری', 'پریسا کریمی', 'تینا رضایی']);
        expect(result.current.map(colleague => colleague.id)).toEqual([2, 1, 3]);
    });

    it('are compared only when read, and a reader sees the same list until a new name comes', () => {
        const compare = vi.spyOn(String.prototype, 'localeCompare');
        rememberCausers(entries);
        expect(compare).not.toHaveBeenCalled();

        const { result, rerender } = renderHook(() => useSeenColleagues());
        expect(compare).toHaveBeenCalled();
        const first = result.current;
        rerender();
        expect(result.current).toBe(first);

        act(() => rememberCausers([{ causer: { id: 5, name: 'بهرام احمدی' } }]));
        expect(result.current).not.toBe(first);
        expect(result.current.map(colleague => colleague.name)).toEqual(['آرش نوری', 'بهرام احمدی', 'پریسا کریمی', 'تینا رضایی']);
    });

    it('are forgotten as if the page had been reloaded', () => {
        rememberCausers(entries);
        const { result } = renderHook(() => useSeenColleagues());
        act(() => forgetCausers());
        expect(result.current).toEqual([]);
    });
});
