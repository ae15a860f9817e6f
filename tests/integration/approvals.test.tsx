import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, Notification, RecordContextProvider, ResourceContextProvider, type DataProvider, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { i18nProvider } from '../../src/appProviders';
import { DecisionButtons, DecisionRowActions } from '../../src/resources/decisions';
import { receipt } from '../../src/resources/receipt';
import { definitionOf } from '../../src/resources';
import type { ResourceDefinition } from '../../src/resources/types';

/**
 * Two-person approval on the admin's side: a decision answered 202 says it was sent for approval
 * (neither done nor failed) and reads the record again; a record waiting for approval says who
 * asked for what and offers no decision; an approval offers approve and reject to another admin
 * (a rejection needs a reason, in Persian, at the field) and only cancel to its maker.
 */

const me = vi.hoisted(() => ({ id: 7 as number | undefined }));
vi.mock('../../src/providers/currentAdmin', async importOriginal => ({
    ...(await importOriginal<typeof import('../../src/providers/currentAdmin')>()),
    currentAdmin: async () => ({ id: me.id, role: 'admin', accesses: ['approval'], notices: {} }),
}));

const approvalDefinition = definitionOf('approval')!;

function renderDecisions(record: RaRecord, definition: ResourceDefinition, update: DataProvider['update'], { row = false } = {}) {
    const getOne = vi.fn(async () => ({ data: record }));
    const dataProvider = {
        getList: vi.fn(async () => ({ data: [], total: 0 })),
        getOne,
        getMany: vi.fn(async () => ({ data: [] })),
        getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
        update,
        updateMany: vi.fn(),
        create: vi.fn(),
        delete: vi.fn(),
        deleteMany: vi.fn(),
    } as unknown as DataProvider;
    render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <ResourceContextProvider value={definition.name}>
                    <RecordContextProvider value={record}>
                        {row ? <DecisionRowActions definition={definition} /> : <DecisionButtons definition={definition} />}
                    </RecordContextProvider>
                </ResourceContextProvider>
                <Notification />
            </AdminContext>
        </MemoryRouter>
    );
    return { getOne };
}

const pendingReceipt: RaRecord = { id: 12, user_id: 3, amount: 25_000_000, status: 'pending', reject_reason: null };
const waiting = { id: 5, action: 'approve', maker: { id: 7, name: 'علی رضایی' }, created_at: '2026-11-20T09:00:00.000Z' };

describe('a decision sent for approval', () => {
    it('says it waits for a second admin, neither done nor failed', async () => {
        const update = vi.fn(async () => {
            throw new HttpError('از سقف شما بیشتر است.', 202, { message: 'از سقف شما بیشتر است.', data: { id: 5, status: 'pending' } });
        });
        renderDecisions(pendingReceipt, receipt, update as never);
        fireEvent.click(await screen.findByTestId('decision-approve'));
        expect(await screen.findByText(/به تأیید همکار فرستاده شد: از سقف شما بیشتر است/)).toBeInTheDocument();
        expect(screen.queryByText(/ثبت شد/)).not.toBeInTheDocument();
        expect(update).toHaveBeenCalledTimes(1);
    });

    it('a record waiting for approval says who asked for what and since when, and offers no decision', async () => {
        renderDecisions({ ...pendingReceipt, pending_approval: waiting }, receipt, vi.fn() as never);
        const notice = await screen.findByTestId('pending-approval');
        expect(notice).toHaveTextContent('در انتظار تأیید همکار');
        expect(notice).toHaveTextContent(/«تأیید» را علی رضایی در .*۱۴۰۵.* درخواست کرده است/);
        expect(screen.queryByTestId('decision-approve')).not.toBeInTheDocument();
        expect(screen.queryByTestId('decision-reject')).not.toBeInTheDocument();
    });

    it('a row waiting for approval has no decisions menu', async () => {
        renderDecisions({ ...pendingReceipt, pending_approval: waiting }, receipt, vi.fn() as never, { row: true });
        await waitFor(() => expect(screen.queryByRole('button', { name: /تصمیم‌های/ })).not.toBeInTheDocument());
    });
});

describe('an approval', () => {
    const approval: RaRecord = {
        id: 5,
        subject_type: 'receipt',
        subject_id: 12,
        action: 'approve',
        changes: { status: 'approved' },
        amount: 25_000_000,
        maker: { id: 7, name: 'علی رضایی' },
        status: 'pending',
        expires_at: '2026-11-21T09:00:00.000Z',
        created_at: '2026-11-20T09:00:00.000Z',
    };

    it('offers its maker only cancel', async () => {
        me.id = 7;
        renderDecisions(approval, approvalDefinition, vi.fn() as never);
        expect(await screen.findByTestId('decision-cancel')).toBeInTheDocument();
        expect(screen.queryByTestId('decision-approve')).not.toBeInTheDocument();
        expect(screen.queryByTestId('decision-reject')).not.toBeInTheDocument();
    });

    it('offers another admin approve and reject; a rejection needs a reason, said in Persian at the field', async () => {
        me.id = 2;
        const update = vi.fn(async (_resource: string, params: { data: RaRecord }) => ({ data: params.data }));
        renderDecisions(approval, approvalDefinition, update as never);
        expect(await screen.findByTestId('decision-approve')).toBeInTheDocument();
        expect(screen.queryByTestId('decision-cancel')).not.toBeInTheDocument();
        fireEvent.click(screen.getByTestId('decision-reject'));
        const dialog = await screen.findByRole('dialog');
        fireEvent.click(within(dialog).getByTestId('decision-reject-send'));
        expect(await within(dialog).findByText('اجباری')).toBeInTheDocument();
        fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'نه' } });
        fireEvent.click(within(dialog).getByTestId('decision-reject-send'));
        expect(await within(dialog).findByText('دلیل رد باید دست‌کم ۳ نویسه باشد.')).toBeInTheDocument();
        expect(update).not.toHaveBeenCalled();
        fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'مدارک کافی نیست.' } });
        fireEvent.click(within(dialog).getByTestId('decision-reject-send'));
        await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
        expect(update.mock.calls[0][1].data).toMatchObject({ status: 'rejected', checker_reason: 'مدارک کافی نیست.' });
    });

    it('offers nothing while the admin is unknown', async () => {
        me.id = undefined;
        renderDecisions(approval, approvalDefinition, vi.fn() as never);
        await waitFor(() => expect(screen.getByTestId('decision-buttons')).toBeInTheDocument());
        expect(screen.queryByTestId('decision-approve')).not.toBeInTheDocument();
        expect(screen.queryByTestId('decision-cancel')).not.toBeInTheDocument();
    });
});
