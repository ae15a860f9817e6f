import type { DataProvider } from 'react-admin';
import { isCustomerLookupPath } from '../../src/routes/customerLookup';
import { customerList, resolveOldCustomerPage } from '../../src/routes/resolveOldCustomerPage';
import { redirectFor } from '../../src/routes/knownPaths';
import { recordTarget } from '../../src/resources/abilities';
import { relatedColumns } from '../../src/resources/relations';
import { definitions } from '../../src/resources';

/** A data provider whose customers are `users`: getOne by id, getList by `search` in name, mobile and code. */
function provider(users: Array<{ id: number; name: string; mobile: string }>, { failSearch = false } = {}) {
    const getOne = vi.fn(async (_: string, { id }: { id: unknown }) => {
        const found = users.find(user => String(user.id) === String(id));
        if (!found) throw Object.assign(new Error('not found'), { status: 404 });
        return { data: found };
    });
    const getList = vi.fn(async (_: string, { filter }: { filter: { search: string } }) => {
        if (failSearch) throw new Error('network');
        const data = users.filter(user => user.name.includes(filter.search) || user.mobile.includes(filter.search));
        return { data, total: data.length };
    });
    return { getOne, getList } as unknown as DataProvider & { getOne: typeof getOne; getList: typeof getList };
}

const USERS = [
    { id: 7, name: 'سعید نوری', mobile: '09121110007' },
    { id: 21, name: 'نگار شریفی', mobile: '09121110021' },
    { id: 34, name: 'نگار شریفی', mobile: '09121110034' },
];

describe('old customer pages (/dashboard/user/{name}/…)', () => {
    it('redirect to the lookup, which the admin keeps as a path', () => {
        expect(redirectFor('/dashboard/user/12/info')).toBe('/find-customer/12/info');
        expect(redirectFor('/dashboard/user/12/receipt')).toBe('/find-customer/12/receipt');
        expect(redirectFor('/dashboard/user/12/remittance')).toBe('/find-customer/12/remittance');
        expect(redirectFor('/dashboard/user/12/access')).toBe('/find-customer/12/access');
        expect(redirectFor('/dashboard/user/12/access-cat')).toBe('/find-customer/12/access-cat');
        expect(redirectFor('/find-customer/12/receipt')).toBeNull();
        expect(isCustomerLookupPath('/find-customer/12/unknown')).toBe(false);
        expect(redirectFor('/find-customer/12/unknown')).toBe('/404');
    });

    it('open the customer found by id, on the matching tab', async () => {
        const data = provider(USERS);
        expect(await resolveOldCustomerPage(data, '7', 'info')).toBe('/user/7/show');
        expect(await resolveOldCustomerPage(data, '۲۱', 'receipt')).toBe('/user/21/show?tab=receipt');
        expect(await resolveOldCustomerPage(data, '7', 'remittance')).toBe('/user/7/show?tab=remittance');
        expect(await resolveOldCustomerPage(data, '7', 'access')).toBe('/user/7/show?tab=access');
        expect(await resolveOldCustomerPage(data, '7', 'access-cat')).toBe('/user/7/show?tab=access');
        expect(data.getList).not.toHaveBeenCalled();
    });

    it('find a customer by name or mobile with the list search when exactly one matches', async () => {
        const data = provider(USERS);
        expect(await resolveOldCustomerPage(data, 'سعید نوری', 'receipt')).toBe('/user/7/show?tab=receipt');
        expect(data.getList).toHaveBeenCalledWith('user', expect.objectContaining({ filter: { search: 'سعید نوری' } }));
        expect(await resolveOldCustomerPage(data, '09121110034', 'info')).toBe('/user/34/show');
        // an old path's dashes read as spaces when the text as written finds nobody
        expect(await resolveOldCustomerPage(data, 'سعید-نوری', 'access')).toBe('/user/7/show?tab=access');
    });

    it('open the list searched for the name when none or several match, or the search fails', async () => {
        expect(await resolveOldCustomerPage(provider(USERS), 'نگار شریفی', 'receipt')).toBe(customerList('نگار شریفی'));
        expect(await resolveOldCustomerPage(provider(USERS), 'کسی', 'info')).toBe(customerList('کسی'));
        expect(await resolveOldCustomerPage(provider(USERS, { failSearch: true }), 'سعید', 'info')).toBe(customerList('سعید'));
        // an id nobody has, read as text
        expect(await resolveOldCustomerPage(provider(USERS), '999', 'info')).toBe(customerList('999'));
        expect(JSON.parse(new URL(customerList('نگار شریفی'), 'http://x').searchParams.get('filter')!)).toEqual({ search: 'نگار شریفی' });
    });
});

describe('related lists (src/resources/relations)', () => {
    it('show the related definition’s list columns without the owner’s own', () => {
        const order = definitions.find(definition => definition.name === 'order')!;
        const sources = relatedColumns(order, 'user_id').map(field => field.source);
        expect(sources).not.toContain('user_id');
        expect(sources).not.toContain('user.name');
        expect(sources).toEqual(order.fields.filter(field => field.list !== false && !field.source.startsWith('user')).map(field => field.source));
    });

    it('open a row on its record’s page when it has one', () => {
        const order = definitions.find(definition => definition.name === 'order')!;
        expect(recordTarget(order)).toBe('show');
        expect(recordTarget({ ...order, can: { show: false, edit: true } })).toBe('edit');
        expect(recordTarget({ ...order, can: { show: false, edit: false } })).toBe(false);
    });

    it('every relation the definitions declare names a defined resource that can be filtered by its target', () => {
        for (const definition of definitions) {
            for (const relation of definition.relations ?? []) {
                const related = definitions.find(item => item.name === relation.resource);
                expect(related, `${definition.name} → ${relation.resource}`).toBeDefined();
                const target = relation.target ?? 'user_id';
                expect(related!.fields.map(field => field.source), `${relation.resource} has ${target}`).toContain(target);
            }
        }
    });
});
