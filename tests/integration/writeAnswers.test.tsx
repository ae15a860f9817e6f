import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { writeMockSettings, type MockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { mellatCard, mellatIban } from '../support/bankingData';
import { calls, startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';

/**
 * A write may answer `{ data }` or nothing at all (docs/openapi.yaml: 201/200 with the record, or
 * 204). Either way the save succeeded: the form closes, says so, and the list shows the server's
 * row. An empty answer must never read as a failure, or a second press creates a duplicate.
 */

startMockServer();

const fa = (value: number) => String(value).replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));
const pageRange = (total: number) => `${fa(1)} تا ${fa(Math.min(15, total))} از ${fa(total)}`;

function dialogInput(name: string): HTMLInputElement {
    const input = screen.getByRole('dialog').querySelector(`input[name="${name}"]`);
    if (!input) throw new Error(`no input ${name}`);
    return input as HTMLInputElement;
}

function pageInput(name: string): HTMLInputElement {
    const input = document.querySelector(`[name="${name}"]`);
    if (!input) throw new Error(`no input ${name}`);
    return input as HTMLInputElement;
}

const styles: Array<[string, MockSettings['writeAnswer']]> = [
    ['{ data }', 'record'],
    ['an empty 204', 'empty'],
];

describe.each(styles)('writes answered with %s', (_, writeAnswer) => {
    beforeEach(() => {
        writeMockSettings({ writeAnswer });
    });

    it('bank dialog: adds once, closes, says so, and the list shows the new row with its server id', async () => {
        const total = store.get('bank')!.all().length;
        renderScreen('/bank');
        await screen.findByText(pageRange(total));
        fireEvent.click(screen.getByRole('button', { name: 'افزودن حساب بانکی' }));
        await waitFor(() => dialogInput('title'));
        const values = { title: 'بانک ملت', account_name: 'حساب تازه‌ی آزمون', iban: mellatIban(), card_number: mellatCard() };
        for (const [name, value] of Object.entries(values)) fireEvent.change(dialogInput(name), { target: { value } });
        fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ذخیره' }));

        await screen.findByText('حساب بانکی افزوده شد.');
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(screen.queryByText('افزودن حساب بانکی انجام نشد.')).not.toBeInTheDocument();
        expect(calls('POST', '/admin/bank')).toHaveLength(1);
        // the list is fetched again: one more account, the new one first (newest id)
        await screen.findByText(pageRange(total + 1));
        const firstRow = screen.getAllByRole('row')[1];
        expect(within(firstRow).getByText('حساب تازه‌ی آزمون')).toBeInTheDocument();
        // its edit opens the record the server holds, under the server's id
        fireEvent.click(within(firstRow).getByRole('button', { name: /^ویرایش/ }));
        await waitFor(() => expect(dialogInput('account_name').value).toBe('حساب تازه‌ی آزمون'));
        fireEvent.change(dialogInput('account_name'), { target: { value: 'نام دوم' } });
        fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ذخیره' }));
        await screen.findByText('حساب بانکی ویرایش شد.');
        expect(calls('PUT', `/admin/bank/${total + 1}`)).toHaveLength(1);
        expect(store.get('bank')!.all()).toHaveLength(total + 1);
    });

    it('bank dialog: an edit closes and shows the change; a delete removes the row', async () => {
        const total = store.get('bank')!.all().length;
        renderScreen('/bank');
        await screen.findByText(pageRange(total));
        fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: /^ویرایش/ }));
        await waitFor(() => expect(dialogInput('account_name').value).not.toBe(''));
        fireEvent.change(dialogInput('account_name'), { target: { value: 'نام ویرایش‌شده' } });
        fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ذخیره' }));
        await screen.findByText('حساب بانکی ویرایش شد.');
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(await screen.findByText('نام ویرایش‌شده')).toBeInTheDocument();

        fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: /^حذف/ }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
        await screen.findByText('حساب بانکی حذف شد.');
        expect(screen.queryByText('حذف حساب بانکی انجام نشد.')).not.toBeInTheDocument();
        await screen.findByText(pageRange(total - 1));
        expect(screen.queryByText('نام ویرایش‌شده')).not.toBeInTheDocument();
    });

    it('generated create, edit and delete screens: each succeeds once and returns to the list', async () => {
        const total = store.get('product-category')!.all().length;
        renderScreen('/product-category/create');
        await waitFor(() => pageInput('title'));
        fireEvent.change(pageInput('title'), { target: { value: 'دسته‌ی بی‌پاسخ' } });
        const save = screen.getByRole('button', { name: 'ذخیره' });
        await waitFor(() => expect(save).toBeEnabled());
        fireEvent.click(save);
        await screen.findByText('دسته‌بندی محصول ثبت شد.');
        // back on the list, which shows the new row from the server
        await screen.findByText(pageRange(total + 1));
        expect(screen.getByText('دسته‌ی بی‌پاسخ')).toBeInTheDocument();
        expect(calls('POST', '/admin/product-category')).toHaveLength(1);

        // the row opens its edit form by the server's id
        fireEvent.click(screen.getByText('دسته‌ی بی‌پاسخ'));
        await waitFor(() => expect(pageInput('title')).toHaveValue('دسته‌ی بی‌پاسخ'));
        fireEvent.change(pageInput('title'), { target: { value: 'دسته‌ی ویرایش‌شده' } });
        const saveEdit = screen.getByRole('button', { name: 'ذخیره' });
        await waitFor(() => expect(saveEdit).toBeEnabled());
        fireEvent.click(saveEdit);
        await screen.findByText('دسته‌بندی محصول ویرایش شد.');
        expect(await screen.findByText('دسته‌ی ویرایش‌شده')).toBeInTheDocument();
        expect(calls('PUT', `/admin/product-category/${total + 1}`)).toHaveLength(1);

        fireEvent.click(screen.getByText('دسته‌ی ویرایش‌شده'));
        await waitFor(() => expect(pageInput('title')).toHaveValue('دسته‌ی ویرایش‌شده'));
        fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'تأیید' }));
        await screen.findByText(/^دسته‌بندی محصول حذف شد/);
        await screen.findByText(pageRange(total));
        expect(screen.queryByText('دسته‌ی ویرایش‌شده')).not.toBeInTheDocument();
        expect(calls('DELETE', `/admin/product-category/${total + 1}`)).toHaveLength(1);
    });
});
