// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { dataProvider, isProvisionalId, listQuery } from '../../src/providers/dataProvider';

/** What the server saw of one request. */
interface Seen {
    method: string;
    pathname: string;
    /** the raw path as sent, before percent-decoding */
    rawPath: string;
    params: Record<string, string>;
    /** parameter names in the order sent, repeated names kept */
    paramNames: string[];
    body: unknown;
    authorization: string | null;
}

const seen: Seen[] = [];

async function record(req: Request): Promise<Seen> {
    const url = new URL(req.url);
    const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.clone().text();
    const entry: Seen = {
        method: req.method,
        pathname: url.pathname,
        rawPath: req.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0],
        params: Object.fromEntries(url.searchParams),
        paramNames: [...url.searchParams.keys()],
        body: text ? JSON.parse(text) : undefined,
        authorization: req.headers.get('authorization'),
    };
    seen.push(entry);
    return entry;
}

const server = setupServer();

beforeAll(() => {
    vi.stubEnv('VITE_API_URL', '');
    server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    seen.length = 0;
});

afterAll(() => {
    server.close();
    vi.unstubAllEnvs();
});

/** Answers every request with `answer()` after recording it. */
function answerAll(answer: (entry: Seen) => Response | Promise<Response>) {
    server.use(
        http.all('*/admin/*', async ({ request }) => {
            const entry = await record(request);
            return answer(entry);
        })
    );
}

const empty204 = () => new HttpResponse(null, { status: 204 });

const list = (data: unknown[], total?: number) =>
    HttpResponse.json(total === undefined ? { data } : { data, meta: { total } });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
    try {
        await promise;
    } catch (error) {
        return error;
    }
    throw new Error('expected the call to fail, it succeeded');
}

// ---------------------------------------------------------------------------------------------

describe('listQuery', () => {
    const parse = (query: string) => Object.fromEntries(new URLSearchParams(query));

    it('maps pagination to 1-based page and per_page', () => {
        expect(parse(listQuery({ pagination: { page: 3, perPage: 25 } }))).toEqual({ page: '3', per_page: '25' });
    });

    it('defaults to page 1 and 15 per page', () => {
        expect(parse(listQuery({}))).toEqual({ page: '1', per_page: '15' });
    });

    it('sends search only when non-blank, trimmed', () => {
        expect(parse(listQuery({ filter: { search: '  طلا ' } })).search).toBe('طلا');
        expect(parse(listQuery({ filter: { search: '' } }))).not.toHaveProperty('search');
        expect(parse(listQuery({ filter: { search: '   ' } }))).not.toHaveProperty('search');
    });

    it('sends sort and a lowercased order only when a sort field is set', () => {
        expect(parse(listQuery({ sort: { field: 'created_at', order: 'DESC' } }))).toMatchObject({
            sort: 'created_at',
            order: 'desc',
        });
        expect(parse(listQuery({ sort: { field: 'title', order: 'ASC' } }))).toMatchObject({
            sort: 'title',
            order: 'asc',
        });
        const unsorted = parse(listQuery({ sort: { field: '', order: 'ASC' } }));
        expect(unsorted).not.toHaveProperty('sort');
        expect(unsorted).not.toHaveProperty('order');
    });

    it('appends filters: scalars as text, arrays joined with commas, booleans as 1/0', () => {
        const query = parse(
            listQuery({
                pagination: { page: 1, perPage: 10 },
                filter: { status: 'pending', user_id: 7, ids: [1, 2, 3], is_active: true, archived: false },
            })
        );
        expect(query).toEqual({
            page: '1',
            per_page: '10',
            status: 'pending',
            user_id: '7',
            ids: '1,2,3',
            is_active: '1',
            archived: '0',
        });
    });

    it('leaves out empty filters (undefined, null, empty string, empty array, objects)', () => {
        const query = parse(
            listQuery({
                filter: { a: undefined, b: null, c: '', d: [], e: { nested: 1 }, zero: 0 },
            })
        );
        expect(query).toEqual({ page: '1', per_page: '15', zero: '0' });
    });

    it('encodes values safely', () => {
        const query = listQuery({ filter: { search: 'a&b=c', note: 'x y' } });
        expect(new URLSearchParams(query).get('search')).toBe('a&b=c');
        expect(new URLSearchParams(query).get('note')).toBe('x y');
        expect(query).not.toContain('a&b=c');
    });
});

// ---------------------------------------------------------------------------------------------

describe('getList', () => {
    it('calls GET /admin/{resource} with page, per_page, search, sort, order and filters', async () => {
        answerAll(() => list([{ id: 1 }, { id: 2 }], 42));
        const result = await dataProvider.getList('delivery-request', {
            pagination: { page: 2, perPage: 20 },
            sort: { field: 'created_at', order: 'DESC' },
            filter: { search: 'علی', status: ['pending', 'approved'], paid: true, empty: '', none: null },
        });
        expect(seen).toHaveLength(1);
        expect(seen[0].method).toBe('GET');
        expect(seen[0].pathname).toBe('/admin/delivery-request');
        expect(seen[0].params).toEqual({
            page: '2',
            per_page: '20',
            search: 'علی',
            sort: 'created_at',
            order: 'desc',
            status: 'pending,approved',
            paid: '1',
        });
        expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
    });

    it('sends no search, sort, order or filters when none are set', async () => {
        answerAll(() => list([], 0));
        await dataProvider.getList('bank', {
            pagination: { page: 1, perPage: 15 },
            sort: { field: '', order: 'ASC' },
            filter: { search: '  ' },
        });
        expect(seen[0].params).toEqual({ page: '1', per_page: '15' });
        expect(seen[0].paramNames.sort()).toEqual(['page', 'per_page']);
    });

    it('sends a false boolean filter as 0', async () => {
        answerAll(() => list([], 0));
        await dataProvider.getList('user', {
            pagination: { page: 1, perPage: 15 },
            sort: { field: 'id', order: 'ASC' },
            filter: { is_blocked: false },
        });
        expect(seen[0].params).toMatchObject({ is_blocked: '0', sort: 'id', order: 'asc' });
    });

    it('falls back to the data length when meta.total is missing', async () => {
        answerAll(() => list([{ id: 'a' }, { id: 'b' }, { id: 'c' }]));
        const result = await dataProvider.getList('product', {
            pagination: { page: 1, perPage: 15 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(result.total).toBe(3);
        expect(result.data.map(r => r.id)).toEqual(['a', 'b', 'c']);
    });

    it('keeps a total of 0 from the server', async () => {
        answerAll(() => list([], 0));
        const result = await dataProvider.getList('product', {
            pagination: { page: 5, perPage: 15 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(result).toEqual({ data: [], total: 0 });
    });

    it('sends the bearer token', async () => {
        localStorage.setItem('token', 'tok-1');
        answerAll(() => list([], 0));
        await dataProvider.getList('bank', {
            pagination: { page: 1, perPage: 15 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
        });
        expect(seen[0].authorization).toBe('Bearer tok-1');
    });
});

// ---------------------------------------------------------------------------------------------

describe('getOne', () => {
    it('calls GET /admin/{resource}/{id} and returns data', async () => {
        answerAll(() => HttpResponse.json({ data: { id: 5, title: 'ملت' } }));
        const result = await dataProvider.getOne('bank', { id: 5 });
        expect(seen).toHaveLength(1);
        expect(seen[0].method).toBe('GET');
        expect(seen[0].pathname).toBe('/admin/bank/5');
        expect(seen[0].paramNames).toEqual([]);
        expect(result).toEqual({ data: { id: 5, title: 'ملت' } });
    });

    it('URL-encodes the id', async () => {
        answerAll(() => HttpResponse.json({ data: { id: 'a/b c?d' } }));
        const result = await dataProvider.getOne('setting', { id: 'a/b c?d' });
        expect(seen).toHaveLength(1);
        expect(seen[0].rawPath).toBe('/admin/setting/a%2Fb%20c%3Fd');
        expect(seen[0].paramNames).toEqual([]);
        expect(result.data.id).toBe('a/b c?d');
    });

    it('propagates a 404 as an HttpError', async () => {
        answerAll(() => HttpResponse.json({ message: 'یافت نشد' }, { status: 404 }));
        const error = (await rejection(dataProvider.getOne('bank', { id: 99 }))) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(404);
        expect(error.message).toBe('یافت نشد');
    });
});

// ---------------------------------------------------------------------------------------------

describe('getMany', () => {
    it('makes one GET per id, in parallel, and returns the records in the order of the ids', async () => {
        let inFlight = 0;
        let maxInFlight = 0;
        // Later ids answer sooner, so the order of answers differs from the order of ids.
        const delays: Record<string, number> = { '1': 60, '2': 30, '3': 0 };
        answerAll(async entry => {
            inFlight += 1;
            maxInFlight = Math.max(maxInFlight, inFlight);
            const id = entry.pathname.split('/').pop() as string;
            await new Promise(resolve => setTimeout(resolve, delays[id]));
            inFlight -= 1;
            return HttpResponse.json({ data: { id: Number(id), title: `t${id}` } });
        });
        const result = await dataProvider.getMany('user-category', { ids: [1, 2, 3] });
        expect(seen.map(s => `${s.method} ${s.pathname}`).sort()).toEqual([
            'GET /admin/user-category/1',
            'GET /admin/user-category/2',
            'GET /admin/user-category/3',
        ]);
        expect(maxInFlight).toBe(3);
        expect(result.data).toEqual([
            { id: 1, title: 't1' },
            { id: 2, title: 't2' },
            { id: 3, title: 't3' },
        ]);
    });

    it('makes no request for no ids', async () => {
        answerAll(() => HttpResponse.json({ data: { id: 1 } }));
        const result = await dataProvider.getMany('bank', { ids: [] });
        expect(result.data).toEqual([]);
        expect(seen).toHaveLength(0);
    });

    it('fails when one of the reads fails', async () => {
        answerAll(entry =>
            entry.pathname.endsWith('/2')
                ? HttpResponse.json({ message: 'gone' }, { status: 404 })
                : HttpResponse.json({ data: { id: 1 } })
        );
        const error = (await rejection(dataProvider.getMany('bank', { ids: [1, 2] }))) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(404);
    });
});

// ---------------------------------------------------------------------------------------------

describe('getManyReference', () => {
    it('is the list call with {target}={id} as a filter, plus pagination, sort and filters', async () => {
        answerAll(() => list([{ id: 10, user_id: 7 }], 1));
        const result = await dataProvider.getManyReference('order', {
            target: 'user_id',
            id: 7,
            pagination: { page: 2, perPage: 5 },
            sort: { field: 'created_at', order: 'DESC' },
            filter: { status: 'pending' },
        });
        expect(seen).toHaveLength(1);
        expect(seen[0].method).toBe('GET');
        expect(seen[0].pathname).toBe('/admin/order');
        expect(seen[0].params).toEqual({
            page: '2',
            per_page: '5',
            sort: 'created_at',
            order: 'desc',
            status: 'pending',
            user_id: '7',
        });
        expect(result).toEqual({ data: [{ id: 10, user_id: 7 }], total: 1 });
    });

    it('the reference id wins over a filter of the same name', async () => {
        answerAll(() => list([]));
        await dataProvider.getManyReference('order', {
            target: 'user_id',
            id: 7,
            pagination: { page: 1, perPage: 15 },
            sort: { field: 'id', order: 'ASC' },
            filter: { user_id: 99 },
        });
        expect(seen[0].params.user_id).toBe('7');
        expect(seen[0].paramNames.filter(name => name === 'user_id')).toHaveLength(1);
    });
});

// ---------------------------------------------------------------------------------------------

const bank = {
    title: 'بانک ملت',
    account_name: 'علی رضایی',
    iban: 'IR062960000000100324200001',
    card_number: '6104337812345678',
    accounting_id: 'A-17',
};

describe('create', () => {
    it('POSTs the record to /admin/{resource} and uses the {data} answer', async () => {
        answerAll(entry => HttpResponse.json({ data: { ...(entry.body as object), id: 12 } }, { status: 201 }));
        const result = await dataProvider.create('bank', { data: bank });
        expect(seen).toHaveLength(1);
        expect(seen[0].method).toBe('POST');
        expect(seen[0].pathname).toBe('/admin/bank');
        expect(seen[0].body).toEqual(bank);
        expect(result.data).toEqual({ ...bank, id: 12 });
    });

    it('uses the server record even when it differs from what was sent', async () => {
        answerAll(() => HttpResponse.json({ data: { id: 3, title: 'normalised' } }));
        const result = await dataProvider.create('bank', { data: { title: ' raw ' } });
        expect(result.data).toEqual({ id: 3, title: 'normalised' });
    });

    it('keeps what it sent on a 204', async () => {
        answerAll(empty204);
        const result = await dataProvider.create('bank', { data: { ...bank, id: 'client-1' } });
        expect(seen[0].method).toBe('POST');
        expect(result.data).toEqual({ ...bank, id: 'client-1' });
    });

    it('keeps what it sent on a 200 with an empty body', async () => {
        answerAll(() => new HttpResponse('', { status: 200 }));
        const result = await dataProvider.create('bank', { data: bank });
        expect(result.data).toMatchObject(bank);
    });

    it('gives an empty 201/204 answer an id, so react-admin counts the create as done', async () => {
        answerAll(empty204);
        const first = await dataProvider.create('bank', { data: bank });
        answerAll(() => new HttpResponse(null, { status: 201 }));
        const second = await dataProvider.create('bank', { data: bank });
        expect(first.data).toMatchObject(bank);
        expect(isProvisionalId(first.data.id)).toBe(true);
        expect(isProvisionalId(second.data.id)).toBe(true);
        expect(second.data.id).not.toBe(first.data.id);
        expect(isProvisionalId(12)).toBe(false);
        expect(isProvisionalId('12')).toBe(false);
    });

    it('takes the id of an empty answer from its Location header when the server sends one', async () => {
        answerAll(() => new HttpResponse(null, { status: 201, headers: { Location: 'https://api.example.com/admin/bank/77' } }));
        const result = await dataProvider.create('bank', { data: bank });
        expect(result.data).toEqual({ ...bank, id: 77 });
    });

    it('rejects with an HttpError carrying the joined field errors on a 422', async () => {
        answerAll(() =>
            HttpResponse.json(
                { message: 'خطا در اطلاعات', errors: { iban: ['شبا نامعتبر', 'تکراری'], title: ['الزامی'] } },
                { status: 422 }
            )
        );
        const error = (await rejection(dataProvider.create('bank', { data: bank }))) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(422);
        expect(error.message).toBe('خطا در اطلاعات');
        expect(error.body.errors).toEqual({ iban: 'شبا نامعتبر تکراری', title: 'الزامی' });
    });
});

// ---------------------------------------------------------------------------------------------

describe('update', () => {
    it('PUTs all fields plus the id to /admin/{resource}/{id} and uses the {data} answer', async () => {
        answerAll(() => HttpResponse.json({ data: { id: 4, ...bank, title: 'from server' } }));
        const result = await dataProvider.update('bank', {
            id: 4,
            data: { ...bank },
            previousData: { id: 4, ...bank, title: 'old' },
        });
        expect(seen).toHaveLength(1);
        expect(seen[0].method).toBe('PUT');
        expect(seen[0].pathname).toBe('/admin/bank/4');
        expect(seen[0].body).toEqual({ ...bank, id: 4 });
        expect(result.data).toEqual({ id: 4, ...bank, title: 'from server' });
    });

    it('sends the id it knows, even when the data carries another one', async () => {
        answerAll(empty204);
        await dataProvider.update('bank', { id: 4, data: { id: 999, title: 'x' }, previousData: { id: 4 } });
        expect(seen[0].pathname).toBe('/admin/bank/4');
        expect(seen[0].body).toEqual({ id: 4, title: 'x' });
    });

    it('keeps the sent data with the id on an empty answer', async () => {
        answerAll(empty204);
        const result = await dataProvider.update('bank', {
            id: 'b-7',
            data: { title: 'new title', iban: bank.iban },
            previousData: { id: 'b-7', title: 'old' },
        });
        expect(seen[0].pathname).toBe('/admin/bank/b-7');
        expect(result.data).toEqual({ id: 'b-7', title: 'new title', iban: bank.iban });
    });

    it('URL-encodes the id', async () => {
        answerAll(empty204);
        await dataProvider.update('setting', { id: 'site/name', data: { value: 'زر' }, previousData: { id: 'site/name' } });
        expect(seen[0].rawPath).toBe('/admin/setting/site%2Fname');
        expect(seen[0].body).toEqual({ id: 'site/name', value: 'زر' });
    });

    it('tells a 202 (sent for a second admin’s approval) apart: an HttpError of 202 carrying the approval, nothing applied', async () => {
        const approval = { id: 9, subject_type: 'receipt', subject_id: 3, status: 'pending' };
        answerAll(() => HttpResponse.json({ message: 'برای تأیید همکار فرستاده شد.', data: approval }, { status: 202 }));
        const error = (await rejection(
            dataProvider.update('receipt', { id: 3, data: { status: 'approved' }, previousData: { id: 3, status: 'pending' } })
        )) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(202);
        expect(error.message).toBe('برای تأیید همکار فرستاده شد.');
        expect(error.body.data).toEqual(approval);
    });

    it('propagates a 422 as an HttpError', async () => {
        answerAll(() => HttpResponse.json({ message: 'bad', errors: { title: ['too long'] } }, { status: 422 }));
        const error = (await rejection(
            dataProvider.update('bank', { id: 1, data: { title: 'x' }, previousData: { id: 1 } })
        )) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(422);
        expect(error.body.errors).toEqual({ title: 'too long' });
    });
});

// ---------------------------------------------------------------------------------------------

describe('updateMany', () => {
    it('PUTs once per id, each body with its own id, and returns the ids', async () => {
        answerAll(empty204);
        const result = await dataProvider.updateMany('order', { ids: [1, 2, 'x'], data: { status: 'approved' } });
        const puts = seen
            .map(s => ({ method: s.method, pathname: s.pathname, body: s.body }))
            .sort((a, b) => a.pathname.localeCompare(b.pathname));
        expect(puts).toEqual([
            { method: 'PUT', pathname: '/admin/order/1', body: { status: 'approved', id: 1 } },
            { method: 'PUT', pathname: '/admin/order/2', body: { status: 'approved', id: 2 } },
            { method: 'PUT', pathname: '/admin/order/x', body: { status: 'approved', id: 'x' } },
        ]);
        expect(result).toEqual({ data: [1, 2, 'x'] });
    });

    it('fails when one of the updates fails', async () => {
        answerAll(entry =>
            entry.pathname.endsWith('/2') ? HttpResponse.json({ message: 'no' }, { status: 403 }) : empty204()
        );
        const error = (await rejection(
            dataProvider.updateMany('order', { ids: [1, 2], data: { status: 'approved' } })
        )) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(403);
    });
});

// ---------------------------------------------------------------------------------------------

describe('delete', () => {
    it('DELETEs /admin/{resource}/{id} and returns previousData on a 204', async () => {
        answerAll(empty204);
        const previousData = { id: 8, ...bank };
        const result = await dataProvider.delete('bank', { id: 8, previousData });
        expect(seen).toHaveLength(1);
        expect(seen[0].method).toBe('DELETE');
        expect(seen[0].pathname).toBe('/admin/bank/8');
        expect(seen[0].body).toBeUndefined();
        expect(result.data).toEqual(previousData);
    });

    it('returns {id} on a 204 without previousData', async () => {
        answerAll(empty204);
        const result = await dataProvider.delete('bank', { id: 8 });
        expect(result.data).toEqual({ id: 8 });
    });

    it('uses the {data} answer when there is one', async () => {
        answerAll(() => HttpResponse.json({ data: { id: 8, title: 'deleted', deleted_at: '2024-01-01' } }));
        const result = await dataProvider.delete('bank', { id: 8, previousData: { id: 8, title: 'old' } });
        expect(result.data).toEqual({ id: 8, title: 'deleted', deleted_at: '2024-01-01' });
    });

    it('propagates a server error', async () => {
        answerAll(() => new HttpResponse(null, { status: 500 }));
        const error = (await rejection(dataProvider.delete('bank', { id: 8 }))) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(500);
        expect(error.message).toBe('app.errors.server');
    });
});

// ---------------------------------------------------------------------------------------------

describe('deleteMany', () => {
    it('DELETEs once per id and returns the ids', async () => {
        answerAll(empty204);
        const result = await dataProvider.deleteMany('product-category', { ids: [3, 4] });
        expect(seen.map(s => `${s.method} ${s.pathname}`).sort()).toEqual([
            'DELETE /admin/product-category/3',
            'DELETE /admin/product-category/4',
        ]);
        expect(result).toEqual({ data: [3, 4] });
    });

    it('fails when one of the deletes fails', async () => {
        answerAll(entry =>
            entry.pathname.endsWith('/4') ? HttpResponse.json({ message: 'in use' }, { status: 409 }) : empty204()
        );
        const error = (await rejection(dataProvider.deleteMany('product-category', { ids: [3, 4] }))) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(409);
        expect(error.message).toBe('in use');
    });
});

// ---------------------------------------------------------------------------------------------

describe('network failure', () => {
    it('propagates as an HttpError with status 0', async () => {
        answerAll(() => HttpResponse.error());
        const error = (await rejection(
            dataProvider.getList('bank', {
                pagination: { page: 1, perPage: 15 },
                sort: { field: 'id', order: 'ASC' },
                filter: {},
            })
        )) as HttpError;
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(0);
        expect(error.message).toBe('app.errors.network');
    });
});
