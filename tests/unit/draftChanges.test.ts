import { describe, expect, it } from 'vitest';
import { changedValues } from '../../src/resources/drafts/useDraft';

describe('what a form holds that was not saved', () => {
    it('is nothing on a new record whose switch and list were put in by their inputs, untouched', () => {
        expect(changedValues({ name: '', is_active: false, tags: [] }, {})).toEqual({});
    });

    it('is what was typed or switched on', () => {
        expect(changedValues({ name: 'علی', is_active: true }, {})).toEqual({ name: 'علی', is_active: true });
    });

    it('is a switch turned off on a record that had it on, and a value emptied', () => {
        expect(changedValues({ is_active: false, title: '' }, { is_active: true, title: 'سکه' })).toEqual({ is_active: false, title: '' });
    });
});
