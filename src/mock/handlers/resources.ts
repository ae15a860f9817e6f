import { http, HttpResponse } from 'msw';
import type { ListQuery } from '../db';
import { adminIdOf, adminProfile, claimsOf, type MockClaims } from '../auth';
import type { Collection, MockRecord } from '../db';
import type { MockResource } from '../resource';
import { latency } from '../latency';
import { unauthenticated } from './unauthenticated';
import { mockResource, missingReferences, referencedBy, removeWithParts, store } from '../store';
import { checkDecision } from '../workflow';
import { readMockSettings, writeMockSettings } from '../settings';
import { NOT_PERMITTED, decisionOfStatus, mockRoleOf, opensMenu, verdictOf } from '../roles';
import { recordCreated, recordDeleted, recordUpdated } from '../activity';
import { causerOf } from './activity';
import { failureAnswer } from './failure';
import { syncServedResources } from '../served';
import { INVALID_MESSAGE, validate } from '../validation';
import { REQUESTED_MESSAGE, WAITING_MESSAGE, approvalFor } from '../approvals';
import { readBody } from './readBody';
import { definedMenuId } from '../definitions';

/** Generic REST of docs/openapi.yaml for every resource of the mock backend. */

/**
 * The menu id that guards a resource (docs/openapi.yaml, `MenuId`): its definition's (a built-in
 * one's, or the served one it was made from), and for a part of another resource (a ticket's
 * messages) its whole's.
 */
const menuIdOf = (resource: string): string => {
    const whole = mockResource(resource)?.partOf;
    if (whole) return menuIdOf(whole);
    return mockResource(resource)?.menuId ?? definedMenuId(resource) ?? resource;
};

/**
 * A strict server refuses a resource outside the admin's accesses with 403, and, when the admin
 * has `permissions`, an action they do not allow (src/mock/roles.ts, judged by
 * src/domain/permissions.ts). The admin is the developer panel's preset at the time of the
 * request (as if a super admin changed their rights while the page was open).
 */
function forbidden(claims: { role: string }, resource: string, action?: string, amount?: unknown) {
    const role = mockRoleOf(claims);
    if (!opensMenu(role, menuIdOf(resource))) return HttpResponse.json({ message: 'شما به این بخش دسترسی ندارید.' }, { status: 403 });
    if (action && !verdictOf(role, resource, action, amount).allowed) return HttpResponse.json({ message: NOT_PERMITTED }, { status: 403 });
    return null;
}

/** A rehearsed failure of this write (developer setting `writeFailures`), counted down; else null. */
function rehearsedWriteFailure(): Response | null {
    const { writeFailures, writeFailure } = readMockSettings();
    if (!(writeFailures > 0)) return null;
    writeMockSettings({ writeFailures: writeFailures - 1 });
    return failureAnswer(writeFailure);
}

/**
 * A record as answered: as stored, or, for a server that keeps no versions (developer setting
 * `versions: 'off'`), without `updated_at` and `decided_by` (unless the resource shows its own
 * `updated_at`, as settings do).
 */
function present(name: string, record: MockRecord): MockRecord {
    if (readMockSettings().versions !== 'off') return record;
    const shown = { ...record };
    if (!mockResource(name)?.readOnly?.includes('updated_at')) delete shown.updated_at;
    delete shown.decided_by;
    return shown;
}

/** A write's answer in the style the developer chose: `{ data }`, or `204` with no body. */
function written(name: string, record: MockRecord | undefined, status = 200) {
    return readMockSettings().writeAnswer === 'empty' || !record
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ data: present(name, record) }, { status });
}

const notFound = () => HttpResponse.json({ message: 'موردی با این شناسه پیدا نشد.' }, { status: 404 });
const RESERVED = new Set(['page', 'per_page', 'search', 'sort', 'order']);

function listQuery(url: URL): ListQuery | string {
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '15');
    if (!Number.isInteger(page) || page < 1) return 'page';
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 1000) return 'per_page';
    const order = url.searchParams.get('order');
    if (order !== null && order !== 'asc' && order !== 'desc') return 'order';
    const filters: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
        if (!RESERVED.has(key)) filters[key] = value;
    });
    return {
        page,
        perPage,
        search: url.searchParams.get('search') ?? undefined,
        sort: url.searchParams.get('sort') ?? undefined,
        order: (order ?? undefined) as ListQuery['order'],
        filters,
    };
}

/** Fields every record's server owns: its version and who decided it. */
const SERVER_OWNED = ['updated_at', 'decided_by', 'pending_approval'];

function writable(body: Record<string, unknown>, readOnly: string[] = []): Record<string, unknown> {
    const data = { ...body };
    delete data.id;
    for (const field of SERVER_OWNED) delete data[field];
    for (const field of readOnly) delete data[field];
    return data;
}

/**
 * A `PUT` built on an older version of the record than the stored one (its `updated_at` is
 * older): the server changes nothing and answers 409 with the record as it is now. A body
 * without `updated_at` is not checked (a client that does not keep versions).
 */
function conflict(stored: MockRecord, body: Record<string, unknown>): Response | null {
    const read = body.updated_at;
    if (read === undefined || read === null || readMockSettings().versions === 'off') return null;
    const readAt = typeof read === 'string' ? Date.parse(read) : Number.NaN;
    const storedAt = Date.parse(String(stored.updated_at ?? ''));
    if (Number.isNaN(storedAt) || (!Number.isNaN(readAt) && readAt >= storedAt)) return null;
    return HttpResponse.json({ message: 'این رکورد در این فاصله تغییر کرده است.', data: stored }, { status: 409 });
}

/** Whether a `PUT` decides the record: it moves its status (an order's by its `status_enum`). */
function isDecision(stored: MockRecord, data: Record<string, unknown>): boolean {
    const next = data.status;
    if (next === undefined || next === null) return false;
    const current = 'status_enum' in stored ? stored.status_enum : stored.status;
    return next !== current;
}

/** Who decided: the signed-in admin, as `/admin/me` names them. */
const decider = (claims: MockClaims) => ({ id: adminIdOf(claims.sub), name: adminProfile(claims).name });

function invalid(errors: Record<string, string[]>) {
    return HttpResponse.json({ message: INVALID_MESSAGE, errors }, { status: 422 });
}

/** What a handler has once the opening checks passed: the admin, the resource, and what it asked for. */
interface Opened {
    claims: MockClaims;
    request: Request;
    name: string;
    id: number;
    collection: Collection;
    resource: MockResource;
}

/** Opened with the record of the path's id looked up (it exists). */
type OpenedRecord = Opened & { stored: MockRecord };

interface Opening {
    /** the action the admin must be allowed (their `permissions`); none: the resource's menu id alone */
    action?: string;
    /** a write: the developer's rehearsed write failure answers first */
    write?: boolean;
}

/**
 * The opening checks of every resource call, in the order a strict server makes them: the latency,
 * the served resources' records, the token (401), a rehearsed write failure, the resource's menu id
 * and the action (403), a rehearsed list failure (a list), then the resource (404).
 */
function opened(
    { action, write }: Opening,
    answer: (opened: Opened) => Response | Promise<Response>,
    rehearsedList = false
) {
    return async ({ params, request }: { params: Record<string, string | readonly string[] | undefined>; request: Request }) => {
        await latency();
        syncServedResources(); // a served resource's records, after a reload too
        const claims = claimsOf(request);
        if (!claims) return unauthenticated();
        if (write) {
            const failed = rehearsedWriteFailure();
            if (failed) return failed;
        }
        const name = String(params.resource);
        const refused = forbidden(claims, name, action);
        if (refused) return refused;
        if (rehearsedList) {
            const rehearsed = readMockSettings().listFailures?.[name];
            if (rehearsed) return failureAnswer(rehearsed);
        }
        const collection = store.get(name);
        const resource = mockResource(name);
        if (!collection || !resource) return notFound();
        return answer({ claims, request, name, id: Number(params.id), collection, resource });
    };
}

/** `opened`, and the record of the path's id (404 when there is none). */
const openedRecord = (opening: Opening, answer: (opened: OpenedRecord) => Response | Promise<Response>) =>
    opened(opening, context => {
        const stored = context.collection.get(context.id);
        return stored ? answer({ ...context, stored }) : notFound();
    });

export const resourceHandlers = [
    http.get(
        '*/admin/:resource',
        opened(
            { action: 'list' },
            ({ request, name, collection }) => {
                const query = listQuery(new URL(request.url));
                if (typeof query === 'string') return invalid({ [query]: ['مقدار معتبر نیست.'] });
                const { data, total } = collection.list(query);
                return HttpResponse.json({ data: data.map(record => present(name, record)), meta: { total } });
            },
            true
        )
    ),

    http.get(
        '*/admin/:resource/:id',
        openedRecord({ action: 'show' }, ({ name, stored }) => HttpResponse.json({ data: present(name, stored) }))
    ),

    http.post(
        '*/admin/:resource',
        opened({ action: 'create', write: true }, async ({ claims, request, name, collection, resource }) => {
            const body = await readBody(request);
            if (!body) return HttpResponse.json({ message: INVALID_MESSAGE }, { status: 400 });
            const data = writable(body, resource.readOnly);
            const errors =
                validate(resource.rules, data) ?? missingReferences(resource, data) ?? resource.check?.(data, collection, undefined, store) ?? null;
            if (errors) return invalid(errors);
            const prepared = resource.onWrite?.(data, store) ?? data;
            const record = collection.create(resource.onCreate?.(prepared, store) ?? prepared);
            resource.afterCreate?.(record, store);
            recordCreated(name, record, causerOf(claims));
            return written(name, record, 201);
        })
    ),

    http.put(
        '*/admin/:resource/:id',
        openedRecord({ write: true }, async ({ claims, request, name, id, collection, resource, stored }) => {
            const body = await readBody(request);
            if (!body) return HttpResponse.json({ message: INVALID_MESSAGE }, { status: 400 });
            const changed = conflict(stored, body);
            if (changed) return changed;
            // waiting for a second admin's approval: no decision and no edit until it is decided
            if (stored.pending_approval) return HttpResponse.json({ message: WAITING_MESSAGE, errors: { status: [WAITING_MESSAGE] } }, { status: 422 });
            const data = writable(body, resource.readOnly);
            for (const field of resource.fixedOnUpdate ?? []) data[field] = stored[field]; // not the client's to change
            // an edit, or a decision (by its id, from the status it moves to) the admin must be allowed
            const moving = isDecision(stored, data);
            const action = moving ? (decisionOfStatus(data.status ?? data.status_enum) ?? 'edit') : 'edit';
            const notPermitted = forbidden(claims, name, action, stored.amount);
            if (notPermitted) return notPermitted;
            const decision = resource.workflow ? checkDecision(resource.workflow, stored, data) : null;
            if (decision?.status) return HttpResponse.json({ message: decision.status[0], errors: decision }, { status: 422 });
            const errors =
                validate(resource.rules, data) ??
                decision ??
                missingReferences(resource, data) ??
                resource.check?.(data, collection, id, store) ??
                null;
            if (errors) return invalid(errors);
            // over the admin's limit: not applied; it waits for a second admin (202, src/mock/approvals.ts)
            const approval = moving ? approvalFor(mockRoleOf(claims), name, stored, data, action, causerOf(claims)) : null;
            if (approval) return HttpResponse.json({ message: REQUESTED_MESSAGE, data: approval }, { status: 202 });
            const decided = moving ? { decided_by: decider(claims) } : {};
            const record = collection.update(id, { ...(resource.onWrite?.(data, store) ?? data), ...decided });
            if (record) recordUpdated(name, stored, record, causerOf(claims));
            return written(name, record);
        })
    ),

    http.delete(
        '*/admin/:resource/:id',
        openedRecord({ action: 'delete', write: true }, ({ claims, name, id }) => {
            const usedBy = referencedBy(name, id);
            if (usedBy) return HttpResponse.json({ message: usedBy }, { status: 422 });
            const removed = removeWithParts(name, id);
            if (removed) recordDeleted(name, removed, causerOf(claims));
            return removed ? written(name, removed) : notFound();
        })
    ),
];
