import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COLLEAGUE } from '../../src/mock/auth';
import { COLLEAGUE_MARK, changeAsColleague, decideAsColleague } from '../../src/mock/colleague';
import { writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { calls, startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';

/**
 * Versions and conflicts on the screens, against the mock backend: a generated edit form and the
 * bank dialog keep what was typed on a 409 and compare; "keep mine" saves the staff member's
 * fields on top of a colleague's change, "take theirs" loads the record as it is now; a decision
 * taken meanwhile shows who took it and keeps the typed reason; a bulk decision lists the
 * conflicted record; a server without `updated_at` works as before.
 */
startMockServer();

const CHANGED = 'این رکورد در این فاصله تغییر کرده است';
const inputNamed = (name: string) => {
    const input = document.querySelector(`[name="${name}"]`);
    if (!input) throw new Error(`no input ${name}`);
    return input as HTMLInputElement;
};
const setting = (id: number) => store.get('setting')!.get(id)!;
const bodyOf = (request: { body: unknown }) => request.body as Record<string, unknown>;

async function openSetting(id: number) {
    renderScreen(`/setting/${id}`);
    await waitFor(() => expect(inputNamed('title')).toHaveValue(String(setting(id).title)));
}

const saveForm = () => fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));

describe('a generated edit form', () => {
    it('on a 409 keeps what was typed and compares; "keep mine" saves it on top of the colleague’s change', async () => {
        const opened = { ...setting(1) };
        await openSetting(1);
        fireEvent.change(inputNamed('description'), { target: { value: 'توضیح تازهٔ من' } });
        const theirs = changeAsColleague('setting', 1)!;
        saveForm();
        const dialog = await screen.findByTestId('conflict-dialog');
        // nothing typed is lost, and the page says the record changed
        expect(inputNamed('description')).toHaveValue('توضیح تازهٔ من');
        expect(screen.getByTestId('conflict-notice')).toHaveTextContent(CHANGED);
        // each differing field: mine, now, when opened
        const description = within(dialog).getByTestId('conflict-description');
        expect(within(description).getByText('توضیح تازهٔ من')).toBeInTheDocument();
        expect(within(description).getAllByText(String(opened.description))).toHaveLength(2);
        const title = within(dialog).getByTestId('conflict-title');
        expect(within(title).getByText(String(theirs.title))).toBeInTheDocument();
        expect(within(dialog).getByText(/زمان آخرین تغییر:/)).toBeInTheDocument();
        expect(setting(1).description).toBe(opened.description);

        fireEvent.click(within(dialog).getByTestId('conflict-keep-mine'));
        await waitFor(() => expect(setting(1).description).toBe('توضیح تازهٔ من'));
        expect(setting(1).title).toBe(`${String(opened.title)}${COLLEAGUE_MARK}`);
        const puts = calls('PUT', '/admin/setting/1').map(bodyOf);
        expect(puts).toHaveLength(2);
        expect(puts[0].updated_at).toBe(opened.updated_at);
        expect(puts[1]).toMatchObject({ updated_at: theirs.updated_at, title: theirs.title, description: 'توضیح تازهٔ من' });
    });

    it('"take theirs" loads the record as it is now into the form, and sends nothing', async () => {
        await openSetting(2);
        fireEvent.change(inputNamed('title'), { target: { value: 'عنوان من' } });
        const theirs = changeAsColleague('setting', 2)!;
        saveForm();
        const dialog = await screen.findByTestId('conflict-dialog');
        fireEvent.click(within(dialog).getByTestId('conflict-take-theirs'));
        await waitFor(() => expect(inputNamed('title')).toHaveValue(String(theirs.title)));
        expect(screen.queryByTestId('conflict-dialog')).not.toBeInTheDocument();
        expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument();
        expect(calls('PUT', '/admin/setting/2')).toHaveLength(1);
        // saved now, it goes through on the current version
        fireEvent.change(inputNamed('description'), { target: { value: 'پس از بارگذاری نسخهٔ فعلی' } });
        saveForm();
        await waitFor(() => expect(calls('PUT', '/admin/setting/2')).toHaveLength(2));
        expect(bodyOf(calls('PUT', '/admin/setting/2')[1]).updated_at).toBe(theirs.updated_at);
    });

    it('says so when the tab is shown again and the record was changed meanwhile, keeping what was typed', async () => {
        await openSetting(3);
        fireEvent.change(inputNamed('description'), { target: { value: 'در حال نوشتن' } });
        changeAsColleague('setting', 3);
        const reads = calls('GET', '/admin/setting/3').length;
        act(() => {
            Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
            document.dispatchEvent(new Event('visibilitychange'));
        });
        expect(await screen.findByText(CHANGED)).toBeInTheDocument();
        expect(calls('GET', '/admin/setting/3').length).toBeGreaterThan(reads);
        expect(inputNamed('description')).toHaveValue('در حال نوشتن');
        fireEvent.click(screen.getByRole('button', { name: 'دیدن تغییرات' }));
        const dialog = await screen.findByTestId('conflict-dialog');
        expect(within(dialog).getByTestId('conflict-title')).toBeInTheDocument();
        expect(calls('PUT', '/admin/setting/3')).toHaveLength(0);
    });

    it('with a server without updated_at, saves exactly as before (no version sent, no comparison)', async () => {
        writeMockSettings({ versions: 'off' });
        await openSetting(4);
        fireEvent.change(inputNamed('description'), { target: { value: 'بدون نسخه' } });
        changeAsColleague('setting', 4);
        saveForm();
        await waitFor(() => expect(setting(4).description).toBe('بدون نسخه'));
        const [put] = calls('PUT', '/admin/setting/4').map(bodyOf);
        expect(put).not.toHaveProperty('decided_by');
        // the setting's own "last change" field goes back as a field, not checked as a version
        expect(screen.queryByTestId('conflict-dialog')).not.toBeInTheDocument();
    });
});

describe('the bank dialog', () => {
    it('on a 409 keeps the dialog filled, and "keep mine" merges with the colleague’s change', { timeout: 90_000 }, async () => {
        renderScreen('/bank');
        // the bank list is the first lazy screen of this file: give it time on a busy machine
        fireEvent.click((await screen.findAllByRole('button', { name: /^ویرایش / }, { timeout: 30_000 }))[0]);
        const dialog = await screen.findByRole('dialog');
        await waitFor(() => expect(inputNamed('iban')).not.toHaveValue(''));
        const iban = inputNamed('iban').value.replace(/\s/g, '');
        const bank = store.get('bank')!.all().find(record => record.iban === iban)!;
        expect(inputNamed('account_name')).toHaveValue(String(bank.account_name));
        fireEvent.change(inputNamed('account_name'), { target: { value: 'شرکت زر نوین' } });
        const theirs = changeAsColleague('bank', bank.id)!;
        fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
        const comparison = await screen.findByTestId('conflict-dialog');
        expect(inputNamed('account_name')).toHaveValue('شرکت زر نوین');
        expect(within(comparison).getByTestId('conflict-account_name')).toHaveTextContent('شرکت زر نوین');
        fireEvent.click(within(comparison).getByTestId('conflict-keep-mine'));
        await waitFor(() => expect(store.get('bank')!.get(bank.id)!.account_name).toBe('شرکت زر نوین'));
        expect(store.get('bank')!.get(bank.id)!.title).toBe(theirs.title);
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
});

describe('a decision taken meanwhile', () => {
    const pendingReceipt = () => store.get('receipt')!.all().find(record => record.status === 'pending')!;

    it('shows the receipt as it is now and who decided it, and keeps the typed reason', async () => {
        const receipt = pendingReceipt();
        renderScreen(`/receipt/${receipt.id}/show`);
        fireEvent.click(await screen.findByTestId('decision-reject'));
        const dialog = await screen.findByTestId('decision-reject-dialog');
        await waitFor(() => inputNamed('reject_reason'));
        fireEvent.change(inputNamed('reject_reason'), { target: { value: 'تصویر فیش خوانا نیست.' } });
        decideAsColleague('receipt', receipt.id);
        fireEvent.click(within(dialog).getByTestId('decision-reject-send'));
        const meanwhile = await within(dialog).findByTestId('decided-meanwhile');
        expect(meanwhile).toHaveTextContent(`تصمیم‌گیرنده: ${COLLEAGUE.name}`);
        expect(within(meanwhile).getByText('تأیید شده')).toBeInTheDocument();
        expect(inputNamed('reject_reason')).toHaveValue('تصویر فیش خوانا نیست.');
        expect(within(dialog).getByTestId('decision-reject-send')).toBeDisabled();
        expect(store.get('receipt')!.get(receipt.id)!.status).toBe('approved');
        expect(bodyOf(calls('PUT', `/admin/receipt/${receipt.id}`)[0]).updated_at).toBe(receipt.updated_at);
    });

    it('in review mode, a decision without a form says what happened and moves on to the next waiting receipt', async () => {
        const receipt = pendingReceipt();
        renderScreen(`/receipt/${receipt.id}/show`);
        const buttons = await screen.findByTestId('decision-buttons');
        expect(buttons).toHaveAttribute('data-record-id', String(receipt.id));
        decideAsColleague('receipt', receipt.id);
        fireEvent.click(screen.getByTestId('decision-approve'));
        expect(await screen.findByText(/در این فاصله بررسی شده است/)).toHaveTextContent(COLLEAGUE.name);
        await waitFor(() => expect(screen.getByTestId('decision-buttons').getAttribute('data-record-id')).not.toBe(String(receipt.id)));
    });

    it('with a server without updated_at, a decision is sent and taken as before', async () => {
        writeMockSettings({ versions: 'off' });
        const receipt = pendingReceipt();
        renderScreen(`/receipt/${receipt.id}/show`);
        fireEvent.click(await screen.findByTestId('decision-approve'));
        await waitFor(() => expect(store.get('receipt')!.get(receipt.id)!.status).toBe('approved'));
        expect(bodyOf(calls('PUT', `/admin/receipt/${receipt.id}`)[0])).not.toHaveProperty('updated_at');
    });
});

describe('a bulk decision', () => {
    it('lists a record changed meanwhile among the failed ones, with why, still selected', { timeout: 90_000 }, async () => {
        renderScreen('/receipt');
        const rows = await screen.findAllByRole('checkbox', { name: /انتخاب/ });
        const firstRows = rows.filter(row => row.closest('tbody')).slice(0, 2);
        for (const row of firstRows) fireEvent.click(row);
        const ids = firstRows.map(row => Number(row.closest('tr')!.querySelector('a')!.getAttribute('href')!.match(/(\d+)\/show$/)![1]));
        decideAsColleague('receipt', ids[1]);
        fireEvent.click(await screen.findByTestId('bulk-decision-approve'));
        fireEvent.click(await screen.findByTestId('bulk-decision-send'));
        const dialog = await screen.findByTestId('bulk-decision-dialog');
        await within(dialog).findByText(/انجام نشد و انتخاب‌شده ماند/);
        expect(within(dialog).getByText(`${CHANGED} (تصمیم‌گیرنده: ${COLLEAGUE.name})`)).toBeInTheDocument();
        expect(store.get('receipt')!.get(ids[0])!.status).toBe('approved');
    });
});
