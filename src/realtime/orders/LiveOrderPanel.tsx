import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Chip, IconButton, Paper, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { liveStore, type LiveStore } from '../liveStore';
import { OrderList } from './OrderList';
import { useLiveOrders, usePanelOpen } from './useLiveOrders';
import { useOrderDecisions } from './useOrderDecisions';

/** The panel's width (narrower on a phone), its header's height and its tallest extent. */
export const PANEL_WIDTH = 380;
export const HEADER_HEIGHT = 52;
export const PANEL_MAX_HEIGHT = '70vh';

export interface LiveOrderPanelProps {
    /** the live store to show; the page's own by default */
    store?: LiveStore;
}

/**
 * The floating live-order panel (spec §4, docs/openapi.yaml, order): pending orders, newest first, each with
 * its approve and reject buttons. It floats at the bottom of the screen on the side away from the
 * side menu (the left, in RTL), collapses into a small pill with the pending count, and takes no
 * room at all while nothing is pending. New orders open it (the live pipeline sets `panelOpen`).
 */
export const LiveOrderPanel = ({ store = liveStore }: LiveOrderPanelProps) => {
    const translate = useTranslate();
    const orders = useLiveOrders(store);
    const open = usePanelOpen(store);
    const [announcement, setAnnouncement] = useState('');
    const decisions = useOrderDecisions(store, setAnnouncement);
    const id = useId();
    const titleId = `${id}-title`;
    const listId = `${id}-list`;
    const count = orders.length;
    const toggleRef = useRef<HTMLButtonElement>(null);
    const toggle = () => store.setPanelOpen(!open);
    // Escape anywhere in the open panel collapses it, the focus going back to its toggle
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        store.setPanelOpen(false);
        toggleRef.current?.focus();
    };

    return (
        <Box
            data-testid="live-orders"
            data-count={count}
            data-open={open}
            sx={{
                position: 'fixed',
                bottom: 16,
                // the end side: left in RTL, away from the side menu (logical, so no RTL flipping)
                insetInlineEnd: 16,
                maxWidth: 'calc(100vw - 32px)',
                zIndex: theme => theme.zIndex.speedDial,
                '@media print': { display: 'none' },
            }}
        >
            {/* what became of a decision, for screen readers (an error is a toast, itself an alert) */}
            <Box role="status" aria-live="polite" sx={visuallyHidden}>
                {announcement}
            </Box>
            {count > 0 && (
                <Paper
                    component="section"
                    aria-labelledby={titleId}
                    onKeyDown={onKeyDown}
                    elevation={8}
                    sx={{
                        width: open ? PANEL_WIDTH : 'auto',
                        maxWidth: '100%',
                        overflow: 'hidden',
                        borderRadius: open ? '12px' : `${HEADER_HEIGHT / 2}px`,
                        border: 1,
                        borderColor: 'divider',
                        // focus rings of the buttons and boxes inside, in the theme's colour
                        '& .Mui-focusVisible': {
                            outline: theme => `2px solid ${theme.palette.primary.main}`,
                            outlineOffset: 1,
                        },
                    }}
                >
                    <Box
                        // the whole bar toggles for a mouse; the button is the keyboard's way
                        onClick={toggle}
                        sx={{
                            display: 'flex',
                            alignItems: 'center',
                            gap: 1,
                            height: HEADER_HEIGHT,
                            paddingInlineStart: 2,
                            paddingInlineEnd: 1,
                            cursor: 'pointer',
                            userSelect: 'none',
                            borderBottom: open ? 1 : 0,
                            borderColor: 'divider',
                        }}
                    >
                        <Typography
                            component="h2"
                            id={titleId}
                            variant="subtitle2"
                            sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, fontWeight: 700, whiteSpace: 'nowrap' }}
                        >
                            {translate('app.live_orders.title')}
                            <Chip
                                component="span"
                                size="small"
                                color="warning"
                                label={formatNumber(count)}
                                data-testid="live-orders-count"
                                sx={{ fontWeight: 700, minWidth: 28 }}
                            />
                        </Typography>
                        <IconButton
                            ref={toggleRef}
                            size="small"
                            aria-expanded={open}
                            aria-controls={listId}
                            aria-label={translate(open ? 'app.live_orders.collapse' : 'app.live_orders.expand')}
                            onClick={event => {
                                event.stopPropagation();
                                toggle();
                            }}
                        >
                            {open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
                        </IconButton>
                    </Box>
                    <Box id={listId} hidden={!open}>
                        {open && (
                            <OrderList
                                orders={orders}
                                store={store}
                                label={translate('app.live_orders.list')}
                                hint={translate('app.live_orders.keyboard_hint')}
                                maxHeight={`calc(${PANEL_MAX_HEIGHT} - ${HEADER_HEIGHT}px)`}
                                initialViewport={Math.round(window.innerHeight * 0.7) - HEADER_HEIGHT}
                                decisions={decisions}
                            />
                        )}
                    </Box>
                </Paper>
            )}
        </Box>
    );
};
