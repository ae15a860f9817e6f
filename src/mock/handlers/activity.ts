import { http, HttpResponse } from 'msw';
import { listActivity, type Causer } from '../activity';
import { adminProfile, type MockClaims } from '../auth';
import { mockRoleOf, opensMenu, verdictOf } from '../roles';
import { readMockSettings } from '../settings';
import { INVALID_MESSAGE } from '../validation';
import { signedIn } from './unauthenticated';

/**
 * `GET /admin/activity` (docs/openapi.yaml): the activity log, newest first, filtered by
 * `subject_type`, `subject_id`, `causer_id` and a `from`–`to` range of days, and paged. Read
 * only; like any screen, a limited admin without `activity` in their accesses is refused (403).
 * The developer setting `activity: 'missing'` answers 404, as a server with no activity log would.
 */

/** The signed-in admin as an entry's causer: `/admin/me`'s id when it has one. */
export function causerOf(claims: MockClaims): Causer {
    const profile = adminProfile(claims) as ReturnType<typeof adminProfile> & { id?: number };
    return { id: profile.id ?? (claims.role === 'super_admin' ? 1 : 2), name: profile.name };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d*$/;

export const activityHandlers = [
    http.get('*/admin/activity', signedIn(null, async ({ request }, claims) => {
        const settings = readMockSettings();
        if (settings.activity === 'missing') return HttpResponse.json({ message: 'یافت نشد.' }, { status: 404 });
        const role = mockRoleOf(claims);
        if (!opensMenu(role, 'activity') || !verdictOf(role, 'activity', 'list').allowed) {
            return HttpResponse.json({ message: 'شما به این بخش دسترسی ندارید.' }, { status: 403 });
        }
        const url = new URL(request.url);
        const get = (key: string) => url.searchParams.get(key) ?? undefined;
        const page = Number(get('page') ?? '1');
        const perPage = Number(get('per_page') ?? '15');
        const errors: Record<string, string[]> = {};
        if (!Number.isInteger(page) || page < 1) errors.page = ['مقدار معتبر نیست.'];
        if (!Number.isInteger(perPage) || perPage < 1 || perPage > 1000) errors.per_page = ['مقدار معتبر نیست.'];
        for (const key of ['subject_id', 'causer_id']) if (get(key) !== undefined && !ID.test(get(key)!)) errors[key] = ['مقدار معتبر نیست.'];
        for (const key of ['from', 'to']) if (get(key) !== undefined && !DAY.test(get(key)!)) errors[key] = ['تاریخ معتبر نیست.'];
        if (Object.keys(errors).length) return HttpResponse.json({ message: INVALID_MESSAGE, errors }, { status: 422 });
        const { data, total } = listActivity({
            page,
            perPage,
            subject_type: get('subject_type'),
            subject_id: get('subject_id'),
            causer_id: get('causer_id'),
            from: get('from'),
            to: get('to'),
        });
        return HttpResponse.json({ data, meta: { total } });
    })),
];
