import type { DataProvider } from 'react-admin';
import { asciiDigits } from '../i18n/format';
import { OLD_CUSTOMER_PAGES } from './customerLookup';

/** The customer's page with the tab of an old page open (`/user/5/show?tab=receipt`). */
export function customerPage(id: string | number, page: string): string {
    const tab = OLD_CUSTOMER_PAGES[page] ?? null;
    return `/user/${encodeURIComponent(String(id))}/show${tab ? `?tab=${tab}` : ''}`;
}

/** The customer list searched for a text (react-admin keeps a list's filter in `?filter=`). */
export const customerList = (text: string): string =>
    text ? `/user?filter=${encodeURIComponent(JSON.stringify({ search: text }))}` : '/user';

/** The one customer a search finds, or null (none, several, or a failed call). */
async function searchOne(dataProvider: DataProvider, text: string): Promise<string | number | null> {
    try {
        const { data, total } = await dataProvider.getList('user', {
            pagination: { page: 1, perPage: 2 },
            sort: { field: 'id', order: 'DESC' },
            filter: { search: text },
        });
        return data.length === 1 && (total === undefined || total === 1) ? data[0].id : null;
    } catch {
        return null;
    }
}

/**
 * Where an old customer page opens: `name` may be the customer's id (a short number, read with
 * `GET /admin/user/{id}`), or a name, mobile or national code, looked up with the user list's
 * `search` (an old path's dashes read as spaces when the text as written finds nobody).
 */
export async function resolveOldCustomerPage(dataProvider: DataProvider, name: string, page: string): Promise<string> {
    const text = asciiDigits(name.trim());
    if (/^[0-9]{1,9}$/.test(text)) {
        try {
            const { data } = await dataProvider.getOne('user', { id: text });
            if (data?.id !== undefined) return customerPage(data.id, page);
        } catch {
            // not an id after all: look it up as text
        }
    }
    const found = (await searchOne(dataProvider, text)) ?? (text.includes('-') ? await searchOne(dataProvider, text.replace(/-+/g, ' ')) : null);
    return found !== null ? customerPage(found, page) : customerList(text);
}
