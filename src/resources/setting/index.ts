import type { ResourceDefinition } from '../types';
import { descriptionField, idField } from '../fields/common';

/**
 * Application settings: a fixed set of keys (fees, minimum quantities, working hours, support
 * phone, …) staff edit; none are added or removed from the admin.
 *
 * API fields: id; key (unique, lower-case Latin letters, digits and _, e.g. `buy_fee_percent`);
 * title (Persian); value (text; the server checks it against the key: numbers, 0/1 flags, a phone
 * number, an hour range); description (or null); updated_at (read-only, ISO 8601).
 */
export const setting: ResourceDefinition = {
    name: 'setting',
    menuId: 'setting',
    icon: 'SettingsApplications',
    label: { one: 'تنظیم', many: 'تنظیمات برنامه' },
    recordRepresentation: 'title',
    searchHint: 'کلید، عنوان، مقدار یا توضیحات',
    sort: { field: 'id', order: 'ASC' },
    can: { create: false, delete: false },
    fields: [
        idField,
        { source: 'title', type: 'text', label: 'عنوان', required: true },
        { source: 'key', type: 'text', label: 'کلید', form: false, description: import.meta.env?.PROD ? undefined : 'the name the apps read the setting by; the admin shows it and never changes it' },
        { source: 'value', type: 'text', label: 'مقدار', required: true },
        descriptionField,
        { source: 'updated_at', type: 'datetime', label: 'آخرین تغییر', form: false },
    ],
};
