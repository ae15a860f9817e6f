/** Entries read per page («بیشتر» reads the next). */
export const TIMELINE_PAGE = 10;

/**
 * The first page of a record's history as its page's timeline reads it (`GET /admin/activity?…`,
 * ./RecordTimeline.tsx), and as the page's early reads send it before the page is drawn
 * (src/routes/startReads.ts): one query, however the page was opened. The id is written as text,
 * as the page's address gives it.
 */
export const historyParams = (resource: string, id: string | number) => ({
    pagination: { page: 1, perPage: TIMELINE_PAGE },
    sort: { field: '', order: 'DESC' as const },
    filter: { subject_type: resource, subject_id: String(id) },
});
