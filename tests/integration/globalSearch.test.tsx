import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, type DataProvider, type RaRecord } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { AdminAccess } from '../../src/access/rules';
import { i18nProvider } from '../../src/appProviders';
import { definitions } from '../../src/resources';
import SearchPalette from '../../src/resources/search/SearchPalette';

/**
 * The global search palette against a data provider the test answers itself: who is asked, what
 * is sent, groups shown as they answer, a failing group, cancelled older calls, and an id typed
 * alone (a 404 is no error).
 */

interface Call {
    method: 'getList' | 'getOne';
    resource: string;
    params: { filter?: Record<string, unknown>; pagination?: { page: number; perPage: number }; id?: unknown; signal?: AbortSignal };
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
}

function fakeProvider() {
    const calls: Call[] = [];
    const call = (method: Call['method']) => (resource: string, params: Call['params']) =>
        new Promise((resolve, reject) => {
            // the catalogue and references a result's fields read answer empty at once
            if (method === 'getList' && !params.filter?.search) return resolve({ data: [], total: 0 });
            calls.push({ method, resource, params, resolve, reject });
        });
    const provider = {
        getList: call('getList'),
        getOne: call('getOne'),
        getMany: async () => ({ data: [] }),
    } as unknown as DataProvider;
    const searches = () => calls.filter(c => c.method === 'getList');
    const lookups = () => calls.filter(c => c.method === 'getOne');
    return { provider, calls, searches, lookups };
}

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

function renderPalette(access: AdminAccess = { role: 'super_admin', accesses: [] }) {
    const fake = fakeProvider();
    const authProvider = {
        login: async () => {},
        logout: async () => {},
        checkAuth: async () => {},
        checkError: async () => {},
        getPermissions: async () => access,
    };
    const onClose = vi.fn();
    render(
        <AdminContext dataProvider={fake.provider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <SearchPalette open onClose={onClose} definitions={definitions} />
            <Where />
        </AdminContext>
    );
    return { ...fake, onClose };
}

const input = () => screen.getByRole('combobox', { name: 'جستجو در همه بخش‌ها' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const listbox = () => screen.getByRole('listbox');
const user = (id: number, name: string, mobile = '09121234567'): RaRecord => ({ id, name, mobile, created_at: '2025-11-20T10:00:00Z' });

describe('the global search palette', () => {
    it('asks every resource the admin may open, normalised, 5 each, and shows each group as it answers', async () => {
        const { searches } = renderPalette();
        // before typing: the commands to each screen and queue
        expect(await within(listbox()).findByRole('option', { name: 'فیش‌های در انتظار' })).toBeInTheDocument();
        type('  علي   كريمي ');
        await waitFor(() => expect(searches().length).toBe(definitions.filter(d => d.search !== false).length));
        for (const call of searches()) {
            expect(call.params.filter).toEqual({ search: 'علی کریمی' });
            expect(call.params.pagination).toEqual({ page: 1, perPage: 5 });
        }
        expect(new Set(searches().map(c => c.resource))).toEqual(new Set(definitions.filter(d => d.search !== false).map(d => d.name)));
        // the customers answer first: their group shows while the others still search
        const users = searches().find(c => c.resource === 'user')!;
        await act(async () => users.resolve({ data: [user(66, 'علی کریمی')], total: 1 }));
        const customers = await screen.findByRole('group', { name: 'مشتریان' });
        expect(within(customers).getByRole('option', { name: /مشتری علی کریمی/ })).toHaveTextContent('۰۹۱۲');
        expect(screen.getAllByText('در حال جستجو…').length).toBeGreaterThan(0);
        expect(input()).toHaveAttribute('aria-activedescendant', within(customers).getByRole('option').id);
    });

    it('says which group failed and keeps the others’ results', async () => {
        const { searches } = renderPalette();
        type('کریمی');
        await waitFor(() => expect(searches().length).toBeGreaterThan(3));
        await act(async () => {
            for (const call of searches()) {
                if (call.resource === 'receipt') call.reject(new HttpError('Server Error', 503));
                else if (call.resource === 'user') call.resolve({ data: [user(66, 'علی کریمی')], total: 1 });
                else call.resolve({ data: [], total: 0 });
            }
        });
        expect(await screen.findByText('جستجو در فیش‌ها انجام نشد.')).toBeInTheDocument();
        expect(screen.getByRole('option', { name: /مشتری علی کریمی/ })).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent('۱ نتیجه');
    });

    it('a resource the server does not serve (404, such as the optional staff list) is no error', async () => {
        const { searches } = renderPalette();
        type('کریمی');
        await waitFor(() => expect(searches().some(call => call.resource === 'staff')).toBe(true));
        await act(async () => {
            for (const call of searches()) {
                if (call.resource === 'staff') call.reject(new HttpError('Not Found', 404));
                else if (call.resource === 'user') call.resolve({ data: [user(66, 'علی کریمی')], total: 1 });
                else call.resolve({ data: [], total: 0 });
            }
        });
        // every group has answered once the count says so (the list may be drawn again on the way)
        await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('۱ نتیجه'));
        expect(screen.getByRole('option', { name: /مشتری علی کریمی/ })).toBeInTheDocument();
        expect(screen.queryByText(/جستجو در همکاران انجام نشد/)).not.toBeInTheDocument();
    });

    it('cancels an older query’s calls and never shows their late answers', async () => {
        const { searches } = renderPalette();
        type('علی');
        await waitFor(() => expect(searches().length).toBeGreaterThan(3));
        const older = [...searches()];
        type('علی کریمی');
        await waitFor(() => expect(searches().length).toBe(older.length * 2));
        expect(older.every(call => call.params.signal?.aborted)).toBe(true);
        expect(searches().slice(older.length).every(call => !call.params.signal?.aborted)).toBe(true);
        // the older customers' call answers late: nothing of it shows
        await act(async () => older.find(c => c.resource === 'user')!.resolve({ data: [user(8, 'علی عباسی')], total: 1 }));
        await act(async () => searches().slice(older.length).find(c => c.resource === 'user')!.resolve({ data: [user(66, 'علی کریمی')], total: 1 }));
        await screen.findByRole('option', { name: /علی کریمی/ });
        expect(screen.queryByText(/علی عباسی/)).not.toBeInTheDocument();
    });

    it('opens the record whose id was typed; a 404 elsewhere is no error', async () => {
        const { lookups, searches, onClose } = renderPalette();
        type('#۱۲');
        await waitFor(() => expect(lookups().length).toBe(4));
        expect(lookups().map(c => c.resource).sort()).toEqual(['order', 'receipt', 'ticket', 'user']);
        expect(lookups().every(c => String(c.params.id) === '12')).toBe(true);
        await act(async () => {
            for (const call of lookups()) {
                if (call.resource === 'order') call.resolve({ data: { id: 12, status_enum: 'pending', created_at: '2025-11-20T10:00:00Z' } });
                else call.reject(new HttpError('Not Found', 404));
            }
            for (const call of searches()) call.resolve({ data: [], total: 0 });
        });
        const direct = await screen.findByRole('group', { name: 'با شناسه ۱۲' });
        expect(within(direct).getByRole('option', { name: /سفارش ۱۲/ })).toBeInTheDocument();
        expect(screen.queryByText(/انجام نشد/)).not.toBeInTheDocument();
        // the keyboard: the first option is the record; Enter opens its page
        fireEvent.keyDown(input(), { key: 'Enter' });
        await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/order/12/show'));
        expect(onClose).toHaveBeenCalled();
    });

    it('asks only the resources a limited admin may open, and offers only their commands', async () => {
        const { searches } = renderPalette({ role: 'admin', accesses: ['order', 'user'] });
        expect(await screen.findByRole('option', { name: 'رفتن به مشتریان' })).toBeInTheDocument();
        expect(screen.queryByRole('option', { name: 'فیش‌های در انتظار' })).not.toBeInTheDocument();
        type('علی');
        await waitFor(() => expect(searches().length).toBe(2));
        expect(searches().map(c => c.resource).sort()).toEqual(['order', 'user']);
    });

    it('moves with the arrows among the options, wrapping at the ends', async () => {
        renderPalette();
        const options = await within(listbox()).findAllByRole('option');
        expect(input()).toHaveAttribute('aria-activedescendant', options[0].id);
        fireEvent.keyDown(input(), { key: 'ArrowDown' });
        expect(input()).toHaveAttribute('aria-activedescendant', options[1].id);
        expect(options[1]).toHaveAttribute('aria-selected', 'true');
        fireEvent.keyDown(input(), { key: 'ArrowUp' });
        fireEvent.keyDown(input(), { key: 'ArrowUp' });
        expect(input()).toHaveAttribute('aria-activedescendant', options[options.length - 1].id);
    });
});
