import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activityLog, recordUpdated } from '../../src/mock/activity';
import { store } from '../../src/mock/store';
import { calls, server, startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';

/**
 * The record's timeline and the activity page against the embedded mock backend: the timeline
 * asks `/admin/activity` for its record, says who decided what and why, pages with «بیشتر», and
 * shows the page's own decision; the activity page sends its filters; a 403 or 404 hides both
 * without an error anywhere on the page.
 */

startMockServer();

const fa = (value: number | string) => String(value).replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));

/** A seeded record of `resource` whose history holds an entry of `event`. */
function withHistory(resource: string, event: string, extra: (id: number) => boolean = () => true): number {
    const found = activityLog().find(entry => entry.subject_type === resource && entry.event === event && extra(entry.subject_id));
    if (!found) throw new Error(`no ${resource} with a ${event} entry`);
    return found.subject_id;
}

const timeline = () => screen.findByTestId('record-timeline', {}, { timeout: 15_000 });

describe('the record’s timeline', () => {
    it('asks for its record’s history and says who decided it, with the decision’s label and reason', async () => {
        const id = withHistory('receipt', 'decided', receiptId => store.get('receipt')!.get(receiptId)?.status === 'rejected');
        const receipt = store.get('receipt')!.get(id)!;
        renderScreen(`/receipt/${id}/show`);
        const section = await timeline();
        const entries = await within(section).findAllByTestId('activity-entry');
        const asked = calls('GET', '/admin/activity');
        expect(asked.length).toBeGreaterThan(0);
        expect(Object.fromEntries(asked[0].query)).toEqual({ page: '1', per_page: '10', subject_type: 'receipt', subject_id: String(id) });
        // newest first: the decision, then the creation
        expect(entries[0]).toHaveAttribute('data-event', 'decided');
        expect(entries.at(-1)).toHaveAttribute('data-event', 'created');
        const decided = activityLog().find(entry => entry.subject_type === 'receipt' && entry.subject_id === id && entry.event === 'decided')!;
        expect(entries[0]).toHaveTextContent(decided.causer!.name);
        expect(entries[0]).toHaveTextContent('تصمیم گرفت: رد');
        expect(entries[0]).toHaveTextContent(`دلیل رد:${String(receipt.reject_reason)}`.replace(/[0-9]/g, d => fa(d)));
        expect(within(entries[0]).getByRole('time')).toHaveAttribute('dateTime', decided.created_at);
    });

    it('reads the history while the record itself is read, and once', async () => {
        const bank = store.get('bank')!.all()[0];
        let release = () => {};
        const held = new Promise<void>(resolve => (release = resolve));
        // the record's answer waits; returning nothing hands the request on to the mock
        server.use(http.get('*/admin/bank/:id', async () => void (await held)));
        renderScreen(`/bank/${bank.id}/show`);
        await waitFor(() => expect(calls('GET', '/admin/activity')).toHaveLength(1), { timeout: 15_000 });
        expect(Object.fromEntries(calls('GET', '/admin/activity')[0].query)).toMatchObject({ subject_type: 'bank', subject_id: String(bank.id) });
        expect(screen.queryByTestId('record-timeline'), 'nothing of the history shows before its record').toBeNull();
        release();
        const section = await timeline();
        expect(await within(section).findAllByTestId('activity-entry')).not.toHaveLength(0);
        expect(screen.getByText(String(bank.account_name))).toBeInTheDocument();
        expect(calls('GET', '/admin/activity'), 'the history read beside the record is the one shown').toHaveLength(1);
    });

    it('shows an edit as each field’s old → new value, as its type shows it', async () => {
        const bank = store.get('bank')!.all()[0];
        const before = { ...bank };
        store.get('bank')!.update(bank.id, { title: 'بانک آینده' });
        recordUpdated('bank', before, store.get('bank')!.get(bank.id)!, { id: 3, name: 'زهرا احمدی' });
        renderScreen(`/bank/${bank.id}/show`);
        const section = await timeline();
        const [latest] = await within(section).findAllByTestId('activity-entry');
        expect(latest).toHaveAttribute('data-event', 'updated');
        expect(latest).toHaveTextContent('زهرا احمدی');
        expect(latest).toHaveTextContent('ویرایش کرد');
        expect(within(latest).getByTestId('activity-old')).toHaveTextContent(String(before.title));
        expect(within(latest).getByTestId('activity-new')).toHaveTextContent('بانک آینده');
        // today's entry says how long ago
        expect(within(latest).getByRole('time')).toHaveTextContent(/اکنون|پیش/);
    });

    it('reads more with «بیشتر», ten at a time', async () => {
        const bank = store.get('bank')!.all()[1];
        for (let index = 0; index < 12; index++) {
            const before = { ...store.get('bank')!.get(bank.id)! };
            const after = store.get('bank')!.update(bank.id, { accounting_id: `ACC-${index}` })!;
            recordUpdated('bank', before, after, { id: 1, name: 'مدیر کل' });
        }
        const total = activityLog().filter(entry => entry.subject_type === 'bank' && entry.subject_id === bank.id).length;
        renderScreen(`/bank/${bank.id}/show`);
        const section = await timeline();
        await waitFor(() => expect(within(section).getAllByTestId('activity-entry')).toHaveLength(10));
        fireEvent.click(within(section).getByRole('button', { name: 'بیشتر' }));
        await waitFor(() => expect(within(section).getAllByTestId('activity-entry')).toHaveLength(total));
        expect(calls('GET', '/admin/activity').some(call => call.query.get('page') === '2')).toBe(true);
        expect(within(section).queryByRole('button', { name: 'بیشتر' })).toBeNull();
    });

    // a queue's page moves on to the next waiting record after a decision; a ticket stays on its own
    it('shows the page’s own decision once it is taken', async () => {
        const closed = store.get('ticket')!.get(withHistory('ticket', 'created', id => store.get('ticket')!.get(id)?.status === 'closed'))!;
        renderScreen(`/ticket/${closed.id}/show`);
        const section = await timeline();
        const before = (await within(section).findAllByTestId('activity-entry')).length;
        fireEvent.click(await screen.findByTestId('decision-reopen'));
        await waitFor(() => expect(store.get('ticket')!.get(closed.id)?.status).toBe('open'), { timeout: 15_000 });
        await waitFor(() => expect(within(section).getAllByTestId('activity-entry')).toHaveLength(before + 1), { timeout: 15_000 });
        const [latest] = within(section).getAllByTestId('activity-entry');
        expect(latest).toHaveTextContent('تصمیم گرفت: بازگشایی تیکت');
        expect(latest).toHaveTextContent('مدیر کل');
    });

    it.each([404, 403])('is not shown when /admin/activity answers %i, and nothing else on the page breaks or complains', async status => {
        server.use(http.get('*/admin/activity', () => HttpResponse.json({ message: 'نه' }, { status })));
        const id = store.get('receipt')!.all()[0].id;
        renderScreen(`/receipt/${id}/show`);
        await waitFor(() => expect(calls('GET', '/admin/activity').length).toBeGreaterThan(0));
        // the page's own content is there, and once the answer is in, no timeline and no error
        await waitFor(() => expect(screen.getAllByText(fa(String(store.get('receipt')!.get(id)!.tracking_code))).length).toBeGreaterThan(0));
        await waitFor(() => expect(calls('GET', '/admin/activity')).toHaveLength(1));
        expect(screen.queryByTestId('record-timeline')).toBeNull();
        expect(screen.queryByRole('alert')).toBeNull();
    });
});

describe('the activity page', () => {
    it('lists every entry newest first, each linking to its record', async () => {
        renderScreen('/activity');
        const rows = await screen.findAllByRole('row', {}, { timeout: 15_000 });
        const newest = [...activityLog()].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)[0];
        expect(rows.length).toBe(16); // the header and 15 entries
        const first = rows[1];
        expect(first).toHaveTextContent(newest.causer?.name ?? 'سیستم');
        const link = within(first).queryByTestId('activity-subject');
        if (newest.event !== 'deleted') expect(link?.getAttribute('href')).toMatch(new RegExp(`^/${newest.subject_type}/${newest.subject_id}(/show)?$`));
        const asked = calls('GET', '/admin/activity')[0];
        expect(asked.query.get('sort')).toBeNull();
        expect(asked.query.get('per_page')).toBe('15');
    });

    // two filters typed and chosen, each a new list call: more than one screen's time on a loaded machine
    it('filters by resource and staff: the query says so, and only those entries show', { timeout: 60_000 }, async () => {
        renderScreen('/activity');
        await screen.findAllByRole('row', {}, { timeout: 15_000 });
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'بخش' }));
        fireEvent.click(await screen.findByRole('option', { name: 'فیش‌ها' }));
        await waitFor(() => expect(calls('GET', '/admin/activity').some(call => call.query.get('subject_type') === 'receipt')).toBe(true));
        const chosen = 'receipt';
        // by name (from the names the log has shown: this mock has no staff list), sending the id
        const staff = screen.getByRole('combobox', { name: 'کارشناس' });
        fireEvent.change(staff, { target: { value: 'زهرا' } });
        fireEvent.click(await screen.findByRole('option', { name: 'زهرا احمدی' }));
        await waitFor(() =>
            expect(calls('GET', '/admin/activity').some(call => call.query.get('causer_id') === '3' && call.query.get('subject_type') === chosen)).toBe(true)
        );
        const expected = activityLog().filter(entry => entry.subject_type === chosen && entry.causer?.id === 3).length;
        expect(expected).toBeGreaterThan(0);
        await waitFor(() => expect(screen.getAllByRole('row').length).toBe(Math.min(expected, 15) + 1));
        for (const row of screen.getAllByRole('row').slice(1)) expect(row).toHaveTextContent('زهرا احمدی');
    });

    it('says the log is not available on a 404, with no error toast', async () => {
        server.use(http.get('*/admin/activity', () => HttpResponse.json({ message: 'نه' }, { status: 404 })));
        renderScreen('/activity');
        expect(await screen.findByText('بخش «گزارش فعالیت‌ها» در دسترس نیست.', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.queryByRole('alert')).toBeNull();
    });
});
