import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { PaginationItem, useTheme } from '@mui/material';
import { useRtl } from '@mui/system/RtlProvider';
import { PaginationActions, Pagination as RaPagination, useListContext, type PaginationActionsProps } from 'react-admin';
import { persianDigits } from '../../i18n/format';

export const DEFAULT_PER_PAGE_OPTIONS = [5, 10, 15, 25];

/**
 * react-admin's page buttons, mirrored for right-to-left: "next" sits on the left and points left.
 * MUI mirrors them itself when its RTL context is on; when only the theme says RTL, we do.
 */
const RtlPaginationActions = (props: PaginationActionsProps) => {
    const theme = useTheme();
    const rtlContext = useRtl();
    const mirror = theme.direction === 'rtl' && !rtlContext;
    return (
        <PaginationActions
            {...props}
            {...(mirror
                ? {
                      renderItem: item => (
                          <PaginationItem {...item} slots={{ previous: NavigateNextIcon, next: NavigateBeforeIcon }} />
                      ),
                  }
                : {})}
        />
    );
};

/**
 * react-admin's pagination with the page-size choices written in Persian digits, arrows mirrored.
 * A failed list shows none: its figures would be those of a previous answer.
 */
export const Pagination = ({ options = DEFAULT_PER_PAGE_OPTIONS }: { options?: number[] }) => {
    const { error } = useListContext();
    if (error) return null;
    return (
        <RaPagination
            rowsPerPageOptions={options.map(value => ({ value, label: persianDigits(value) }))}
            actions={RtlPaginationActions}
        />
    );
};
