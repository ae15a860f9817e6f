import { STAFF_ROLE } from '../../domain/statuses';
import { choicesOf, idField } from '../fields/common';
import type { ResourceDefinition } from '../types';

/**
 * The staff and what each may do (docs/openapi.yaml, `Staff`; menu id `staff`, for a super admin
 * or `staff` in the accesses). A staff member needs a name and a mobile (typed with any digits);
 * their role, their accesses (the menu, as a checklist) and their permissions (a table: each
 * resource, each action allowed or not, and the largest amount of an approval or a payment they
 * decide alone) are set on the same form; a staff member is deactivated, never deleted.
 *
 * API fields: id; name; mobile; role (`super_admin` | `admin`); accesses (menu ids); permissions
 * (rules `{ resource, action, type?, max_amount? }`); active.
 */
export const staff: ResourceDefinition = {
    name: 'staff',
    menuId: 'staff',
    icon: 'Badge',
    label: { one: 'همکار', many: 'همکاران' },
    recordRepresentation: 'name',
    searchHint: 'نام یا موبایل',
    sort: { field: 'name', order: 'ASC' },
    can: { create: true, edit: true, delete: false, show: false, export: false },
    optional: true,
    description: import.meta.env?.PROD
        ? undefined
        : 'A staff member, their role, accesses and permissions: a `name` and a `mobile` suffice to create one (`role` defaults to `admin`, `accesses` to none). Where the admin picks a colleague (the activity page\'s staff filter, an approval\'s maker), it picks by name from this list, sending the id; without it, from the names the activity log has shown.',
    fields: [
        idField,
        { source: 'name', type: 'text', label: 'نام', required: true, minLength: 2, maxLength: 100 },
        { source: 'mobile', type: 'mobile', label: 'موبایل', required: true },
        { source: 'role', type: 'enum', label: 'نقش', filter: true, present: true, choices: choicesOf(STAFF_ROLE, { super_admin: 'primary', admin: 'default' }) },
        { source: 'active', type: 'boolean', label: 'فعال', filter: true, present: true },
        { source: 'accesses', type: 'text', label: 'دسترسی به بخش‌ها', list: false, show: false, export: false, input: 'StaffAccesses' },
        { source: 'permissions', type: 'text', label: 'مجوزها', list: false, show: false, export: false, input: 'StaffPermissions' },
    ],
    apiFields: [
        // lists no field type says: the menu ids (a checklist) and the rules (a table) the form edits
        { source: 'accesses', type: 'list', schema: 'MenuId', present: true, writable: true, description: import.meta.env?.PROD ? undefined : 'the menu ids the staff member may open (a super admin opens all)' },
        { source: 'permissions', type: 'list', schema: 'Permission', writable: true, description: import.meta.env?.PROD ? undefined : 'the rules of what the staff member may do (docs/permissions.md), as their `/admin/me` carries them' },
        { source: 'created_at', type: 'datetime', description: import.meta.env?.PROD ? undefined : 'set by the server when the staff member is added' },
    ],
};
