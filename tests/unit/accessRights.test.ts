// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { HttpError, type AuthProvider } from 'react-admin';
import { canDo, rightTo, type AdminAccess } from '../../src/access/rules';
import { issueToken } from '../../src/mock/auth';
import { authProvider as rawProvider } from '../../src/appProviders';
import { currentAdmin, forgetAdmin } from '../../src/providers/currentAdmin';
import { markUnavailable, resetAvailability, useAvailable } from '../../src/resources/availability';
import { renderHook, act } from '@testing-library/react';
import { TOKEN_KEY } from '../../src/providers/session';
import { createPipeline, type LiveEffects } from '../../src/realtime/pipeline';
import { LiveStore } from '../../src/realtime/liveStore';
import { abilitiesWith } from '../../src/resources/abilities';
import { approvalHint, limitText } from '../../src/resources/decisions/rights';
import { definitionOf } from '../../src/resources';
import { calls, server, startMockServer } from '../support/mockServer';

/**
 * The admin's access checks over src/domain/permissions.ts: react-admin's canAccess and
 * getPermissions, the abilities of a definition, the approval label's limit, and `me.updated`.
 */

startMockServer();
beforeEach(() => forgetAdmin());

const authProvider = rawProvider as Required<AuthProvider>;
const menuIdOf = (resource: string) => (resource === 'bank' ? 'banking' : resource.replace(/-/g, '_')) as never;

const cashier: AdminAccess = {
    role: 'admin',
    accesses: ['withdrawal', 'receipt'],
    permissions: [
        { resource: '*', action: 'list' },
        { resource: '*', action: 'show' },
        { resource: 'withdrawal', action: 'approve', max_amount: 50_000_000 },
        { resource: '*', action: '*', max_amount: 10_000_000 },
        { resource: '*', action: 'delete', type: 'deny' },
    ],
};

describe('rightTo and canDo', () => {
    it('without permissions, today’s behaviour: the accesses alone decide, every action allowed', () => {
        const limited: AdminAccess = { role: 'admin', accesses: ['receipt'] };
        for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export', 'approve']) {
            expect(canDo(limited, 'receipt', action, menuIdOf)).toBe(true);
            expect(canDo(limited, 'withdrawal', action, menuIdOf)).toBe(false);
        }
        expect(rightTo(limited, 'receipt', 'approve', { amount: 10 ** 12 })).toEqual({ allowed: true, needsApproval: false });
    });

    it('wildcards allow, a deny wins, and the accesses still decide what opens', () => {
        expect(canDo(cashier, 'withdrawal', 'edit', menuIdOf)).toBe(true); // '*' '*'
        expect(canDo(cashier, 'withdrawal', 'delete', menuIdOf)).toBe(false); // denied
        expect(canDo(cashier, 'order', 'list', menuIdOf)).toBe(false); // not in accesses
        expect(canDo(cashier, 'dashboard', 'list', menuIdOf)).toBe(true);
    });

    it('an empty list allows nothing; a super admin everything; unknown rights nothing', () => {
        const none: AdminAccess = { role: 'admin', accesses: ['receipt'], permissions: [] };
        expect(canDo(none, 'receipt', 'list', menuIdOf)).toBe(false);
        expect(canDo({ role: 'super_admin', accesses: [], permissions: [] }, 'receipt', 'delete', menuIdOf)).toBe(true);
        expect(rightTo(null, 'receipt', 'list').allowed).toBe(false);
    });

    it('a limit: the largest of the matching rules, over it only with approval', () => {
        expect(rightTo(cashier, 'withdrawal', 'approve', { amount: 50_000_000 })).toEqual({ allowed: true, needsApproval: false, limit: 50_000_000 });
        expect(rightTo(cashier, 'withdrawal', 'approve', { amount: 50_000_001 })).toMatchObject({ allowed: true, needsApproval: true });
        expect(rightTo(cashier, 'receipt', 'approve', { amount: 20_000_000 })).toMatchObject({ needsApproval: true, limit: 10_000_000 });
        expect(rightTo(cashier, 'receipt', 'approve')).toMatchObject({ allowed: true, needsApproval: false });
    });

    it('export is an action of its own', () => {
        const auditor: AdminAccess = { role: 'admin', accesses: ['receipt'], permissions: [{ resource: '*', action: 'list' }, { resource: 'receipt', action: 'export' }] };
        expect(canDo(auditor, 'receipt', 'export', menuIdOf)).toBe(true);
        expect(canDo(auditor, 'receipt', 'create', menuIdOf)).toBe(false);
    });
});

describe('abilities and the approval label', () => {
    it('a definition’s abilities narrowed by the admin’s rights, never widened', () => {
        const withdrawal = definitionOf('withdrawal')!;
        const reader = (action: string) => rightTo({ role: 'admin', accesses: [], permissions: [{ resource: '*', action: 'show' }, { resource: '*', action: 'create' }] }, 'withdrawal', action);
        expect(abilitiesWith(withdrawal, reader)).toEqual({ create: withdrawal.can?.create ?? true, edit: false, delete: false, show: true, export: false });
        expect(abilitiesWith({ can: { create: false } }, () => ({ allowed: true, needsApproval: false })).create).toBe(false);
    });

    it('gives the limit in Persian money', () => {
        const withdrawal = definitionOf('withdrawal')!;
        expect(limitText(withdrawal, 50_000_000)).toBe('۵۰٬۰۰۰٬۰۰۰ تومان');
        expect(approvalHint(withdrawal, { allowed: true, needsApproval: true, limit: 50_000_000 })).toContain('۵۰٬۰۰۰٬۰۰۰ تومان');
        expect(approvalHint(withdrawal, { allowed: true, needsApproval: false, limit: 50_000_000 })).toBeUndefined();
    });
});

describe('the authProvider', () => {
    const meAnswers = (data: Record<string, unknown>) =>
        server.use(http.get('*/admin/me', () => HttpResponse.json({ data: { notices: {}, ...data } })));
    beforeEach(() => localStorage.setItem(TOKEN_KEY, issueToken('09121234567')));

    it('getPermissions carries permissions only when the server sends them', async () => {
        meAnswers({ role: 'admin', accesses: ['receipt'] });
        await expect(authProvider.getPermissions({})).resolves.toEqual({ role: 'admin', accesses: ['receipt'] });
        forgetAdmin();
        meAnswers({ role: 'admin', accesses: ['receipt'], permissions: [{ resource: 'receipt', action: 'list' }, { bad: true }] });
        await expect(authProvider.getPermissions({})).resolves.toEqual({ role: 'admin', accesses: ['receipt'], permissions: [{ resource: 'receipt', action: 'list' }] });
    });

    it('canAccess judges the action and the record’s amount, from the one /admin/me', async () => {
        meAnswers({ role: 'admin', accesses: ['receipt'], permissions: [{ resource: 'receipt', action: 'list' }, { resource: 'receipt', action: 'approve', max_amount: 5 }] });
        await expect(authProvider.canAccess({ resource: 'receipt', action: 'list' })).resolves.toBe(true);
        await expect(authProvider.canAccess({ resource: 'receipt', action: 'edit' })).resolves.toBe(false);
        await expect(authProvider.canAccess({ resource: 'receipt', action: 'approve', record: { id: 1, amount: 9 } })).resolves.toBe(true);
        await expect(authProvider.canAccess({ resource: 'bank', action: 'list' })).resolves.toBe(false);
        expect(calls('GET', '/admin/me')).toHaveLength(1);
    });
});

describe('me.updated', () => {
    it('asks the live layer to read the admin again; a malformed payload is counted', () => {
        const store = new LiveStore(flush => flush());
        let changed = 0;
        const effects: LiveEffects = { orderArrived: () => undefined, toast: () => undefined, listChanged: () => undefined, adminChanged: () => changed++ };
        const handle = createPipeline(store, effects);
        handle('me.updated', { data: {} });
        expect(changed).toBe(1);
        handle('me.updated', { data: 'x' });
        expect(changed).toBe(1);
        expect(store.stats.malformed).toBe(1);
    });
});

describe('the activity log refused (403)', () => {
    afterEach(() => resetAvailability());

    it('leaves the menu until /admin/me is read again; a missing log (404) until a reload', async () => {
        localStorage.setItem(TOKEN_KEY, issueToken('09121234567'));
        const { result } = renderHook(() => useAvailable('activity'));
        expect(result.current).toBe(true);
        act(() => void markUnavailable('activity', new HttpError('نه', 403)));
        expect(result.current).toBe(false);
        forgetAdmin();
        await act(async () => void (await currentAdmin()));
        expect(result.current).toBe(true);
        act(() => void markUnavailable('activity', new HttpError('نه', 404)));
        forgetAdmin();
        await act(async () => void (await currentAdmin()));
        expect(result.current).toBe(false);
    });
});
