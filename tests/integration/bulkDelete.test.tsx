import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { store } from '../../src/mock/store';
import { forgetBulkSteps } from '../../src/resources/bulk';
import { calls, server, startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';
import { changingWindowWidth } from '../support/windowWidth';

/**
 * A list's bulk delete against the embedded mock: one `DELETE` per selected record, one after the
 * other; all deleted, a toast says how many; some refused (a `403`), a summary names each refused
 * record with the server's reason, and those stay selected while the others are gone; the list
 * drawn anew (mounted again), or its table giving way to cards as the window narrows to a phone's
 * width, while that summary is open still shows it.
 */

startMockServer();
afterEach(forgetBulkSteps);
const width = changingWindowWidth();

const fa = (value: number | string) => String(value).replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));
const latin = (text: string) => text.replace(/[۰-۹]/g, d => String(d.charCodeAt(0) - 0x06f0));

/** Categories no product uses (the newest, so the list's first rows): nothing else keeps them. */
function freshCategories(n: number): void {
    for (let index = 1; index <= n; index++) {
        store.get('product-category')!.create({ title: `دسته آزمایشی ${index}`, parent_id: null, products_count: 0, created_at: new Date().toISOString() });
    }
}

/** Ticks the first `n` rows of the list; their records' ids, in order. */
async function selectRows(n: number): Promise<number[]> {
    const boxes = (await screen.findAllByRole('checkbox', { name: /^انتخاب دسته‌بندی محصول/ }, { timeout: 15_000 })).slice(0, n);
    const ids: number[] = [];
    for (const box of boxes) {
        // a row's checkbox names its record by number
        ids.push(Number(latin(box.getAttribute('aria-label')!.replace(/^انتخاب دسته‌بندی محصول /, ''))));
        fireEvent.click(box);
    }
    return ids;
}

describe('a list’s bulk delete', () => {
    it('names each record the server refused, with its reason, and keeps it selected; the others are deleted', async () => {
        freshCategories(3);
        renderScreen('/product-category');
        const ids = await selectRows(3);
        const refused = store.get('product-category')!.get(ids[1])!;
        server.use(
            http.delete(`*/admin/product-category/${refused.id}`, () => HttpResponse.json({ message: 'حذف این دسته برای شما مجاز نیست.' }, { status: 403 }))
        );
        fireEvent.click(await screen.findByTestId('bulk-delete'));
        const dialog = await screen.findByTestId('bulk-delete-dialog');
        expect(dialog).toHaveTextContent(`${fa(3)} دسته‌بندی محصول انتخاب‌شده حذف شود؟`);
        fireEvent.click(within(dialog).getByTestId('bulk-delete-send'));
        const summary = await within(dialog).findByTestId('bulk-delete-refused', {}, { timeout: 15_000 });
        expect(summary).toHaveTextContent(`${fa(1)} دسته‌بندی محصول حذف نشد و انتخاب‌شده ماند:`);
        expect(within(summary).getByText(`دسته‌بندی محصول ${fa(String(refused.title))}`)).toBeInTheDocument();
        expect(within(summary).getByText('حذف این دسته برای شما مجاز نیست.')).toBeInTheDocument();
        expect(dialog).toHaveTextContent(`${fa(2)} دسته‌بندی محصول حذف شد.`);
        // one request per record, one after the other; the refused one is still there
        expect(ids.map(id => calls('DELETE', `/admin/product-category/${id}`).length)).toEqual([1, 1, 1]);
        expect(store.get('product-category')!.get(ids[0])).toBeUndefined();
        expect(store.get('product-category')!.get(ids[2])).toBeUndefined();
        expect(store.get('product-category')!.get(refused.id)).toBeDefined();
        fireEvent.click(within(dialog).getByRole('button', { name: 'بستن' }));
        await waitFor(() => expect(screen.queryByTestId('bulk-delete-dialog')).toBeNull());
        // the refused record stays selected, and only it
        await waitFor(() => expect(screen.getByRole('checkbox', { name: `انتخاب دسته‌بندی محصول ${fa(refused.id)}` })).toBeChecked());
        expect(screen.getAllByRole('checkbox', { name: /^انتخاب دسته‌بندی محصول/ }).filter(box => (box as HTMLInputElement).checked)).toHaveLength(1);
    });

    it('all deleted: a toast says how many, and nothing stays selected', async () => {
        freshCategories(2);
        renderScreen('/product-category');
        const ids = await selectRows(2);
        fireEvent.click(await screen.findByTestId('bulk-delete'));
        fireEvent.click(within(await screen.findByTestId('bulk-delete-dialog')).getByTestId('bulk-delete-send'));
        expect(await screen.findByText(`${fa(2)} دسته‌بندی محصول حذف شدند.`, {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.queryByTestId('bulk-delete-dialog')).toBeNull();
        for (const id of ids) expect(store.get('product-category')!.get(id)).toBeUndefined();
        await waitFor(() => expect(screen.queryByTestId('bulk-delete')).toBeNull());
    });

    it('keeps its summary open when the list is drawn anew', async () => {
        freshCategories(2);
        const view = renderScreen('/product-category');
        const ids = await selectRows(2);
        server.use(http.delete(`*/admin/product-category/${ids[0]}`, () => HttpResponse.json({ message: 'این دسته در سفارشی به کار رفته است.' }, { status: 409 })));
        fireEvent.click(await screen.findByTestId('bulk-delete'));
        fireEvent.click(within(await screen.findByTestId('bulk-delete-dialog')).getByTestId('bulk-delete-send'));
        await screen.findByTestId('bulk-delete-refused', {}, { timeout: 15_000 });

        // every component of the list mounted again
        view.unmount();
        renderScreen('/product-category');
        const refused = await screen.findByTestId('bulk-delete-refused');
        expect(refused).toHaveTextContent(`${fa(1)} دسته‌بندی محصول حذف نشد و انتخاب‌شده ماند:`);
        expect(within(refused).getByText('این دسته در سفارشی به کار رفته است.')).toBeInTheDocument();
        expect(screen.getByTestId('bulk-delete-dialog')).toHaveTextContent(`${fa(1)} دسته‌بندی محصول حذف شد.`);
        fireEvent.click(within(screen.getByTestId('bulk-delete-dialog')).getByRole('button', { name: 'بستن' }));
        await waitFor(() => expect(screen.queryByTestId('bulk-delete-dialog')).toBeNull());
    });

    it('keeps its summary open when the window narrows to a phone’s width and the table gives way to cards', async () => {
        freshCategories(2);
        renderScreen('/product-category');
        const ids = await selectRows(2);
        server.use(http.delete(`*/admin/product-category/${ids[1]}`, () => HttpResponse.json({ message: 'این دسته در سفارشی به کار رفته است.' }, { status: 409 })));
        fireEvent.click(await screen.findByTestId('bulk-delete'));
        fireEvent.click(within(await screen.findByTestId('bulk-delete-dialog')).getByTestId('bulk-delete-send'));
        await screen.findByTestId('bulk-delete-refused', {}, { timeout: 15_000 });

        // a phone turned upright: the cards instead of the table
        width.narrow(true);
        await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
        const refused = screen.getByTestId('bulk-delete-refused');
        expect(within(refused).getByText('این دسته در سفارشی به کار رفته است.')).toBeInTheDocument();
        fireEvent.click(within(screen.getByTestId('bulk-delete-dialog')).getByRole('button', { name: 'بستن' }));
        await waitFor(() => expect(screen.queryByTestId('bulk-delete-dialog')).toBeNull());
    });
});
