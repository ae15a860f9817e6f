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
    fields: [
        idField,
        { source: 'name', type: 'text', label: 'نام', required: true },
        { source: 'mobile', type: 'mobile', label: 'موبایل', required: true },
        { source: 'role', type: 'enum', label: 'نقش', filter: true, choices: choicesOf(STAFF_ROLE, { super_admin: 'primary', admin: 'default' }) },
        { source: 'active', type: 'boolean', label: 'فعال', filter: true },
        { source: 'accesses', type: 'text', label: 'دسترسی به بخش‌ها', list: false, show: false, export: false, input: 'StaffAccesses' },
        { source: 'permissions', type: 'text', label: 'مجوزها', list: false, show: false, export: false, input: 'StaffPermissions' },
    ],
};
