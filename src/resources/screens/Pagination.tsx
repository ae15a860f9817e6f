import { Pagination as RaPagination } from 'react-admin';
import { persianDigits } from '../../i18n/format';

export const DEFAULT_PER_PAGE_OPTIONS = [5, 10, 15, 25];

/** react-admin's pagination with the page-size choices written in Persian digits. */
export const Pagination = ({ options = DEFAULT_PER_PAGE_OPTIONS }: { options?: number[] }) => (
    <RaPagination rowsPerPageOptions={options.map(value => ({ value, label: persianDigits(value) }))} />
);
