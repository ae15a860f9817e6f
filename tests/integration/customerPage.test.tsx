import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { writeMockSettings } from '../../src/mock/settings';
import { store } from '../../src/mock/store';
import { definitions } from '../../src/resources';
import { calls, requests, startMockServer } from '../support/mockServer';
import { renderAdmin, WHOLE_APP_TIMEOUT } from '../support/renderAdmin';
import { renderScreen } from '../support/renderScreen';

/**
 * The customer's page (README, the customer's page) and the generic related-list tabs
 * (src/resources/relations) against the embedded mock backend: each tab is the related list call
 * with `user_id`, only the relations the admin may open are tabs, and the old customer paths
 * find their customer. Expectations come from the mock's seeded store and the definitions.
 */

startMockServer();

const fa = (value: number | string) => String(value).replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));
const ownedBy = (resource: string, userId: number) => store.get(resource)!.all().filter(record => record.user_id === userId);
const user = definitions.find(definition => definition.name === 'user')!;
const pluralOf = (name: string) => definitions.find(definition => definition.name === name)!.label.many;

/** A seeded customer with at least `count` records of `resource`. */
function customerWith(resource: string, count: number): number {
    const found = store.get('user')!.all().find(record => ownedBy(resource, record.id).length >= count);
    if (!found) throw new Error(`no customer with ${count} ${resource}`);
    return found.id;
}

describe('the customer’s page', () => {
    it('has a tab per relation of the user definition, and a tab lists only the customer’s records', async () => {
        const id = customerWith('receipt', 2);
        renderScreen(`/user/${id}/show?tab=receipt`);
        const tabs = await screen.findByRole('tablist');
        const names = within(tabs).getAllByRole('tab').map(tab => tab.textContent);
        expect(names).toEqual(['مشخصات', 'دسترسی معاملات', ...user.relations!.map(relation => pluralOf(relation.resource))]);
        expect(within(tabs).getByRole('tab', { name: pluralOf('receipt') })).toHaveAttribute('aria-selected', 'true');

        const panel = await screen.findByTestId('related-receipt');
        const owned = ownedBy('receipt', id);
        await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(owned.length + 1));
        const asked = calls('GET', '/admin/receipt').filter(call => call.query.get('user_id') === String(id));
        expect(asked.length).toBeGreaterThan(0);
        // a row links to the record's page
        const link = within(panel).getAllByRole('link')[0];
        expect(owned.map(record => `/receipt/${record.id}/show`)).toContain(link.getAttribute('href'));
        // only the open tab's list is asked for
        expect(calls('GET', '/admin/remittance').filter(call => call.query.has('user_id'))).toHaveLength(0);
    });

    it('shows the figures as the meta.total of the filtered list calls', async () => {
        const id = customerWith('credit', 1);
        renderScreen(`/user/${id}/show`);
        const expected = {
            'open-orders': ownedBy('order', id).filter(record => record.status_enum === 'pending').length,
            'pending-receipts': ownedBy('receipt', id).filter(record => record.status === 'pending').length,
            'active-credits': ownedBy('credit', id).filter(record => record.status === 'active').length,
        };
        for (const [figure, count] of Object.entries(expected)) {
            expect(await screen.findByTestId(`figure-${figure}`)).toHaveTextContent(fa(count));
        }
        const order = calls('GET', '/admin/order').find(call => call.query.get('user_id') === String(id));
        expect(order?.query.get('status_enum')).toBe('pending');
        expect(order?.query.get('per_page')).toBe('1');
    });

    it('a limited admin gets tabs, figures and the category only for what they may open, and nothing else is asked for', async () => {
        writeMockSettings({ admin: 'limited' });
        const id = customerWith('order', 1);
        renderScreen(`/user/${id}/show`);
        const tabs = await screen.findByRole('tablist');
        await waitFor(() =>
            expect(within(tabs).getAllByRole('tab').map(tab => tab.textContent)).toEqual(['مشخصات', pluralOf('order'), pluralOf('receipt')])
        );
        await screen.findByTestId('figure-open-orders');
        expect(screen.queryByTestId('figure-active-credits')).not.toBeInTheDocument();
        // no call the server would refuse: not the customer's category, nor the access tab's lists
        expect(screen.queryByTestId('customer-category')).not.toBeInTheDocument();
        expect(requests.filter(call => /^\/admin\/(user-category|product|product-category|credit)(\/|$)/.test(call.path))).toEqual([]);
        const resources = new Set(requests.filter(call => call.query.has('user_id')).map(call => call.path));
        expect([...resources].sort()).toEqual(['/admin/order', '/admin/receipt']);
    });

    it('the access tab saves both lists with a PUT of the whole record', async () => {
        const id = store.get('user')!.all().find(record => (record.product_category_ids as number[]).length > 0)!.id;
        const stored = store.get('user')!.get(id)!;
        renderScreen(`/user/${id}/show?tab=access`);
        const categories = await screen.findByRole('combobox', { name: 'دسته‌بندی‌های مجاز' });
        const firstCategory = store.get('product-category')!.get((stored.product_category_ids as number[])[0])!;
        await screen.findByRole('button', { name: String(firstCategory.title) }).catch(() => screen.findAllByText(String(firstCategory.title)));
        // remove every category chip but keep the products: the save sends what is chosen
        fireEvent.keyDown(categories, { key: 'Backspace' });
        const save = screen.getByRole('button', { name: 'ذخیرهٔ دسترسی' });
        await waitFor(() => expect(save).toBeEnabled());
        fireEvent.click(save);
        await screen.findByText('دسترسی معاملات مشتری ذخیره شد.');
        const [put] = calls('PUT', `/admin/user/${id}`);
        const body = put.body as Record<string, unknown>;
        expect(body.id).toBe(id);
        for (const field of ['name', 'mobile', 'national_code', 'category_id']) expect(body[field]).toEqual(stored[field]);
        expect(body.product_category_ids).toEqual((stored.product_category_ids as number[]).slice(0, -1));
        expect(body.product_ids).toEqual(stored.product_ids);
    });

    it('an old customer path opens the matching tab of the customer found by id', { timeout: WHOLE_APP_TIMEOUT }, async () => {
        const id = customerWith('remittance', 1);
        renderAdmin(`/dashboard/user/${id}/remittance`);
        const tabs = await screen.findByRole('tablist');
        await waitFor(() => expect(within(tabs).getByRole('tab', { name: pluralOf('remittance') })).toHaveAttribute('aria-selected', 'true'));
        await screen.findByTestId('related-remittance');
        expect(calls('GET', `/admin/user/${id}`).length).toBeGreaterThan(0);
    });
});
