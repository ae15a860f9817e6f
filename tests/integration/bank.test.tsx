import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mellatCard, mellatIban, spacedByFour, typedInPersian } from '../support/bankingData';
import { calls, requests, server, startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';

startMockServer();

const SEARCH = 'جستجوی عنوان، نام، شبا یا کارت';

async function openBankList() {
    renderScreen('/bank');
    await screen.findByText('۱ تا ۱۵ از ۴۲');
}

function dialogInput(name: string): HTMLInputElement {
    const input = screen.getByRole('dialog').querySelector(`input[name="${name}"]`);
    if (!input) throw new Error(`no input ${name}`);
    return input as HTMLInputElement;
}

const fieldError = (name: string) =>
    document.getElementById(dialogInput(name).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

async function openAddDialog() {
    fireEvent.click(screen.getByRole('button', { name: 'افزودن حساب بانکی' }));
    await screen.findByRole('dialog');
    await waitFor(() => dialogInput('title'));
}

function fill(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) {
        fireEvent.change(dialogInput(name), { target: { value } });
    }
}

const save = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ذخیره' }));

describe('bank accounts screen', () => {
    it('lists accounts with their columns, Persian digits and the default page size of 15', async () => {
        await openBankList();
        for (const header of ['عنوان بانک', 'نام صاحب حساب', 'شماره شبا', 'شماره کارت', 'کد حسابداری', 'عملیات']) {
            expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
        }
        const list = calls('GET', '/admin/bank');
        expect(list.at(-1)?.query.get('page')).toBe('1');
        expect(list.at(-1)?.query.get('per_page')).toBe('15');
        expect(list.at(-1)?.query.has('search')).toBe(false);
        // 15 rows + header
        expect(screen.getAllByRole('row')).toHaveLength(16);
        // IBANs are shown left-to-right, grouped by four, in Persian digits
        const ibanCell = screen.getAllByText(/^IR[۰-۹]{2} [۰-۹]{4} /)[0];
        expect(ibanCell.closest('bdi')).toHaveAttribute('dir', 'ltr');
    });

    it('offers the page sizes 5, 10, 15 and 25', async () => {
        await openBankList();
        fireEvent.mouseDown(screen.getByRole('combobox'));
        const options = await screen.findAllByRole('option');
        expect(options.map(option => option.textContent)).toEqual(['۵', '۱۰', '۱۵', '۲۵']);
        fireEvent.click(options[0]);
        await screen.findByText('۱ تا ۵ از ۴۲');
        expect(calls('GET', '/admin/bank').at(-1)?.query.get('per_page')).toBe('5');
    });

    it('sends the search 800 ms after the last keystroke, not before', async () => {
        await openBankList();
        const before = calls('GET', '/admin/bank').length;
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
        try {
            const input = screen.getByPlaceholderText(SEARCH);
            fireEvent.change(input, { target: { value: 'مل' } });
            await act(() => vi.advanceTimersByTimeAsync(500));
            fireEvent.change(input, { target: { value: 'ملت' } });
            await act(() => vi.advanceTimersByTimeAsync(799));
            expect(calls('GET', '/admin/bank').filter(call => call.query.has('search'))).toHaveLength(0);
            await act(() => vi.advanceTimersByTimeAsync(2));
            expect(calls('GET', '/admin/bank').filter(call => call.query.has('search'))).toHaveLength(1);
            // let the answer (scheduled on the fake clock) arrive
            await act(() => vi.advanceTimersByTimeAsync(100));
        } finally {
            vi.useRealTimers();
        }
        await waitFor(() => expect(calls('GET', '/admin/bank').length).toBeGreaterThan(before));
        const searched = calls('GET', '/admin/bank').filter(call => call.query.has('search'));
        expect(searched.map(call => call.query.get('search'))).toEqual(['ملت']);
        // only matching accounts are listed
        await waitFor(() => {
            const titles = screen.getAllByRole('row').slice(1).map(row => within(row).getAllByRole('cell')[0].textContent);
            expect(titles.length).toBeGreaterThan(0);
            expect(new Set(titles)).toEqual(new Set(['بانک ملت']));
        });
    });

    it('keeps a keystroke typed while the search it paused for is being applied', async () => {
        await openBankList();
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
        try {
            const input = screen.getByPlaceholderText(SEARCH);
            fireEvent.change(input, { target: { value: 'مل' } });
            // a pause sends «مل»; the next letter comes before the list has taken that search
            await act(() => vi.advanceTimersByTimeAsync(800));
            fireEvent.change(input, { target: { value: 'ملت' } });
            await act(() => vi.advanceTimersByTimeAsync(600));
            expect(input).toHaveValue('ملت');
            // and «ملت» is searched for once typing pauses again
            await act(() => vi.advanceTimersByTimeAsync(1400));
            expect(input).toHaveValue('ملت');
        } finally {
            vi.useRealTimers();
        }
        await waitFor(() =>
            expect(calls('GET', '/admin/bank').filter(call => call.query.has('search')).map(call => call.query.get('search'))).toEqual(['مل', 'ملت'])
        );
    });

    it("says 'no results found' while searching, 'no bank account found' otherwise", async () => {
        await openBankList();
        fireEvent.change(screen.getByPlaceholderText(SEARCH), { target: { value: 'بانکی که نیست' } });
        expect(await screen.findByText('نتیجه‌ای یافت نشد')).toBeInTheDocument();
        expect(screen.queryByText('حساب بانکی یافت نشد')).not.toBeInTheDocument();

        server.use(http.get('*/admin/bank', () => HttpResponse.json({ data: [], meta: { total: 0 } })));
        fireEvent.change(screen.getByPlaceholderText(SEARCH), { target: { value: '' } });
        expect(await screen.findByText('حساب بانکی یافت نشد')).toBeInTheDocument();
        expect(screen.queryByText('نتیجه‌ای یافت نشد')).not.toBeInTheDocument();
        // the search box stays, so staff can still search or add
        expect(screen.getByPlaceholderText(SEARCH)).toBeInTheDocument();
    });

    it('shows the Persian messages at each field for bad input', async () => {
        await openBankList();
        await openAddDialog();
        fill({ title: 'ب', account_name: ' ', iban: 'IR12', card_number: '1234' });
        save();
        await waitFor(() => expect(fieldError('title')).toContain('عنوان بانک الزامی است.'));
        expect(fieldError('account_name')).toContain('نام صاحب حساب الزامی است.');
        expect(fieldError('iban')).toContain('شماره شبای معتبر الزامی است.');
        expect(fieldError('card_number')).toContain('شماره کارت باید ۱۶ رقم باشد.');
        expect(calls('POST', '/admin/bank')).toHaveLength(0);
    });

    it('verifies IBAN check digits and the card Luhn digit', async () => {
        await openBankList();
        await openAddDialog();
        const iban = mellatIban();
        const card = mellatCard();
        const wrongIban = iban.slice(0, -1) + ((Number(iban.at(-1)) + 1) % 10);
        const wrongCard = card.slice(0, -1) + ((Number(card.at(-1)) + 1) % 10);
        fill({ title: 'بانک ملت', account_name: 'شرکت زر', iban: wrongIban, card_number: wrongCard });
        save();
        await waitFor(() => expect(fieldError('iban')).toContain('رقم‌های کنترلی شماره شبا درست نیست'));
        expect(fieldError('card_number')).toContain('شماره کارت معتبر نیست');
        expect(calls('POST', '/admin/bank')).toHaveLength(0);
    });

    it('adds an account typed with Persian digits and spaces, sends it normalised, and closes empty', async () => {
        await openBankList();
        await openAddDialog();
        const iban = mellatIban();
        const card = mellatCard();
        fill({
            iban: typedInPersian(spacedByFour(iban.toLowerCase())),
            card_number: typedInPersian(card.replace(/(.{4})/g, '$1-').slice(0, -1)),
        });
        // the bank is recognised from the IBAN and offered as the title
        fireEvent.click(await screen.findByRole('button', { name: /بانک تشخیص داده‌شده: بانک ملت/ }));
        expect(dialogInput('title').value).toBe('بانک ملت');
        fill({ account_name: 'شرکت زر گستر', accounting_id: 'ACC-۷۷' });
        save();
        await screen.findByText('حساب بانکی افزوده شد.');
        expect(calls('POST', '/admin/bank').map(call => call.body)).toEqual([
            { title: 'بانک ملت', account_name: 'شرکت زر گستر', iban, card_number: card, accounting_id: 'ACC-77' },
        ]);
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        // the list is fetched again and shows the new account
        await screen.findByText('۱ تا ۱۵ از ۴۳');
        expect(screen.getByText('شرکت زر گستر')).toBeInTheDocument();
        // the dialog opens empty the next time
        await openAddDialog();
        for (const name of ['title', 'account_name', 'iban', 'card_number', 'accounting_id']) {
            expect(dialogInput(name).value).toBe('');
        }
    });

    it('edits from a row: the dialog is prefilled, PUT carries all fields and the id, closing empties it', async () => {
        await openBankList();
        const firstRow = screen.getAllByRole('row')[1];
        const accountName = within(firstRow).getAllByRole('cell')[1].textContent ?? '';
        fireEvent.click(within(firstRow).getByRole('button', { name: /^ویرایش/ }));
        await screen.findByRole('dialog');
        expect(screen.getByText('ویرایش حساب بانکی')).toBeInTheDocument();
        await waitFor(() => expect(dialogInput('account_name').value).toBe(accountName));
        expect(dialogInput('iban').value).toMatch(/^IR[0-9]{24}$/);

        fill({ account_name: 'نام تازه' });
        save();
        await screen.findByText('حساب بانکی ویرایش شد.');
        const [put] = calls('PUT', '/admin/bank/42');
        expect(put.body).toMatchObject({ id: 42, account_name: 'نام تازه' });
        // every field, and the version the row was read at (a conditional save: docs/openapi.yaml, Versions)
        expect(Object.keys(put.body as object).sort()).toEqual(
            ['account_name', 'accounting_id', 'card_number', 'iban', 'id', 'title', 'updated_at'].concat(
                Object.keys(put.body as object).includes('created_at') ? ['created_at'] : []
            ).sort()
        );
        await screen.findByText('نام تازه');

        // add mode after an edit starts empty
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        await openAddDialog();
        expect(dialogInput('account_name').value).toBe('');
    });

    it("shows a 422's field errors under their fields and its message as a toast, then clears an error when its field is edited", async () => {
        server.use(
            http.post('*/admin/bank', () =>
                HttpResponse.json(
                    { message: 'اطلاعات ارسال‌شده معتبر نیست.', errors: { iban: ['این شبا تکراری است.', 'با بانک دیگری ثبت شده.'] } },
                    { status: 422 }
                )
            )
        );
        await openBankList();
        await openAddDialog();
        const iban = mellatIban();
        fill({ title: 'بانک ملت', account_name: 'علی رضایی', iban, card_number: mellatCard() });
        save();
        await screen.findByText('اطلاعات ارسال‌شده معتبر نیست.');
        await waitFor(() => expect(fieldError('iban')).toContain('این شبا تکراری است. با بانک دیگری ثبت شده.'));
        // nothing typed is lost
        expect(dialogInput('iban').value).toBe(iban);
        expect(dialogInput('account_name').value).toBe('علی رضایی');
        // editing the field clears its server error
        fill({ iban: mellatIban() });
        await waitFor(() => expect(fieldError('iban')).not.toContain('تکراری'));
    });

    it('keeps what was typed when the save fails on the server, with a failure toast', async () => {
        server.use(http.post('*/admin/bank', () => new HttpResponse(null, { status: 500 })));
        await openBankList();
        await openAddDialog();
        const values = { title: 'بانک ملت', account_name: 'مریم کریمی', iban: mellatIban(), card_number: mellatCard() };
        fill(values);
        save();
        await screen.findByText('افزودن حساب بانکی انجام نشد.');
        expect(screen.getByRole('dialog')).toBeInTheDocument();
        for (const [name, value] of Object.entries(values)) expect(dialogInput(name).value).toBe(value);
    });

    it('shows the server message of a failed save as the toast', async () => {
        server.use(http.post('*/admin/bank', () => HttpResponse.json({ message: 'سرور در دسترس نیست' }, { status: 503 })));
        await openBankList();
        await openAddDialog();
        fill({ title: 'بانک ملت', account_name: 'مریم کریمی', iban: mellatIban(), card_number: mellatCard() });
        save();
        expect(await screen.findByText('سرور در دسترس نیست')).toBeInTheDocument();
    });

    it('deletes only after confirmation', async () => {
        const user = userEvent.setup();
        await openBankList();
        const firstRow = screen.getAllByRole('row')[1];
        const accountName = within(firstRow).getAllByRole('cell')[1].textContent ?? '';
        await user.click(within(firstRow).getByRole('button', { name: /^حذف/ }));
        const confirm = await screen.findByRole('dialog');
        expect(within(confirm).getByText(new RegExp(accountName))).toBeInTheDocument();
        await user.click(within(confirm).getByRole('button', { name: 'انصراف' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(calls('DELETE', '/admin/bank/42')).toHaveLength(0);

        await user.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: /^حذف/ }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
        await screen.findByText('حساب بانکی حذف شد.');
        expect(calls('DELETE', '/admin/bank/42')).toHaveLength(1);
        await screen.findByText('۱ تا ۱۵ از ۴۱');
    });

    it('tells when a delete fails and keeps the row', async () => {
        server.use(http.delete('*/admin/bank/:id', () => new HttpResponse(null, { status: 500 })));
        await openBankList();
        fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: /^حذف/ }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
        await screen.findByText('حذف حساب بانکی انجام نشد.');
        expect(screen.getByText('۱ تا ۱۵ از ۴۲')).toBeInTheDocument();
    });

    it('keeps the screen and tells when the list cannot be loaded', async () => {
        server.use(http.get('*/admin/bank', () => HttpResponse.json({ message: 'خطا' }, { status: 500 })));
        renderScreen('/bank');
        expect(await screen.findByText('دریافت فهرست حساب‌های بانکی انجام نشد.')).toBeInTheDocument();
        expect(screen.getByText('بارگذاری اطلاعات انجام نشد.')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'افزودن حساب بانکی' })).toBeInTheDocument();
        expect(requests.length).toBeGreaterThan(0);
    });
});

describe('bank accounts screen on a phone', () => {
    // a 390 px screen: every max-width media query (MUI's breakpoints.down) matches
    const wide = window.matchMedia;
    beforeEach(() => {
        window.matchMedia = (query: string) => ({ ...wide(query), matches: /max-width/.test(query), media: query });
    });
    afterEach(() => {
        window.matchMedia = wide;
    });

    const cards = async () => {
        const list = await screen.findAllByRole('listitem');
        return list.filter(item => within(item).queryByRole('button', { name: /^ویرایش/ }));
    };

    it('shows a card per account, with its fields, instead of a table', async () => {
        renderScreen('/bank');
        await waitFor(async () => expect(await cards()).toHaveLength(15));
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        const [first] = await cards();
        // the card is named by the account's title; its lines are the fields marked for a card
        expect(within(first).getByText(/^حساب بانکی \S/)).toBeInTheDocument();
        for (const label of ['نام صاحب حساب:', 'شماره شبا:', 'شماره کارت:', 'کد حسابداری:']) {
            expect(within(first).getByText(label)).toBeInTheDocument();
        }
        expect(within(first).getByText(/^IR[۰-۹]{2} [۰-۹]{4} /).closest('bdi')).toHaveAttribute('dir', 'ltr');
    });

    it("edits and deletes from a card's own buttons", async () => {
        const user = userEvent.setup();
        renderScreen('/bank');
        await waitFor(async () => expect(await cards()).toHaveLength(15));
        const [first] = await cards();
        const title = within(first).getByText(/^حساب بانکی \S/).textContent?.replace('حساب بانکی ', '') ?? '';
        await user.click(within(first).getByRole('button', { name: `ویرایش ${title}` }));
        await screen.findByText('ویرایش حساب بانکی');
        await waitFor(() => expect(dialogInput('title').value).toBe(title));
        fill({ account_name: 'نام تازه' });
        save();
        await screen.findByText('حساب بانکی ویرایش شد.');
        expect(calls('PUT', '/admin/bank/42')[0].body).toMatchObject({ id: 42, account_name: 'نام تازه' });
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

        await user.click(within((await cards())[0]).getByRole('button', { name: `حذف ${title}` }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'حذف' }));
        await screen.findByText('حساب بانکی حذف شد.');
        expect(calls('DELETE', '/admin/bank/42')).toHaveLength(1);
    });
});
