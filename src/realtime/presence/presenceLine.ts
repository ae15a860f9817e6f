import type { SxProps, Theme } from '@mui/material';

/**
 * The presence line's place at the top of a record page: one line of small chips, always of this
 * height, empty while the admin is alone (or the server has no presence), and the same while its
 * code loads. A colleague arriving or leaving then moves nothing on the page: a decision's button
 * being pressed stays under the pointer.
 */
export const PRESENCE_LINE: SxProps<Theme> = {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    px: 2,
    pt: 1,
    height: 32,
    minWidth: 0,
    overflow: 'hidden',
};
