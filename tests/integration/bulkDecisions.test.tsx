import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { forgetBulkSteps } from '../../src/resources/bulk';
import { store } from '../../src/mock/store';
import { calls, server, startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';
import { changingWindowWidth } from '../support/windowWidth';

/**
 * A list's bulk decision against the embedded mock: one `PUT` per selected record, one after the
 * other, then a summary naming each record the server refused with its reason; that summary is
 * kept outside the list, so the list drawn anew (mounted again), or its table giving way to cards
 * as the window narrows to a phone's width, while it is open still shows it.
 */

startMockServer();
afterEach(forgetBulkSteps);
const width = changingWindowWidth();

const fa = (value: number | string) => String(value).replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));
const REFUSAL = 'این فیش را نمی‌توان تأیید کرد: مبلغ با واریز بانک یکی نیست.';

/** Ticks the first `n` rows of the receipts' queue; their records' ids, in order. */
async function selectRows(n: number): Promise<number[]> {
    const boxes = (await screen.findAllByRole('checkbox', { name: /^انتخاب فیش/ }, { timeout: 15_000 })).filter(box => box.closest('tbody')).slice(0, n);
    for (const box of boxes) fireEvent.click(box);
    return boxes.map(box => Number(box.closest('tr')!.querySelector('a')!.getAttribute('href')!.match(/(\d+)\/show$/)![1]));
}

describe('a list’s bulk decision', () => {
    it('keeps its summary, each refused record named with the server’s reason, when the list is drawn anew', { timeout: 60_000 }, async () => {
        const view = renderScreen('/receipt');
        const ids = await selectRows(2);
        server.use(http.put(`*/admin/receipt/${ids[1]}`, () => HttpResponse.json({ message: REFUSAL }, { status: 422 })));
        fireEvent.click(await screen.findByTestId('bulk-decision-approve'));
        const question = await screen.findByTestId('bulk-decision-dialog');
        expect(question).toHaveTextContent(`«تأیید» برای ${fa(2)} فیش انتخاب‌شده انجام شود؟`);
        fireEvent.click(within(question).getByTestId('bulk-decision-send'));
        await within(question).findByText(REFUSAL, {}, { timeout: 15_000 });
        expect(ids.map(id => calls('PUT', `/admin/receipt/${id}`).length)).toEqual([1, 1]);
        expect(store.get('receipt')!.get(ids[0])!.status).toBe('approved');

        // the list drawn anew: every component of it mounted again
        view.unmount();
        renderScreen('/receipt');
        const dialog = await screen.findByTestId('bulk-decision-dialog');
        expect(dialog).toHaveTextContent(`${fa(1)} فیش: «تأیید» انجام شد.`);
        expect(dialog).toHaveTextContent(`${fa(1)} فیش انجام نشد و انتخاب‌شده ماند:`);
        const refused = within(dialog).getByRole('listitem');
        expect(refused).toHaveTextContent(new RegExp(`^فیش .*${REFUSAL}$`));
        fireEvent.click(within(dialog).getByRole('button', { name: 'بستن' }));
        await waitFor(() => expect(screen.queryByTestId('bulk-decision-dialog')).toBeNull());
    });

    it('keeps its summary open when the window narrows to a phone’s width and the table gives way to cards', { timeout: 60_000 }, async () => {
        renderScreen('/receipt');
        const ids = await selectRows(2);
        server.use(http.put(`*/admin/receipt/${ids[0]}`, () => HttpResponse.json({ message: REFUSAL }, { status: 422 })));
        fireEvent.click(await screen.findByTestId('bulk-decision-approve'));
        fireEvent.click(within(await screen.findByTestId('bulk-decision-dialog')).getByTestId('bulk-decision-send'));
        await within(screen.getByTestId('bulk-decision-dialog')).findByText(REFUSAL, {}, { timeout: 15_000 });

        // a phone turned upright: the cards instead of the table
        width.narrow(true);
        await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
        const dialog = screen.getByTestId('bulk-decision-dialog');
        expect(within(dialog).getByText(REFUSAL)).toBeInTheDocument();
        expect(dialog).toHaveTextContent(`${fa(1)} فیش: «تأیید» انجام شد.`);
        fireEvent.click(within(dialog).getByRole('button', { name: 'بستن' }));
        await waitFor(() => expect(screen.queryByTestId('bulk-decision-dialog')).toBeNull());
    });
});
