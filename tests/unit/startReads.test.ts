// @vitest-environment jsdom
// What a signed-in start reads before the admin is drawn (src/routes/startReads.ts): `/admin/me`,
// then the screen's own reads once the answer says the admin may open it; and what a move to
// another screen inside the admin reads before that screen is drawn. That the screens take those
// answers is checked in Chromium (tests/e2e/startReads.spec.ts).
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { forgetAdmin } from '../../src/providers/currentAdmin';
import { markUnavailable, resetAvailability } from '../../src/resources/availability';
import { listDefaults } from '../../src/resources/screens/listDefaults';
import { definitionOf } from '../../src/resources/registry';
import { screenRead, sendNavigationReads, sendStartReads } from '../../src/routes/startReads';

/** The reads `screenRead` names: `/admin/me` always, then the screen's. */
const at = async (pathname: string, search = '') => {
    const read = screenRead({ pathname, search });
    return read ? ['/admin/me', await read.path] : ['/admin/me'];
};

describe('the screen’s own read', () => {
    it('reads /admin/me on any path, and nothing else where no resource screen opens', async () => {
        expect(await at('/')).toEqual(['/admin/me']);
        expect(await at('/profile')).toEqual(['/admin/me']);
        expect(await at('/%E0%A4%A')).toEqual(['/admin/me']);
    });

    it('reads a list’s first page on its definition’s defaults: order, page size and a queue’s filter', async () => {
        const receipt = listDefaults(definitionOf('receipt')!);
        const [, read] = await at('/receipt');
        const query = new URL(read, 'http://localhost').searchParams;
        expect(query.get('page')).toBe('1');
        expect(query.get('per_page')).toBe(String(receipt.perPage));
        expect(query.get('sort')).toBe(receipt.sort.field);
        expect(query.get('order')).toBe(receipt.sort.order.toLowerCase());
        for (const [source, value] of Object.entries(receipt.filterDefaultValues ?? {})) expect(query.get(source)).toBe(String(value));
        expect(Object.keys(receipt.filterDefaultValues ?? {})).not.toHaveLength(0);
    });

    it('takes the address’s parameters first, then those react-admin kept for the list', async () => {
        const filter = encodeURIComponent(JSON.stringify({ search: 'ملت' }));
        expect((await at('/bank', `?filter=${filter}&perPage=5&page=2&sort=title&order=ASC`))[1]).toBe('/admin/bank?page=2&per_page=5&search=%D9%85%D9%84%D8%AA&sort=title&order=asc');
        localStorage.setItem('RaStorezar-admin.bank.listParams', JSON.stringify({ filter: {}, page: 3, perPage: 25, sort: 'id', order: 'ASC' }));
        expect((await at('/bank'))[1]).toBe('/admin/bank?page=3&per_page=25&sort=id&order=asc');
    });

    it('reads a record’s page’s record, on its show and edit paths', async () => {
        expect(await at('/receipt/12/show')).toEqual(['/admin/me', '/admin/receipt/12']);
        expect(await at('/ticket/7')).toEqual(['/admin/me', '/admin/ticket/7']);
    });

    it('reads the first page of a record’s history beside it where its page draws the timeline', () => {
        const history = (resource: string, id: string) => `/admin/activity?page=1&per_page=10&subject_type=${resource}&subject_id=${id}`;
        expect(screenRead({ pathname: '/receipt/12/show', search: '' })?.history).toBe(history('receipt', '12'));
        // a custom record's page with a timeline of its own, and one without
        expect(definitionOf('ticket')?.screens?.show).toBe('TicketShow');
        expect(screenRead({ pathname: '/ticket/7/show', search: '' })?.history).toBe(history('ticket', '7'));
        expect(definitionOf('approval')?.screens?.show).toBe('ApprovalShow');
        expect(screenRead({ pathname: '/approval/3/show', search: '' })).toMatchObject({ resource: 'approval' });
        expect(screenRead({ pathname: '/approval/3/show', search: '' })?.history).toBeUndefined();
        // an edit form draws no history, nor does a list
        expect(screenRead({ pathname: '/receipt/12', search: '' })?.history).toBeUndefined();
        expect(screenRead({ pathname: '/receipt', search: '' })?.history).toBeUndefined();
    });

    it('leaves the history out once the server refused the activity log (the timeline is hidden then)', () => {
        try {
            expect(markUnavailable('activity', new HttpError('forbidden', 403))).toBe(true);
            expect(screenRead({ pathname: '/receipt/12/show', search: '' })?.history).toBeUndefined();
        } finally {
            resetAvailability();
        }
        expect(screenRead({ pathname: '/receipt/12/show', search: '' })?.history).toBeDefined();
    });

    it('leaves a custom list that opens on its own parameters to read as it opens', async () => {
        expect(definitionOf('activity')?.screens?.list).toBe('ActivityPage');
        expect(await at('/activity')).toEqual(['/admin/me']);
    });
});

describe('sending them', () => {
    const asked: string[] = [];
    let admin: Record<string, unknown> = {};
    const server = setupServer(
        http.get('*/admin/me', () => {
            asked.push('/admin/me');
            return HttpResponse.json({ data: admin });
        }),
        http.get('*/admin/:resource', ({ request }) => {
            const url = new URL(request.url);
            asked.push(url.pathname + url.search);
            return HttpResponse.json({ data: [], meta: { total: 0 } });
        }),
        http.get('*/admin/:resource/:id', ({ request, params }) => {
            asked.push(new URL(request.url).pathname);
            return HttpResponse.json({ data: { id: Number(params.id) } });
        })
    );
    beforeAll(() => {
        vi.stubEnv('VITE_API_URL', '');
        server.listen({ onUnhandledRequest: 'error' });
    });
    beforeEach(() => {
        localStorage.setItem('token', 'a-token');
        forgetAdmin();
    });
    afterEach(() => {
        asked.length = 0;
        localStorage.clear();
    });
    afterAll(() => {
        server.close();
        vi.unstubAllEnvs();
    });

    it('sends the screen’s read once /admin/me says the admin may open it', async () => {
        admin = { role: 'admin', accesses: ['receipt'] };
        sendStartReads({ pathname: '/receipt', search: '' });
        await vi.waitFor(() => expect(asked).toHaveLength(2));
        expect(asked).toEqual(['/admin/me', await screenRead({ pathname: '/receipt', search: '' })!.path]);
    });

    it('calls no API of a resource the admin may not open (contract: access-denied by URL)', async () => {
        admin = { role: 'admin', accesses: ['receipt'] };
        sendStartReads({ pathname: '/product', search: '' });
        // a read that would follow goes out as the answer is read: look after a later one
        await vi.waitFor(() => expect(asked).toEqual(['/admin/me']));
        sendStartReads({ pathname: '/receipt', search: '' });
        await vi.waitFor(() => expect(asked).toHaveLength(3));
        expect(asked.filter(path => path.startsWith('/admin/product'))).toEqual([]);
    });

    it('sends nothing without a session', async () => {
        localStorage.clear();
        sendStartReads({ pathname: '/receipt', search: '' });
        admin = { role: 'super_admin', accesses: [] };
        // the next start, signed in, is the signal that the first sent nothing
        localStorage.setItem('token', 'a-token');
        sendStartReads({ pathname: '/', search: '' });
        await vi.waitFor(() => expect(asked).toEqual(['/admin/me']));
    });

    it('sends a record’s page’s record and its history’s first page once /admin/me says the admin may open it', async () => {
        admin = { role: 'admin', accesses: ['receipt'] };
        sendStartReads({ pathname: '/receipt/12/show', search: '' });
        await vi.waitFor(() => expect(asked).toHaveLength(3));
        expect(asked[0]).toBe('/admin/me');
        expect(asked.slice(1).sort()).toEqual(['/admin/activity?page=1&per_page=10&subject_type=receipt&subject_id=12', '/admin/receipt/12'].sort());
    });

    /** The calls sent other than `/admin/me` (which a move reads only when the admin is not read yet). */
    const screenReads = () => asked.filter(path => path !== '/admin/me');

    it('sends the reads of the screen a move inside the admin opens, with the rights of the admin as read', async () => {
        admin = { role: 'admin', accesses: ['receipt'] };
        sendNavigationReads({ pathname: '/receipt/12/show', search: '' });
        await vi.waitFor(() => expect(screenReads()).toHaveLength(2));
        expect([...screenReads()].sort()).toEqual(['/admin/activity?page=1&per_page=10&subject_type=receipt&subject_id=12', '/admin/receipt/12'].sort());
        // the next move asks for its screen's read, with the admin as read
        sendNavigationReads({ pathname: '/receipt', search: '' });
        await vi.waitFor(() => expect(screenReads()).toHaveLength(3));
        expect(screenReads()[2]).toBe(await screenRead({ pathname: '/receipt', search: '' })!.path);
        expect(asked.filter(path => path === '/admin/me').length).toBeLessThanOrEqual(1);
    });

    it('calls no API of a resource the admin may not open on a move inside the admin either', async () => {
        admin = { role: 'admin', accesses: ['receipt'] };
        sendNavigationReads({ pathname: '/product/4/show', search: '' });
        // a later move the admin may make is the signal that the first sent nothing
        sendNavigationReads({ pathname: '/receipt/5', search: '' });
        await vi.waitFor(() => expect(screenReads()).toEqual(['/admin/receipt/5']));
    });

    it('sends nothing on a move without a session', async () => {
        localStorage.clear();
        sendNavigationReads({ pathname: '/receipt/12/show', search: '' });
        localStorage.setItem('token', 'a-token');
        admin = { role: 'super_admin', accesses: [] };
        sendNavigationReads({ pathname: '/receipt/9', search: '' });
        await vi.waitFor(() => expect(screenReads()).toEqual(['/admin/receipt/9']));
    });
});
