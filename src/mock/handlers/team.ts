import { http, HttpResponse } from 'msw';
import { MOBILE_PATTERN } from '../../domain/mobile';
import { APPROVAL_STATUS, STAFF_ROLE, idsOf } from '../../domain/statuses';
import { decideApproval, listApprovals, mayOpen } from '../approvals';
import type { MockRecord } from '../db';
import { readMockSettings } from '../settings';
import { team } from '../teamStore';
import { INVALID_MESSAGE } from '../validation';
import { causerOf } from './activity';
import { signedIn } from './unauthenticated';
import { readBody } from './readBody';

/**
 * The approvals (`/admin/approval`) and the staff (`/admin/staff`) of docs/openapi.yaml: lists,
 * one record, an approval's decision, a staff member's creation and change. Each refuses an admin
 * without the screen (403): the approvals need `approval` in the accesses, the staff `staff`
 * (a super admin opens both). The developer settings `approvals: 'missing'` and `staff: 'missing'`
 * answer 404, as a server without that part would.
 */

const notFound = () => HttpResponse.json({ message: 'موردی با این شناسه پیدا نشد.' }, { status: 404 });
const invalid = (errors: Record<string, string[]>) => HttpResponse.json({ message: Object.values(errors)[0]?.[0] ?? INVALID_MESSAGE, errors }, { status: 422 });

/** The page of a list: `page` and `per_page` checked as every list's. */
function paging(url: URL): { page: number; perPage: number } | null {
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '15');
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 1000) return null;
    return { page, perPage };
}

/** The approvals need `approval` in the accesses, the staff `staff` (a super admin opens both). */
/** A server without that part (the developer settings `approvals: 'missing'`, `staff: 'missing'`): every path of it is unknown. */
const APPROVALS = { menuId: 'approval', mayOpen, missing: () => readMockSettings().approvals === 'missing' };
const STAFF = { menuId: 'staff', mayOpen, missing: () => readMockSettings().staff === 'missing' };

const APPROVAL_STATUSES: string[] = idsOf(APPROVAL_STATUS);
const ROLES: string[] = idsOf(STAFF_ROLE);

/** What a staff write must satisfy: field → messages (empty when it may go ahead). */
function staffErrors(data: Record<string, unknown>, id?: number): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    if (typeof data.name !== 'string' || data.name.trim().length < 2) errors.name = ['نام را دست‌کم با ۲ نویسه بنویسید.'];
    else if (data.name.length > 100) errors.name = ['نام حداکثر ۱۰۰ نویسه است.'];
    if (typeof data.mobile !== 'string' || !MOBILE_PATTERN.test(data.mobile)) errors.mobile = ['شماره موبایل باید با ۰۹ شروع شود و ۱۱ رقم باشد.'];
    else if (team.staff.all().some(member => member.mobile === data.mobile && member.id !== id)) errors.mobile = ['این شماره موبایل برای همکار دیگری ثبت شده است.'];
    if (data.role !== undefined && !ROLES.includes(String(data.role))) errors.role = ['نقش معتبر نیست.'];
    if (data.accesses !== undefined && (!Array.isArray(data.accesses) || data.accesses.some(access => typeof access !== 'string'))) errors.accesses = ['دسترسی‌ها معتبر نیستند.'];
    if (data.permissions !== undefined) {
        const rules = data.permissions;
        const valid =
            Array.isArray(rules) &&
            rules.every(
                rule =>
                    rule &&
                    typeof rule === 'object' &&
                    typeof (rule as MockRecord).resource === 'string' &&
                    typeof (rule as MockRecord).action === 'string' &&
                    ((rule as MockRecord).max_amount == null || (typeof (rule as MockRecord).max_amount === 'number' && ((rule as MockRecord).max_amount as number) >= 0))
            );
        if (!valid) errors.permissions = ['قواعد دسترسی معتبر نیستند.'];
    }
    if (data.active !== undefined && typeof data.active !== 'boolean') errors.active = ['مقدار معتبر نیست.'];
    return errors;
}

/** The fields of a staff member a write may set. */
const STAFF_FIELDS = ['name', 'mobile', 'role', 'accesses', 'permissions', 'active'];
const staffData = (body: Record<string, unknown>) => Object.fromEntries(STAFF_FIELDS.filter(field => field in body).map(field => [field, body[field]]));

export const teamHandlers = [
    http.get('*/admin/approval', signedIn(APPROVALS, async ({ request }, claims) => {
        const url = new URL(request.url);
        const page = paging(url);
        if (!page) return invalid({ page: ['مقدار معتبر نیست.'] });
        const get = (key: string) => url.searchParams.get(key) ?? undefined;
        const status = get('status');
        if (status !== undefined && !APPROVAL_STATUSES.includes(status)) return invalid({ status: ['وضعیت معتبر نیست.'] });
        const box = get('box');
        if (box !== undefined && box !== 'to_review' && box !== 'mine') return invalid({ box: ['مقدار معتبر نیست.'] });
        const rows = listApprovals({ status, box, subject_type: get('subject_type'), subject_id: get('subject_id'), maker_id: get('maker_id') }, causerOf(claims).id);
        const start = (page.page - 1) * page.perPage;
        return HttpResponse.json({ data: rows.slice(start, start + page.perPage), meta: { total: rows.length } });
    })),

    http.get('*/admin/approval/:id', signedIn(APPROVALS, async ({ params }) => {
        listApprovals({}, 0); // the expired ones said so
        const approval = team.approvals.get(Number(params.id));
        return approval ? HttpResponse.json({ data: approval }) : notFound();
    })),

    http.put('*/admin/approval/:id', signedIn(APPROVALS, async ({ params, request }, claims) => {
        const body = await readBody(request);
        if (!body) return HttpResponse.json({ message: INVALID_MESSAGE }, { status: 400 });
        const answer = decideApproval(Number(params.id), body, causerOf(claims));
        return answer ? HttpResponse.json(answer.json as Record<string, unknown>, { status: answer.status }) : notFound();
    })),

    http.get('*/admin/staff', signedIn(STAFF, async ({ request }) => {
        const url = new URL(request.url);
        const page = paging(url);
        if (!page) return invalid({ page: ['مقدار معتبر نیست.'] });
        const filters: Record<string, string> = {};
        for (const key of ['role', 'active']) {
            const value = url.searchParams.get(key);
            if (value !== null) filters[key] = value;
        }
        const { data, total } = team.staff.list({
            ...page,
            search: url.searchParams.get('search') ?? undefined,
            sort: url.searchParams.get('sort') ?? undefined,
            order: (url.searchParams.get('order') ?? undefined) as 'asc' | 'desc' | undefined,
            filters,
        });
        return HttpResponse.json({ data, meta: { total } });
    })),

    http.get('*/admin/staff/:id', signedIn(STAFF, async ({ params }) => {
        const member = team.staff.get(Number(params.id));
        return member ? HttpResponse.json({ data: member }) : notFound();
    })),

    http.post('*/admin/staff', signedIn(STAFF, async ({ request }) => {
        const body = await readBody(request);
        if (!body) return HttpResponse.json({ message: INVALID_MESSAGE }, { status: 400 });
        const data: Record<string, unknown> = { role: 'admin', accesses: [], permissions: [], active: true, ...staffData(body) };
        const errors = staffErrors(data);
        if (Object.keys(errors).length) return invalid(errors);
        const member = team.staff.create({ ...data, name: String(data.name).trim(), created_at: new Date().toISOString() });
        return HttpResponse.json({ data: member }, { status: 201 });
    })),

    http.put('*/admin/staff/:id', signedIn(STAFF, async ({ params, request }) => {
        const id = Number(params.id);
        const stored = team.staff.get(id);
        if (!stored) return notFound();
        const body = await readBody(request);
        if (!body) return HttpResponse.json({ message: INVALID_MESSAGE }, { status: 400 });
        const data = { ...stored, ...staffData(body) };
        const errors = staffErrors(data, id);
        if (Object.keys(errors).length) return invalid(errors);
        return HttpResponse.json({ data: team.staff.update(id, { ...staffData(body), ...(typeof data.name === 'string' ? { name: data.name.trim() } : {}) }) });
    })),
];
