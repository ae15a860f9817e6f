import { describe, expect, it } from 'vitest';
import { adminKeyOf } from '../../src/providers/currentAdmin';

describe('adminKeyOf: who the admin is, for what the browser keeps per admin', () => {
    it('uses the id when /admin/me carries one, whatever the mobile', () => {
        expect(adminKeyOf({ id: 7, mobile: '09120000000' })).toBe('id:7');
        expect(adminKeyOf({ id: '7' })).toBe('id:7');
        expect(adminKeyOf({ id: 0, mobile: '09120000000' })).toBe('id:0');
    });

    it('falls back to the mobile on a server without id', () => {
        expect(adminKeyOf({ mobile: '09120000000' })).toBe('mobile:09120000000');
        expect(adminKeyOf({ id: '', mobile: '09120000000' })).toBe('mobile:09120000000');
    });

    it('tells two admins apart and knows no one without either', () => {
        expect(adminKeyOf({ id: 7 })).not.toBe(adminKeyOf({ id: 8 }));
        expect(adminKeyOf({})).toBeNull();
        expect(adminKeyOf(null)).toBeNull();
    });
});
