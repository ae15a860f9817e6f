import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CASHIER_LIMIT } from '../../src/mock/roles';
import { writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { forgetCausers } from '../../src/resources/activity/colleagues';
import { calls, server, startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';

/**
 * The admin's permissions (docs/permissions.md) against the embedded mock's role presets: an
 * auditor reads and changes nothing; a cashier decides up to a limit, and a decision over it says
 * «ارسال برای تأیید» with the limit in Persian money; a 403 keeps what was typed; the activity
 * page's staff filter picks a colleague by name.
 */

startMockServer();
afterEach(() => forgetCausers());

const pendingWithdrawal = (over: boolean) =>
    store.get('withdrawal')!.all().find(record => record.status === 'pending' && (over ? Number(record.amount) > CASHIER_LIMIT : Number(record.amount) <= CASHIER_LIMIT))!;

describe('an auditor', () => {
    beforeEach(() => writeMockSettings({ admin: 'auditor' }));

    it('sees the list with no create, no row or bulk action, and its export', async () => {
        renderScreen('/withdrawal');
        await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
        expect(screen.getByTestId('export')).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /ایجاد/ })).not.toBeInTheDocument();
        expect(screen.queryByTestId('decision-row-actions')).not.toBeInTheDocument();
        expect(screen.queryAllByRole('checkbox')).toEqual([]);
    });

    it('sees a record’s page with no decision and no edit', async () => {
        const record = pendingWithdrawal(true);
        renderScreen(`/withdrawal/${record.id}/show`);
        await screen.findByTestId('decision-buttons', {}, { timeout: 15_000 });
        await waitFor(() => expect(calls('GET', `/admin/withdrawal/${record.id}`).length).toBeGreaterThan(0));
        expect(screen.queryByTestId('decision-approve')).not.toBeInTheDocument();
        expect(screen.queryByTestId('decision-reject')).not.toBeInTheDocument();
        expect(screen.queryByTestId('decision-pay')).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /ویرایش/ })).not.toBeInTheDocument();
    });

    it('opening an edit form by its address shows access denied and asks the server nothing', async () => {
        const record = pendingWithdrawal(true);
        renderScreen(`/withdrawal/${record.id}`);
        expect(await screen.findByRole('heading', { level: 2, name: 'دسترسی ندارید' }, { timeout: 15_000 })).toBeInTheDocument();
        expect(calls('GET', `/admin/withdrawal/${record.id}`)).toEqual([]);
    });
});

describe('a cashier', () => {
    beforeEach(() => writeMockSettings({ admin: 'cashier' }));

    it('over the limit: «ارسال برای تأیید» on the button, with the limit in Persian money', async () => {
        const record = pendingWithdrawal(true);
        renderScreen(`/withdrawal/${record.id}/show`);
        const approve = await screen.findByTestId('decision-approve', {}, { timeout: 15_000 });
        expect(approve).toHaveTextContent('تأیید (ارسال برای تأیید)');
        expect(approve).toHaveAttribute('data-needs-approval', 'true');
        const limit = screen.getByTestId('decision-limit');
        expect(limit).toHaveAttribute('data-decisions', 'approve pay');
        expect(limit).toHaveTextContent('۵۰٬۰۰۰٬۰۰۰ تومان');
        expect(approve).toHaveAccessibleDescription(limit.textContent!);
        // rejecting has no limit; nothing to delete
        expect(screen.getByTestId('decision-reject')).toHaveTextContent(/^رد$/);
    });

    it('within the limit: the decision as it is', async () => {
        const record = pendingWithdrawal(false);
        renderScreen(`/withdrawal/${record.id}/show`);
        const approve = await screen.findByTestId('decision-approve', {}, { timeout: 15_000 });
        expect(approve).toHaveTextContent(/^تأیید$/);
        expect(screen.queryByTestId('decision-limit')).not.toBeInTheDocument();
    });

    it('a 403 on a decision shows the server’s message in its dialog and keeps the reason typed', async () => {
        server.use(http.put('*/admin/withdrawal/:id', () => HttpResponse.json({ message: 'این کار از شما پذیرفته نیست.' }, { status: 403 })));
        const record = pendingWithdrawal(false);
        renderScreen(`/withdrawal/${record.id}/show`);
        fireEvent.click(await screen.findByTestId('decision-reject', {}, { timeout: 15_000 }));
        const dialog = await screen.findByRole('dialog');
        const reason = within(dialog).getByRole('textbox');
        fireEvent.change(reason, { target: { value: 'شماره شبا با نام صاحب حساب نمی‌خواند.' } });
        fireEvent.click(within(dialog).getByTestId('decision-reject-send'));
        expect(await within(dialog).findByText('این کار از شما پذیرفته نیست.')).toBeInTheDocument();
        expect(within(screen.getByRole('dialog')).getByRole('textbox')).toHaveValue('شماره شبا با نام صاحب حساب نمی‌خواند.');
    });
});

describe('a form the server refuses (403)', () => {
    it('says the server’s message in the form and keeps what was typed', async () => {
        server.use(http.put('*/admin/product-category/:id', () => HttpResponse.json({ message: 'ویرایش دسته‌ها به شما سپرده نشده است.' }, { status: 403 })));
        const category = store.get('product-category')!.all()[0];
        const { container } = renderScreen(`/product-category/${category.id}`);
        await waitFor(() => expect(container.querySelector('input[name="title"]')).not.toBeNull(), { timeout: 15_000 });
        const title = container.querySelector('input[name="title"]') as HTMLInputElement;
        await waitFor(() => expect(title.value).not.toBe(''));
        fireEvent.change(title, { target: { value: 'سکه‌های بهار' } });
        fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
        const alert = await screen.findByTestId('save-refused', {}, { timeout: 15_000 });
        expect(alert).toHaveTextContent('ویرایش دسته‌ها به شما سپرده نشده است.');
        expect((container.querySelector('input[name="title"]') as HTMLInputElement).value).toBe('سکه‌های بهار');
    });
});

describe('the activity page’s staff filter', () => {
    it('picks a colleague by name from /admin/staff?search=, sending the id', { timeout: 60_000 }, async () => {
        server.use(
            http.get('*/admin/staff', ({ request }) => {
                const search = new URL(request.url).searchParams.get('search') ?? '';
                const staff = [
                    { id: 41, name: 'نگار رضایی', mobile: '09120000041', role: 'admin', accesses: [], permissions: [], active: true },
                    { id: 42, name: 'کامران نوری', mobile: '09120000042', role: 'admin', accesses: [], permissions: [], active: true },
                ].filter(member => member.name.includes(search));
                return HttpResponse.json({ data: staff, meta: { total: staff.length } });
            })
        );
        renderScreen('/activity');
        const picker = await screen.findByRole('combobox', { name: 'کارشناس' }, { timeout: 15_000 });
        fireEvent.change(picker, { target: { value: 'کامران' } });
        await waitFor(() => expect(calls('GET', '/admin/staff').some(call => call.query.get('search') === 'کامران')).toBe(true));
        fireEvent.click(await screen.findByRole('option', { name: 'کامران نوری' }));
        await waitFor(() => expect(calls('GET', '/admin/activity').some(call => call.query.get('causer_id') === '42')).toBe(true));
        expect(screen.getByRole('combobox', { name: 'کارشناس' })).toHaveValue('کامران نوری');
    });

    it('the approvals’ maker filter picks a colleague by name too, sending maker_id', { timeout: 60_000 }, async () => {
        server.use(
            http.get('*/admin/staff', () =>
                HttpResponse.json({ data: [{ id: 42, name: 'کامران نوری', mobile: '09120000042', role: 'admin', accesses: [], permissions: [], active: true }], meta: { total: 1 } })
            )
        );
        renderScreen('/approval');
        fireEvent.click(await screen.findByRole('button', { name: 'اضافه‌کردن فیلتر' }, { timeout: 15_000 }));
        fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'درخواست‌کننده' }));
        const picker = await screen.findByRole('combobox', { name: 'درخواست‌کننده' }, { timeout: 15_000 });
        fireEvent.change(picker, { target: { value: 'کامران' } });
        fireEvent.click(await screen.findByRole('option', { name: 'کامران نوری' }));
        await waitFor(() => expect(calls('GET', '/admin/approval').some(call => call.query.get('maker_id') === '42')).toBe(true));
    });
});
