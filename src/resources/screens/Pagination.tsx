import { Pagination as RaPagination, useListContext } from 'react-admin';
import { persianDigits } from '../../i18n/format';

export const DEFAULT_PER_PAGE_OPTIONS = [5, 10, 15, 25];

/**
 * react-admin's pagination with the page-size choices written in Persian digits. A failed list
 * shows none: its figures would be those of a previous answer.
 */
export const Pagination = ({ options = DEFAULT_PER_PAGE_OPTIONS }: { options?: number[] }) => {
    const { error } = useListContext();
    if (error) return null;
    return <RaPagination rowsPerPageOptions={options.map(value => ({ value, label: persianDigits(value) }))} />;
};
