import { formatDateTime } from '../../../i18n/dates';
import type { FieldTypeModule } from './fieldType';
import { JalaliDateInput, rangeFilters } from './date';
import { invalidDate } from './dateValidation';
import { oneColumn, sortableDateTime } from './exportCells';

/** An instant (ISO 8601), picked and shown in Jalali with the time, in the browser's zone. */
export const datetime: FieldTypeModule<'datetime'> = {
    Display: ({ value }) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value as string)}</span>,
    Input: props => <JalaliDateInput {...props} kind="datetime" />,
    filters: rangeFilters,
    filterByDefault: true,
    validators: () => [invalidDate],
    export: oneColumn('typed', sortableDateTime),
};
