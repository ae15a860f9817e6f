import { lazy } from 'react';
import type { FieldTypeModule, FilterSpec } from './fieldType';
import { formatApiDate } from './calendar';
import { invalidDate } from './dateValidation';
import { oneColumn, sortableDate } from './exportCells';

/** The Jalali picker loads with the first form or filter that shows a date. */
export const JalaliDateInput = lazy(() => import('./JalaliDateInput'));

/** A list filter by a from–to range of a date field: `{source}_from` and `{source}_to`. */
export const rangeFilters = (field: { source: string; label: string }): FilterSpec[] => [
    { source: `${field.source}_from`, label: `${field.label} (از)`, bound: 'from' },
    { source: `${field.source}_to`, label: `${field.label} (تا)`, bound: 'to' },
];

/** A calendar day (`YYYY-MM-DD`), picked and shown in Jalali. */
export const date: FieldTypeModule<'date'> = {
    Display: ({ value }) => <span style={{ whiteSpace: 'nowrap' }}>{formatApiDate(value)}</span>,
    Input: props => <JalaliDateInput {...props} kind="date" />,
    filters: rangeFilters,
    filterByDefault: true,
    validators: () => [invalidDate],
    export: oneColumn('typed', sortableDate),
};
