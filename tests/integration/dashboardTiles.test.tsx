import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { QueueTiles } from '../../src/dashboard/QueueTiles';
import { i18nProvider } from '../../src/appProviders';
import { listRefresher } from '../../src/realtime/listRefresh';
import { liveStore } from '../../src/realtime/liveStore';

const TOTALS: Record<string, number> = { order: 8, receipt: 9, withdrawal: 7, deposit: 6, 'delivery-request': 5, ticket: 16 };

function dataProvider(failing: string[] = []): DataProvider {
    return {
        getList: vi.fn(async (resource: string) => {
            if (failing.includes(resource)) throw new Error('server down');
            return { data: [{ id: 1 }], total: TOTALS[resource] };
        }),
    } as unknown as DataProvider;
}

const auth = (permissions: { role: string; accesses: string[] }): AuthProvider => ({
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
});

const renderTiles = (provider: DataProvider, permissions = { role: 'super_admin', accesses: [] as string[] }, queryClient = new QueryClient()) =>
    render(
        <MemoryRouter>
            <AdminContext dataProvider={provider} authProvider={auth(permissions)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
                <QueueTiles />
            </AdminContext>
        </MemoryRouter>
    );

const fa = (n: number) => new Intl.NumberFormat('fa-IR').format(n);

describe('the dashboard\'s queue tiles', () => {
    it('count each queue from the list call\'s total, asking for the waiting ones only', async () => {
        const provider = dataProvider();
        renderTiles(provider);
        expect(await screen.findByTestId('queue-count-ticket')).toHaveTextContent(fa(16));
        expect(await screen.findByTestId('queue-count-order')).toHaveTextContent(fa(8));
        expect(provider.getList).toHaveBeenCalledWith('order', expect.objectContaining({ filter: { status_enum: 'pending' }, pagination: { page: 1, perPage: 1 } }));
        expect(provider.getList).toHaveBeenCalledWith('ticket', expect.objectContaining({ filter: { status: 'open' } }));
    });

    it('a failed tile says so and the others still count', async () => {
        renderTiles(dataProvider(['withdrawal']));
        const failed = await screen.findByTestId('queue-withdrawal');
        expect(await within(failed).findByRole('alert')).toHaveTextContent('این بخش بارگیری نشد.');
        expect(within(failed).getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
        expect(await screen.findByTestId('queue-count-deposit')).toHaveTextContent(fa(6));
        expect(await screen.findByTestId('queue-count-receipt')).toHaveTextContent(fa(9));
    });

    it('a limited admin sees, and asks for, only the queues of their accesses', async () => {
        const provider = dataProvider();
        renderTiles(provider, { role: 'admin', accesses: ['order', 'receipt', 'user'] });
        expect(await screen.findByTestId('queue-count-receipt')).toHaveTextContent(fa(9));
        expect(screen.queryByTestId('queue-withdrawal')).not.toBeInTheDocument();
        expect(screen.queryByTestId('queue-ticket')).not.toBeInTheDocument();
        const asked = vi.mocked(provider.getList).mock.calls.map(([resource]) => resource);
        expect(new Set(asked)).toEqual(new Set(['order', 'receipt']));
    });

    it('count a queue again once its live notice count moves: one request for a burst of changes, none for other queues', async () => {
        liveStore.reset();
        const provider = dataProvider();
        renderTiles(provider);
        expect(await screen.findByTestId('queue-count-order')).toHaveTextContent(fa(8));
        const asked = (resource: string) => vi.mocked(provider.getList).mock.calls.filter(([name]) => name === resource).length;
        const orderBefore = asked('order');
        const receiptBefore = asked('receipt');
        TOTALS.order = 11;
        try {
            for (let count = 9; count <= 11; count++) act(() => liveStore.setNotices({ order: count }));
            await waitFor(() => expect(screen.getByTestId('queue-count-order')).toHaveTextContent(fa(11)), { timeout: 5000 });
            expect(asked('order')).toBe(orderBefore + 1);
            expect(asked('receipt')).toBe(receiptBefore);
        } finally {
            TOTALS.order = 8;
            liveStore.reset();
        }
    });

    it('an order heard of two ways, its event refreshing the order lists and its notice count moving the tile, is one request', async () => {
        liveStore.reset();
        const provider = dataProvider();
        const queryClient = new QueryClient();
        renderTiles(provider, undefined, queryClient);
        expect(await screen.findByTestId('queue-count-order')).toHaveTextContent(fa(8));
        const asked = (resource: string) => vi.mocked(provider.getList).mock.calls.filter(([name]) => name === resource).length;
        const before = asked('order');
        TOTALS.order = 10;
        try {
            // what the live layer does for each order event (the pipeline's listChanged), and the
            // count the server sends with it
            for (let count = 9; count <= 10; count++) {
                listRefresher(queryClient).refresh('order');
                act(() => liveStore.setNotices({ order: count }));
            }
            await waitFor(() => expect(screen.getByTestId('queue-count-order')).toHaveTextContent(fa(10)), { timeout: 5000 });
            expect(asked('order')).toBe(before + 1);
        } finally {
            TOTALS.order = 8;
            liveStore.reset();
        }
    });
});
