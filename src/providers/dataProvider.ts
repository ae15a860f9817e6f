import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { request } from './httpClient';
import { noteOwnWrite } from './ownWrites';

/**
 * react-admin's data provider over the admin REST API (docs/openapi.yaml, the resource paths):
 * `GET /admin/{resource}?page&per_page&search&sort&order&<filter>` → `{ data, meta: { total } }`,
 * `GET|PUT|DELETE /admin/{resource}/{id}`, `POST /admin/{resource}`.
 */
const base = (resource: string) => `/admin/${resource}`;
/** The path of one record: `GET|PUT|DELETE /admin/{resource}/{id}`. */
export const recordPath = (resource: string, id: Identifier) => `${base(resource)}/${encodeURIComponent(String(id))}`;

interface Envelope<T> {
    data?: T;
    meta?: { total?: number };
}

function isRecord(value: unknown): value is RaRecord {
    return !!value && typeof value === 'object' && !Array.isArray(value) && 'id' in value;
}

function appendFilter(query: URLSearchParams, key: string, value: unknown): void {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
        if (value.length) query.set(key, value.map(String).join(','));
        return;
    }
    if (typeof value === 'boolean') {
        query.set(key, value ? '1' : '0');
        return;
    }
    if (typeof value === 'object') return;
    query.set(key, String(value));
}

/** The list query of docs/openapi.yaml, resources; `search`, `sort`/`order` and filters only when set. */
export function listQuery(params: {
    pagination?: { page: number; perPage: number };
    sort?: { field: string; order: string };
    filter?: Record<string, unknown>;
}): string {
    const query = new URLSearchParams();
    const { page = 1, perPage = 15 } = params.pagination ?? {};
    query.set('page', String(page));
    query.set('per_page', String(perPage));
    const { search, ...filters } = params.filter ?? {};
    if (typeof search === 'string' && search.trim()) query.set('search', search.trim());
    if (params.sort?.field) {
        query.set('sort', params.sort.field);
        query.set('order', params.sort.order?.toLowerCase() === 'desc' ? 'desc' : 'asc');
    }
    for (const [key, value] of Object.entries(filters)) appendFilter(query, key, value);
    return query.toString();
}

/** The path of a list's page: `GET /admin/{resource}?…` with `listQuery`. */
export const listPath = (resource: string, params: Parameters<typeof listQuery>[0]) => `${base(resource)}?${listQuery(params)}`;

async function getList(resource: string, params: Parameters<DataProvider['getList']>[1]) {
    const { json } = await request<Envelope<RaRecord[]>>(listPath(resource, params), {
        signal: params.signal,
    });
    const data = Array.isArray(json?.data) ? json.data : [];
    const total = typeof json?.meta?.total === 'number' ? json.meta.total : data.length;
    return { data, total };
}

async function getOne(resource: string, id: Identifier, signal?: AbortSignal) {
    const { json } = await request<Envelope<RaRecord>>(recordPath(resource, id), { signal });
    if (!isRecord(json?.data)) throw new Error('app.errors.server');
    return json.data;
}

/** A write answer may be `{ data }` or empty: then the admin keeps what it sent (docs/openapi.yaml). */
function written<T extends RaRecord>(answer: Envelope<RaRecord> | null, sent: Partial<T>, id?: Identifier): T {
    if (isRecord(answer?.data)) return answer.data as T;
    return { ...sent, id: id ?? sent.id } as T;
}

/**
 * The version a write is based on (docs/openapi.yaml, conventions: versions): the `updated_at` of
 * the record as the admin read it. A body that carries its own `updated_at` says which version it
 * was built on (a form keeps the record as it was opened; a "keep mine" carries the current one);
 * otherwise react-admin's `previousData`. A record without `updated_at` sends none, as before.
 */
export function readVersion(data: unknown, previousData?: unknown): string | undefined {
    const own = (data as { updated_at?: unknown } | undefined)?.updated_at;
    if (typeof own === 'string' && own) return own;
    const read = (previousData as { updated_at?: unknown } | undefined)?.updated_at;
    return typeof read === 'string' && read ? read : undefined;
}

/** The body of a `PUT`: the data, the record's own id, and the version read when there is one. */
function putBody(data: object, id: Identifier, previousData?: unknown): Record<string, unknown> {
    const body: Record<string, unknown> = { ...data, id };
    const version = readVersion(data, previousData);
    if (version) body.updated_at = version;
    else delete body.updated_at;
    return body;
}

/** Marks the id of a record the server created without saying its id (an empty `POST` answer). */
const PROVISIONAL = 'provisional-';
let provisionalCount = 0;

/**
 * Whether an id is the placeholder of a record the server created but did not return: the record
 * exists on the server (the create succeeded) but its real id is known only after the next list
 * fetch. Never use such an id in a URL.
 */
export const isProvisionalId = (id: Identifier | undefined): boolean =>
    typeof id === 'string' && id.startsWith(PROVISIONAL);

/**
 * The id of a record created with an empty answer: the last segment of a `Location` header when
 * the server sends one, otherwise a provisional id. react-admin needs an id to treat a create as
 * done; without one it would call the save failed and a second press would create a duplicate.
 */
function createdId(headers: Headers): Identifier {
    const location = headers.get('Location');
    const last = location?.split(/[?#]/)[0].split('/').filter(Boolean).at(-1);
    if (last) {
        const decoded = decodeURIComponent(last);
        return /^\d+$/.test(decoded) ? Number(decoded) : decoded;
    }
    provisionalCount += 1;
    return `${PROVISIONAL}${Date.now().toString(36)}-${provisionalCount}`;
}

/**
 * A `PUT` answered `202 Accepted` (docs/openapi.yaml, `Approval`): the change was not applied, it
 * waits for a second admin. Neither a success (the record did not change) nor a failure: an
 * HttpError of status 202 whose body's `data` is the approval, for the caller to tell apart.
 */
export const APPROVAL_REQUESTED = 202;

function approvalRequested(json: (Envelope<RaRecord> & { message?: unknown }) | null): HttpError {
    const message = typeof json?.message === 'string' && json.message.trim() ? json.message : 'app.errors.sent_for_approval';
    return new HttpError(message, APPROVAL_REQUESTED, { message, data: isRecord(json?.data) ? json.data : undefined });
}

/** `GET /admin/me/broadcasting-info` (docs/asyncapi.yaml): where the live channel is. */
export const BROADCASTING_INFO_PATH = '/admin/me/broadcasting-info';

/**
 * The calls of the live layer that are not a resource's CRUD (docs/openapi.yaml, gold and order;
 * docs/asyncapi.yaml). Each answers the server's `data` as it came (unknown): the live layer checks
 * its shape. Failures are react-admin's HttpError, as for every other call.
 */
export interface LiveCalls {
    /** `GET /admin/me/broadcasting-info` */
    broadcastingInfo(): Promise<unknown>;
    /** `GET /admin/products/xau`: the gold ounce price */
    goldPrice(): Promise<unknown>;
    /** `GET /admin/dashboard/vector`: today's vector figure */
    todayVector(): Promise<unknown>;
    /**
     * `PUT /admin/order/{id}` with exactly the decision's body (no `id` added, unlike `update`);
     * its `updated_at`, when the order had one, is the version the decision was taken on
     */
    decideOrder(id: Identifier, body: object): Promise<unknown>;
    /**
     * The live channel's authorisation: `POST {url}` with `{ socket_id, channel_name }`, answering
     * the `auth` signature, and for a presence channel `channel_data` (who this admin is on it).
     * pusher-js's own request sends no cookies cross-origin, so this is a fetch with the cookies
     * and the bearer token; a 401 ends the session like any other 401.
     */
    authorizeChannel(url: string, socketId: string, channelName: string): Promise<{ auth: string; channel_data?: string }>;
}

export type AppDataProvider = DataProvider & LiveCalls;

const dataOf = async (path: string) => (await request<Envelope<unknown>>(path)).json?.data;

export const dataProvider: AppDataProvider = {
    getList: (resource, params) => getList(resource, params) as never,

    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id, params.signal)) as never }),

    // No batch read in the API: one GET per id, in parallel (react-admin caches them).
    getMany: async (resource, params) => ({
        data: (await Promise.all(params.ids.map(id => getOne(resource, id, params.signal)))) as never,
    }),

    getManyReference: (resource, params) =>
        getList(resource, {
            ...params,
            filter: { ...params.filter, [params.target]: params.id },
        }) as never,

    create: async (resource, params) => {
        const { json, headers } = await request<Envelope<RaRecord>>(base(resource), { method: 'POST', body: params.data });
        if (isRecord(json?.data)) return { data: json.data as never };
        // 201/204 with no record: created all the same; react-admin then refetches the lists
        const data = params.data as Partial<RaRecord> | undefined;
        return { data: { ...data, id: data?.id ?? createdId(headers) } as never };
    },

    update: async (resource, params) => {
        // the record's own id (a number), not the route's text
        const body = putBody(params.data as object, params.previousData?.id ?? params.id, params.previousData);
        const { json, status } = await request<Envelope<RaRecord> & { message?: unknown }>(recordPath(resource, params.id), { method: 'PUT', body });
        if (status === 202) throw approvalRequested(json);
        noteOwnWrite(resource, params.id, json?.data);
        if (isRecord(json?.data)) return { data: json.data as never };
        // an empty answer says nothing of the new version: the version sent is no longer the
        // record's, so the record kept has none (the next save is then not checked, as without versions)
        const kept: Record<string, unknown> = { ...body };
        if (body.updated_at !== undefined) delete kept.updated_at;
        return { data: written(null, kept as RaRecord, params.id) as never };
    },

    updateMany: async (resource, params) => {
        await Promise.all(
            params.ids.map(async id => {
                const { json } = await request<Envelope<RaRecord>>(recordPath(resource, id), { method: 'PUT', body: { ...params.data, id } });
                noteOwnWrite(resource, id, json?.data);
            })
        );
        return { data: params.ids };
    },

    delete: async (resource, params) => {
        const { json } = await request<Envelope<RaRecord>>(recordPath(resource, params.id), { method: 'DELETE' });
        const fallback = params.previousData ?? { id: params.id };
        return { data: written(json, fallback, params.id) as never };
    },

    deleteMany: async (resource, params) => {
        await Promise.all(params.ids.map(id => request(recordPath(resource, id), { method: 'DELETE' })));
        return { data: params.ids };
    },

    broadcastingInfo: () => dataOf(BROADCASTING_INFO_PATH),

    goldPrice: () => dataOf('/admin/products/xau'),

    todayVector: () => dataOf('/admin/dashboard/vector'),

    decideOrder: async (id, body) => {
        const { json } = await request<Envelope<RaRecord>>(recordPath('order', id), { method: 'PUT', body });
        noteOwnWrite('order', id, json?.data);
        return json;
    },

    // loaded with the live connection (itself lazy), not with the page
    authorizeChannel: (url, socketId, channelName) =>
        import('./channelAuthorization').then(module => module.authorizeChannel(url, socketId, channelName)),
};
