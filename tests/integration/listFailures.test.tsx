import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, memoryStore, ResourceContextProvider, useNotificationContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { i18nProvider } from '../../src/appProviders';
import { store } from '../../src/mock/store';
import { TOAST_MS } from '../../src/theme/timing';
import { useListQueryOptions } from '../../src/resources/screens/ListError';
import { server, startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';

/** What staff read when a list fails: no access for a 403, and no figures of an older answer. */
startMockServer();

const fa = (value: number) => String(value).replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));

describe('a list answered 403', () => {
    it.each([
        ['product-category', 'دسته‌بندی محصولات'],
        ['bank', 'حساب‌های بانکی'],
    ])('%s says the admin has no access to it, not that loading failed', async (resource, label) => {
        server.use(http.get(`*/admin/${resource}`, () => HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 })));
        renderScreen(`/${resource}`);
        const expected = `شما به فهرست «${label}» دسترسی ندارید.`;
        // in place of the rows, and as the toast
        await waitFor(() => expect(screen.getAllByText(expected)).toHaveLength(2));
        expect(screen.queryByText('بارگذاری اطلاعات انجام نشد.')).not.toBeInTheDocument();
        expect(screen.queryByText('This action is unauthorized.')).not.toBeInTheDocument();
    });
});

describe('a list that fails after a first answer', () => {
    it.each(['product-category', 'bank'])('%s shows no pagination figures from the previous answer', async resource => {
        const total = store.get(resource)!.all().length;
        renderScreen(`/${resource}?perPage=5`);
        const range = `${fa(1)} تا ${fa(5)} از ${fa(total)}`;
        await screen.findByText(range);
        server.use(http.get(`*/admin/${resource}`, () => new HttpResponse(null, { status: 500 })));
        fireEvent.click(screen.getByRole('button', { name: /بعدی|next page/i }));
        await screen.findByText('بارگذاری اطلاعات انجام نشد.');
        expect(screen.queryByText(range)).not.toBeInTheDocument();
        expect(screen.queryByText(new RegExp(`از ${fa(total)}$`))).not.toBeInTheDocument();
    });
});

describe('a list that fails again at once', () => {
    /** A list's failure handling, with the toasts it queued. */
    const Probe = () => {
        const { onError } = useListQueryOptions();
        const { notifications } = useNotificationContext();
        return (
            <>
                <button onClick={() => onError(new HttpError('This action is unauthorized.', 403))}>403</button>
                <button onClick={() => onError(new HttpError('Server Error', 500))}>500</button>
                <output>{notifications.map(notification => notification.message).join(' | ')}</output>
            </>
        );
    };
    const renderProbe = () =>
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <ResourceContextProvider value="bank">
                    <Probe />
                </ResourceContextProvider>
            </AdminContext>
        );
    const toasts = () => (screen.getByRole('status').textContent ?? '').split(' | ').filter(Boolean);

    it('says a 403 once when page 1 fails the same way right after the page asked for (react-admin asks twice)', () => {
        renderProbe();
        fireEvent.click(screen.getByRole('button', { name: '403' }));
        fireEvent.click(screen.getByRole('button', { name: '403' }));
        expect(toasts()).toHaveLength(1);
        expect(toasts()[0]).toMatch(/دسترسی ندارید/);
    });

    it('still says a different failure, and the same one again once its toast has gone', () => {
        const now = vi.spyOn(Date, 'now');
        try {
            now.mockReturnValue(1_000_000);
            renderProbe();
            fireEvent.click(screen.getByRole('button', { name: '403' }));
            fireEvent.click(screen.getByRole('button', { name: '500' }));
            expect(toasts()).toHaveLength(2);
            now.mockReturnValue(1_000_000 + TOAST_MS);
            fireEvent.click(screen.getByRole('button', { name: '500' }));
            expect(toasts()).toHaveLength(3);
        } finally {
            now.mockRestore();
        }
    });
});
