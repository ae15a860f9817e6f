import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { store } from '../../src/mock/store';
import { server, startMockServer } from '../support/mockServer';
import { renderAdmin } from '../support/renderAdmin';

/** What staff read when a list fails: no access for a 403, and no figures of an older answer. */
startMockServer();

const fa = (value: number) => String(value).replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));

describe('a list answered 403', () => {
    it.each([
        ['product-category', 'دسته‌بندی محصولات'],
        ['bank', 'حساب‌های بانکی'],
    ])('%s says the admin has no access to it, not that loading failed', async (resource, label) => {
        server.use(http.get(`*/admin/${resource}`, () => HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 })));
        renderAdmin(`/${resource}`);
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
        renderAdmin(`/${resource}?perPage=5`);
        const range = `${fa(1)} تا ${fa(5)} از ${fa(total)}`;
        await screen.findByText(range);
        server.use(http.get(`*/admin/${resource}`, () => new HttpResponse(null, { status: 500 })));
        fireEvent.click(screen.getByRole('button', { name: /بعدی|next page/i }));
        await screen.findByText('بارگذاری اطلاعات انجام نشد.');
        expect(screen.queryByText(range)).not.toBeInTheDocument();
        expect(screen.queryByText(new RegExp(`از ${fa(total)}$`))).not.toBeInTheDocument();
    });
});
