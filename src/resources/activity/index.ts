import { ACTIVITY_EVENT } from '../../domain/statuses';
import { choicesOf } from '../fields/common';
import type { ResourceDefinition } from '../types';

/**
 * The activity log (docs/openapi.yaml, `GET /admin/activity`, read only): who did what to which
 * record, when. Not a resource of the registry's list: it has no records of its own to create or
 * decide, and its `subject_type` choices are the registry's resources, so the registry builds it
 * with `activityDefinition(definitions)`. Its page (`/activity`, menu id `activity`) and the
 * record pages' timeline (`./RecordTimeline`, imported from its own file by the show screens, so
 * that it comes with their code and never into the first load) are lazy.
 *
 * API fields: `id`, `event` (created, updated, decided, deleted), `description`, `subject_type`
 * (a resource name), `subject_id`, `causer` ({ id, name } or null), `properties` ({ attributes,
 * old }), `created_at` (ISO 8601).
 */
export const ACTIVITY_EVENT_CHOICES = choicesOf(ACTIVITY_EVENT, { created: 'info', updated: 'default', decided: 'success', deleted: 'error' });

export const activityDefinition = (resources: ResourceDefinition[]): ResourceDefinition => ({
    name: 'activity',
    menuId: 'activity',
    icon: 'History',
    label: { one: 'فعالیت', many: 'گزارش فعالیت‌ها' },
    recordRepresentation: 'id',
    search: false,
    can: { create: false, edit: false, delete: false, show: false, export: true },
    fields: [
        { source: 'created_at', type: 'datetime', label: 'زمان', filter: false },
        { source: 'causer.name', type: 'text', label: 'کارشناس' },
        { source: 'event', type: 'enum', label: 'رویداد', choices: ACTIVITY_EVENT_CHOICES },
        {
            source: 'subject_type',
            type: 'enum',
            label: 'بخش',
            choices: resources.map(resource => ({ id: resource.name, name: resource.label.many })),
        },
        { source: 'subject_id', type: 'number', label: 'شناسه مورد' },
        { source: 'description', type: 'text', label: 'شرح' },
    ],
    screens: { list: 'ActivityPage' },
});
