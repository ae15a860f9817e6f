import { describe, expect, it } from 'vitest';
import { isOwnVersion, noteOwnWrite } from '../../src/providers/ownWrites';

describe('the records this tab wrote itself', () => {
    it('knows a version its own write produced, and not another one', () => {
        noteOwnWrite('receipt', 7, { id: 7, updated_at: '2026-01-01T10:00:00.000Z' });
        expect(isOwnVersion('receipt', { id: 7, updated_at: '2026-01-01T10:00:00.000Z' })).toBe(true);
        expect(isOwnVersion('receipt', { id: '7', updated_at: '2026-01-01T10:00:00.000Z' })).toBe(true);
        expect(isOwnVersion('receipt', { id: 7, updated_at: '2026-01-01T10:05:00.000Z' })).toBe(false);
        expect(isOwnVersion('withdrawal', { id: 7, updated_at: '2026-01-01T10:00:00.000Z' })).toBe(false);
    });

    it('takes the next new version as its own when the answer had no version (204), and only that one', () => {
        noteOwnWrite('order', 12, null);
        expect(isOwnVersion('order', { id: 12, updated_at: '2026-01-01T11:00:00.000Z' })).toBe(true);
        // asked again about the same record (React renders twice in development): the same answer
        expect(isOwnVersion('order', { id: 12, updated_at: '2026-01-01T11:00:00.000Z' })).toBe(true);
        expect(isOwnVersion('order', { id: 12, updated_at: '2026-01-01T11:01:00.000Z' })).toBe(false);
    });

    it('knows nothing of a record it never wrote', () => {
        expect(isOwnVersion('ticket', { id: 3, updated_at: '2026-01-01T11:00:00.000Z' })).toBe(false);
    });
});
