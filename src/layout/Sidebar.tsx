import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Sidebar as RaSidebar, useSidebarState } from 'react-admin';
import { SidebarPeekContext } from './sidebarPeek';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../theme/theme';

/**
 * The side menu's frame. Collapsed on a wide screen it is an icon rail;
 * while the pointer is over it, it opens **over** the content (the rail keeps its place, so the
 * page does not move) and folds back when the pointer leaves. Under `sm` react-admin makes it a
 * drawer. Its real width is published as `--zar-sidebar-width` for what sits beside it (toasts).
 */
export const Sidebar = ({ children }: { children: ReactNode }) => {
    const [open, setOpen] = useSidebarState();
    const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [hovering, setHovering] = useState(false);
    const peek = wide && !open && hovering;

    // A screen narrowed to a phone's (a phone turned upright) folds the menu away. react-admin
    // would open it there as the phone's drawer, a modal that never finishes sliding in from that
    // switch: off screen, it would still hide the page from assistive technology and the pointer.
    // The crossing's render already draws it closed (react-admin's Sidebar takes `open` from us).
    const [phoneBefore, setPhoneBefore] = useState(phone);
    // the width seen last, once the menu is closed on a phone's
    if (phone !== phoneBefore && !(phone && open)) setPhoneBefore(phone);
    const crossing = phone && !phoneBefore;
    useEffect(() => {
        if (crossing) setOpen(false);
    }, [crossing, setOpen]);

    useEffect(() => {
        const width = phone ? 0 : open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH;
        document.documentElement.style.setProperty('--zar-sidebar-width', `${width}px`);
    }, [open, phone]);

    return (
        <SidebarPeekContext.Provider value={peek}>
            <RaSidebar
                onMouseEnter={() => setHovering(true)}
                onMouseLeave={() => setHovering(false)}
                className={peek ? 'Zar-peek' : undefined}
                {...(crossing ? { open: false } : {})}
                sx={theme => ({
                    '&.Zar-peek .RaSidebar-fixed': {
                        zIndex: theme.zIndex.appBar + 1,
                        backgroundColor: theme.palette.background.paper,
                        boxShadow: theme.shadows[8],
                        borderStartEndRadius: 16,
                        borderEndEndRadius: 16,
                    },
                    '&.Zar-peek .RaMenu-closed': { width: SIDEBAR_WIDTH },
                })}
            >
                {children}
            </RaSidebar>
        </SidebarPeekContext.Provider>
    );
};
