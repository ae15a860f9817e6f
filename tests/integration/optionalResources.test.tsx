import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { writeMockSettings } from '../../src/mock/settings';
import { currentAdmin, forgetAdmin } from '../../src/providers/currentAdmin';
import { calls, requests, server, startMockServer } from '../support/mockServer';
import { renderAdmin, setWholeAppTimeouts } from '../support/renderAdmin';
import { renderScreen } from '../support/renderScreen';

/**
 * A server without the optional parts of the API, the two-person approvals (`/admin/approval`)
 * and the staff list (`/admin/staff`), or one that refuses them to this admin: a super admin's
 * menu has no entry for them, their addresses say calmly that they are not available, the global
 * search neither asks nor offers them, nothing shows an error, and a missing one is not asked
 * again (src/resources/availability.ts).
 */

startMockServer();
setWholeAppTimeouts();

const menuIds = () => Array.from(document.querySelectorAll('[data-menu-id]')).map(item => item.getAttribute('data-menu-id'));

/** The whole admin at the dashboard, its menu drawn (the orders' entry is every super admin's). */
async function openAdmin() {
    renderAdmin('/');
    await waitFor(() => expect(menuIds()).toContain('order'));
}

/** `/admin/me` read again, as a live event (`me.updated`, an approval's) has the admin do. */
async function readAdminAgain() {
    forgetAdmin();
    await act(async () => void (await currentAdmin()));
}

describe('a server without approvals and staff (404)', () => {
    beforeEach(() => writeMockSettings({ approvals: 'missing', staff: 'missing' }));

    it('the menu has no approvals or staff entry and nothing shows an error; neither is asked again', async () => {
        await openAdmin();
        await waitFor(() => expect(calls('GET', '/admin/approval')).toHaveLength(1));
        await waitFor(() => expect(calls('GET', '/admin/staff')).toHaveLength(1));
        await waitFor(() => expect(menuIds()).not.toContain('approval'));
        expect(menuIds()).not.toContain('staff');
        // the rest of the menu is there, the activity log's entry too
        expect(menuIds()).toEqual(expect.arrayContaining(['dashboard', 'order', 'receipt', 'withdrawal', 'activity']));
        expect(screen.queryByRole('alert')).toBeNull();
        // no count for approvals that do not exist
        expect(screen.queryByTestId('menu-badge-approval')).toBeNull();
        // every later reading of the admin (a live event's) asks them no more
        await readAdminAgain();
        await readAdminAgain();
        expect(calls('GET', '/admin/approval')).toHaveLength(1);
        expect(calls('GET', '/admin/staff')).toHaveLength(1);
    });

    it('their addresses say they are not available, with no error and no toast', async () => {
        renderScreen('/approval');
        expect(await screen.findByTestId('resource-unavailable', {}, { timeout: 15_000 })).toHaveTextContent('بخش «تأیید دونفره» در دسترس نیست.');
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByRole('status')).toBe(screen.getByTestId('resource-unavailable'));
        const asked = calls('GET', '/admin/approval').length;
        // a refused call is not tried again
        expect(asked).toBeLessThanOrEqual(2);
        expect(calls('GET', '/admin/approval').every(call => call.query.get('per_page') !== null)).toBe(true);
    });

    it('the staff screen, opened by its address, says so too', async () => {
        renderScreen('/staff/create');
        expect(await screen.findByTestId('resource-unavailable', {}, { timeout: 15_000 })).toHaveTextContent('بخش «همکاران» در دسترس نیست.');
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.queryByRole('textbox', { name: /موبایل/ })).toBeNull();
    });

    it('the global search neither asks nor offers them', async () => {
        await openAdmin();
        await waitFor(() => expect(calls('GET', '/admin/staff')).toHaveLength(1));
        await waitFor(() => expect(menuIds()).not.toContain('staff'));
        fireEvent.click(screen.getByTestId('search-button'));
        const dialog = await screen.findByRole('dialog');
        // the commands offer no screen of theirs
        await within(dialog).findByText('رفتن به سفارش‌ها');
        expect(within(dialog).queryByText('رفتن به همکاران')).toBeNull();
        expect(within(dialog).queryByText('رفتن به تأیید دونفره')).toBeNull();
        expect(within(dialog).queryByText(/تأییدهای منتظر من/)).toBeNull();
        fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'علی' } });
        await waitFor(() => expect(requests.some(call => call.path === '/admin/user' && call.query.get('search') === 'علی')).toBe(true));
        await waitFor(() => expect(within(dialog).queryByText(/در حال جستجو/)).toBeNull());
        expect(calls('GET', '/admin/staff')).toHaveLength(1);
        expect(within(dialog).queryByText(/انجام نشد/)).toBeNull();
    });
});

describe('a server that refuses approvals and staff to this admin (403)', () => {
    beforeEach(() => {
        server.use(
            http.get('*/admin/approval', () => HttpResponse.json({ message: 'شما به این بخش دسترسی ندارید.' }, { status: 403 })),
            http.get('*/admin/staff', () => HttpResponse.json({ message: 'شما به این بخش دسترسی ندارید.' }, { status: 403 }))
        );
    });

    it('leaves them out of the menu, and asks once more only when the admin is read again', async () => {
        await openAdmin();
        await waitFor(() => expect(calls('GET', '/admin/approval')).toHaveLength(1));
        await waitFor(() => expect(menuIds()).not.toContain('approval'));
        expect(menuIds()).not.toContain('staff');
        expect(screen.queryByRole('alert')).toBeNull();
        // their rights may have changed: asked again, and the menu follows the answer
        server.use(http.get('*/admin/approval', () => HttpResponse.json({ data: [], meta: { total: 0 } })));
        await readAdminAgain();
        await waitFor(() => expect(menuIds()).toContain('approval'));
        expect(menuIds()).not.toContain('staff');
        expect(calls('GET', '/admin/approval')).toHaveLength(2);
        expect(calls('GET', '/admin/staff')).toHaveLength(2);
    });
});

describe('a server with both', () => {
    it('shows both entries, asks each once, and lists them', async () => {
        await openAdmin();
        await waitFor(() => expect(menuIds()).toEqual(expect.arrayContaining(['approval', 'staff'])));
        await waitFor(() => expect(calls('GET', '/admin/approval')).toHaveLength(1));
        await readAdminAgain();
        expect(calls('GET', '/admin/approval')).toHaveLength(1);
        expect(menuIds()).toEqual(expect.arrayContaining(['approval', 'staff']));
    });
});
