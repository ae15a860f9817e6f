/**
 * The arithmetic of the virtualised order list: fixed-height rows in a scroll container, only
 * the rows in view (plus some overscan) rendered.
 */

/** Rows `start` (inclusive) to `end` (exclusive). */
export interface RowRange {
    start: number;
    end: number;
}

/** The rows to render for a scroll position: those in view, and `overscan` more on each side. */
export function visibleRange(
    scrollTop: number,
    viewportHeight: number,
    count: number,
    rowHeight: number,
    overscan = 3
): RowRange {
    if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
    const maxTop = Math.max(0, count * rowHeight - viewportHeight);
    const top = Math.min(Math.max(0, scrollTop), maxTop);
    const first = Math.floor(top / rowHeight);
    const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
    return { start: Math.max(0, first - overscan), end: Math.min(count, Math.max(last, first + 1) + overscan) };
}

/** The scroll position that shows row `index` whole, moving as little as possible. */
export function revealScrollTop(index: number, scrollTop: number, viewportHeight: number, rowHeight: number): number {
    const top = index * rowHeight;
    const bottom = top + rowHeight;
    if (top < scrollTop || viewportHeight < rowHeight) return top;
    if (bottom > scrollTop + viewportHeight) return bottom - viewportHeight;
    return scrollTop;
}

/** How many whole rows fit in the viewport (at least one): the step of PageUp and PageDown. */
export const rowsPerPage = (viewportHeight: number, rowHeight: number): number =>
    Math.max(1, Math.floor(viewportHeight / rowHeight));

/** The keys that move the focus between rows. */
export const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp'] as const;
export type NavigationKey = (typeof NAVIGATION_KEYS)[number];

export const isNavigationKey = (key: string): key is NavigationKey => (NAVIGATION_KEYS as readonly string[]).includes(key);

/** The row a key moves the focus to from row `current` (clamped to the list, no wrapping). */
export function targetRow(key: NavigationKey, current: number, count: number, pageSize: number): number {
    if (count <= 0) return -1;
    const last = count - 1;
    const from = Math.min(Math.max(0, current), last);
    switch (key) {
        case 'ArrowDown':
            return Math.min(last, from + 1);
        case 'ArrowUp':
            return Math.max(0, from - 1);
        case 'Home':
            return 0;
        case 'End':
            return last;
        case 'PageDown':
            return Math.min(last, from + pageSize);
        case 'PageUp':
            return Math.max(0, from - pageSize);
    }
}
