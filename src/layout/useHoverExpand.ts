import { useMediaQuery, type Theme } from '@mui/material';
import { useRef } from 'react';
import { useSidebarState } from 'react-admin';

/**
 * Spec §2 "Side menu": a collapsed menu opens while the pointer is over it and folds back when
 * it leaves. Only on wide screens (on narrow ones the menu is a drawer), and only a menu that was
 * collapsed: one the user opened stays open.
 */
export function useHoverExpand() {
    const [open, setOpen] = useSidebarState();
    const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
    const peeking = useRef(false);
    return {
        onMouseEnter: () => {
            if (!wide || open) return;
            peeking.current = true;
            setOpen(true);
        },
        onMouseLeave: () => {
            if (!peeking.current) return;
            peeking.current = false;
            setOpen(false);
        },
    };
}
