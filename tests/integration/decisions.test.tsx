import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, Notification, RecordContextProvider, ResourceContextProvider, type DataProvider, type RaRecord } from 'react-admin';
import { i18nProvider } from '../../src/appProviders';
import { NETWORK_ERROR } from '../../src/providers/httpClient';
import { DecisionButtons, DecisionRowActions } from '../../src/resources/decisions';
import { receipt } from '../../src/resources/receipt';
import { ticket } from '../../src/resources/ticket';

/**
 * A decision on a record's page and in a row's menu, against a data provider the test answers:
 * one PUT with the record and its changes, never two while one is in flight; a failure (422 with
 * field errors, 5xx, network) leaves the record as it was, keeps the dialog with what was typed,
 * and says why.
 */

const pending: RaRecord = { id: 12, user_id: 3, amount: 2_500_000, bank_name: 'بانک ملت', tracking_code: '556677', status: 'pending', reject_reason: null };

type Answer = (data: RaRecord) => Promise<{ data: RaRecord }>;

function renderDecisions(answer: Answer, { record = pending, definition = receipt, row = false } = {}) {
    const update = vi.fn((_resource: string, params: { data: RaRecord }) => answer(params.data));
    const dataProvider = {
        getList: vi.fn(async () => ({ data: [], total: 0 })),
        getOne: vi.fn(async () => ({ data: record })),
        getMany: vi.fn(async () => ({ data: [] })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        update,
        updateMany: vi.fn(),
        create: vi.fn(),
        delete: vi.fn(),
        deleteMany: vi.fn(),
    } as unknown as DataProvider;
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <ResourceContextProvider value={definition.name}>
                <RecordContextProvider value={record}>
                    {row ? <DecisionRowActions definition={definition} /> : <DecisionButtons definition={definition} />}
                </RecordContextProvider>
            </ResourceContextProvider>
            <Notification />
        </AdminContext>
    );
    return update;
}

const ok: Answer = async data => ({ data });
const reasonBox = () => within(screen.getByRole('dialog')).getByRole('textbox') as HTMLTextAreaElement;

async function typeReasonAndSend(reason: string) {
    fireEvent.click(await screen.findByTestId('decision-reject'));
    await waitFor(() => reasonBox());
    fireEvent.change(reasonBox(), { target: { value: reason } });
    fireEvent.click(screen.getByTestId('decision-reject-send'));
}

describe('decisions on a record', () => {
    it('shows only the decisions that apply, and approves with one PUT of the record however often it is pressed', async () => {
        let release: () => void = () => undefined;
        const update = renderDecisions(data => new Promise(resolve => (release = () => resolve({ data }))));
        const approve = await screen.findByTestId('decision-approve');
        expect(screen.getByTestId('decision-reject')).toBeInTheDocument();
        fireEvent.click(approve);
        fireEvent.click(approve);
        await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
        expect(update.mock.calls[0][0]).toBe('receipt');
        expect(update.mock.calls[0][1]).toMatchObject({ id: 12, data: { ...pending, status: 'approved' }, previousData: pending });
        expect(screen.getByTestId('decision-reject')).toBeDisabled();
        release();
        expect(await screen.findByText('«تأیید» برای فیش ۵۵۶۶۷۷ ثبت شد.')).toBeInTheDocument();
        expect(update).toHaveBeenCalledTimes(1);
    });

    it('a decided record offers nothing', async () => {
        renderDecisions(ok, { record: { ...pending, status: 'approved' } });
        await screen.findByTestId('decision-buttons');
        expect(screen.queryByTestId('decision-approve')).not.toBeInTheDocument();
        expect(screen.queryByTestId('decision-reject')).not.toBeInTheDocument();
    });

    it('a rejection needs its reason at the field, then sends it', async () => {
        const update = renderDecisions(ok);
        fireEvent.click(await screen.findByTestId('decision-reject'));
        await waitFor(() => reasonBox());
        fireEvent.click(screen.getByTestId('decision-reject-send'));
        expect(await within(screen.getByRole('dialog')).findByText('اجباری')).toBeInTheDocument();
        fireEvent.change(reasonBox(), { target: { value: 'نه' } });
        fireEvent.click(screen.getByTestId('decision-reject-send'));
        expect(await within(screen.getByRole('dialog')).findByText('دلیل رد باید دست‌کم ۳ نویسه باشد.')).toBeInTheDocument();
        expect(update).not.toHaveBeenCalled();
        fireEvent.change(reasonBox(), { target: { value: 'تصویر فیش خوانا نیست.' } });
        fireEvent.click(screen.getByTestId('decision-reject-send'));
        await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
        expect(update.mock.calls[0][1].data).toEqual({ ...pending, status: 'rejected', reject_reason: 'تصویر فیش خوانا نیست.' });
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    const failures: Array<[string, () => Error, string]> = [
        // (a 422 on `status` alone is "decided meanwhile": tests/integration/conflicts.test.tsx)
        ['a 422 on a field the server checked', () => new HttpError('داده‌ها پذیرفته نشد.', 422, { message: 'داده‌ها پذیرفته نشد.', errors: { reject_reason: 'دلیل کوتاه است.' } }), 'داده‌ها پذیرفته نشد.'],
        ['a 503', () => new HttpError('app.errors.server', 503, { message: 'app.errors.server' }), 'خطایی در سرور رخ داد. لطفاً دوباره تلاش کنید.'],
        ['no network', () => new HttpError(NETWORK_ERROR, 0, { message: NETWORK_ERROR }), 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید.'],
    ];

    it.each(failures)('after %s the dialog stays with what was typed and says why; the record is as it was', async (_, failure, message) => {
        const update = renderDecisions(async () => {
            throw failure();
        });
        await typeReasonAndSend('مبلغ با واریزی یکی نیست.');
        expect(await within(screen.getByRole('dialog')).findByText(message)).toBeInTheDocument();
        expect(reasonBox().value).toBe('مبلغ با واریزی یکی نیست.');
        expect(update).toHaveBeenCalledTimes(1);
        // still waiting: its decisions are all still offered, and it can be tried again
        expect(screen.getByTestId('decision-approve')).toBeEnabled();
        expect(screen.getByTestId('decision-reject-send')).toBeEnabled();
    });

    it('a 422 field error is shown at its field', async () => {
        renderDecisions(async () => {
            throw new HttpError('اطلاعات واردشده معتبر نیست.', 422, { message: 'اطلاعات واردشده معتبر نیست.', errors: { reject_reason: 'دلیل رد حداکثر ۵۰۰ نویسه است.' } });
        });
        await typeReasonAndSend('دلیلی که سرور نپذیرفت');
        const dialog = screen.getByRole('dialog');
        expect(await within(dialog).findByText('دلیل رد حداکثر ۵۰۰ نویسه است.')).toBeInTheDocument();
        expect(within(dialog).getByText('اطلاعات واردشده معتبر نیست.')).toBeInTheDocument();
        expect(reasonBox()).toHaveAttribute('aria-invalid', 'true');
    });

    it('a decision that asks first sends nothing until confirmed (a ticket is closed)', async () => {
        const update = renderDecisions(ok, { definition: ticket, record: { id: 5, subject: 'کد تأیید', status: 'open' } });
        fireEvent.click(await screen.findByTestId('decision-close'));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('تیکت بسته می‌شود؛ مشتری تا بازگشایی نمی‌تواند در آن پیام بفرستد.')).toBeInTheDocument();
        expect(update).not.toHaveBeenCalled();
        fireEvent.click(screen.getByTestId('decision-close-send'));
        await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
        expect(update.mock.calls[0][1].data).toMatchObject({ id: 5, status: 'closed' });
    });

    it('a row’s menu offers the same decisions and sends the same request', async () => {
        const update = renderDecisions(ok, { row: true });
        fireEvent.click(await screen.findByRole('button', { name: 'تصمیم‌های فیش ۵۵۶۶۷۷' }));
        const menu = await screen.findByRole('menu');
        expect(within(menu).getAllByRole('menuitem').map(item => item.textContent)).toEqual(['تأیید', 'رد']);
        fireEvent.click(within(menu).getByText('تأیید'));
        await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
        expect(update.mock.calls[0][1].data).toEqual({ ...pending, status: 'approved' });
    });

    it('keys: a approves; typing in the reason is never a shortcut', async () => {
        const update = renderDecisions(ok);
        await screen.findByTestId('decision-approve');
        fireEvent.keyDown(window, { key: 'r', code: 'KeyR' });
        await waitFor(() => reasonBox());
        fireEvent.keyDown(reasonBox(), { key: 'a', code: 'KeyA' });
        expect(update).not.toHaveBeenCalled();
        fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'انصراف' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        fireEvent.keyDown(document.body, { key: 'ش', code: 'KeyA' });
        await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
        expect(update.mock.calls[0][1].data.status).toBe('approved');
    });
});
