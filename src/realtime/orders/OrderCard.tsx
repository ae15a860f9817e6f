import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Avatar, Box, Button, Checkbox, Chip, FormControlLabel, Typography } from '@mui/material';
import { memo, type InputHTMLAttributes } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatNumber, persianDigits } from '../../i18n/format';
import type { LiveOrder } from '../events';
import { useNow } from './clock';
import type { OrderDecision } from './decideOrder';
import { initials, orderSummary, sideText, toman } from './orderText';
import { relativeTime } from './relativeTime';

export type OrderId = LiveOrder['id'];

/** The card's height and the gap between cards: every card is as tall, so the list can be virtualised. */
export const CARD_HEIGHT = 204;
export const CARD_GAP = 8;
export const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP;

export interface OrderCardProps {
    order: LiveOrder;
    /** prefix of the ids the list item points its label and description at */
    idBase: string;
    /** whether the card's checkbox and buttons are in the Tab order (only the focused card's are) */
    tabbable: boolean;
    /** the 'send order to the authority' box (only shown when the order has `ask_auto_order`) */
    autoOrder: boolean;
    /** the decision being sent, if one is in flight */
    pending: OrderDecision | null;
    onDecide: (order: LiveOrder, status: OrderDecision, autoOrder: boolean) => void;
    onAutoOrderChange: (id: OrderId, checked: boolean) => void;
}

/** "۵ دقیقه پیش", refreshed by the one shared clock; the exact date and time on hover. */
const TimeAgo = ({ time, id }: { time: string; id: string }) => {
    const now = useNow();
    return (
        <Typography
            component="time"
            id={id}
            dateTime={time}
            title={formatDateTime(time)}
            variant="caption"
            color="text.secondary"
            noWrap
            sx={{ flexShrink: 0 }}
        >
            {relativeTime(time, now)}
        </Typography>
    );
};

const clamp2 = {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
} as const;

const priceTerm = { display: 'block', lineHeight: '16px' } as const;
const priceValue = { m: 0, lineHeight: '20px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * What one pending order shows: customer, time, side, quantity and product, the two prices, the
 * note, the auto-order box and the two decisions. Memoised: it renders again only when its order
 * object, its box, its request or its Tab stop changes, not when other orders arrive.
 */
export const OrderCardContent = memo(function OrderCardContent({
    order,
    idBase,
    tabbable,
    autoOrder,
    pending,
    onDecide,
    onAutoOrderChange,
}: OrderCardProps) {
    const translate = useTranslate();
    const buy = order.side_enum === 'buy';
    const side = sideText(order, translate);
    const quantity = formatNumber(order.quantity);
    const product = persianDigits(order.product.title);
    const summary = orderSummary(order, translate);
    const note = order.note?.trim() ? persianDigits(order.note.trim()) : null;
    const busy = pending !== null;
    const tabIndex = tabbable ? 0 : -1;
    const autoInput = { 'data-testid': 'order-auto' } as InputHTMLAttributes<HTMLInputElement>;

    return (
        <>
            <span id={`${idBase}-summary`} hidden>
                {summary}
            </span>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 32 }}>
                <Avatar
                    src={order.user.image ?? undefined}
                    alt=""
                    aria-hidden
                    sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
                >
                    {initials(order.user.name)}
                </Avatar>
                <Typography variant="body2" noWrap title={order.user.name} sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
                    <bdi>{order.user.name}</bdi>
                </Typography>
                <TimeAgo id={`${idBase}-time`} time={order.created_at} />
                <Chip
                    size="small"
                    color={buy ? 'success' : 'error'}
                    label={side}
                    data-side={order.side_enum}
                    sx={{ fontWeight: 700, flexShrink: 0 }}
                />
            </Box>
            <Typography
                variant="body2"
                noWrap
                title={`${quantity} × ${product}`}
                sx={{ mt: 0.75, lineHeight: '22px', fontWeight: 700 }}
            >
                {quantity} × <bdi>{product}</bdi>
            </Typography>
            <Box id={`${idBase}-details`}>
                <Box
                    component="dl"
                    sx={{ m: 0, mt: 0.75, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1.5, height: 36 }}
                >
                    <Box sx={{ minWidth: 0 }}>
                        <Typography component="dt" variant="caption" color="text.secondary" sx={priceTerm}>
                            {translate('app.live_orders.original_price')}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={priceValue}>
                            {toman(order.original_price, translate)}
                        </Typography>
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                        <Typography component="dt" variant="caption" color="text.secondary" sx={priceTerm}>
                            {translate('app.live_orders.total_price')}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ ...priceValue, fontWeight: 700 }}>
                            {toman(order.total_price, translate)}
                        </Typography>
                    </Box>
                </Box>
                {note && (
                    <Typography
                        variant="caption"
                        color="text.secondary"
                        title={note}
                        sx={{ ...clamp2, mt: 0.75, lineHeight: '18px', maxHeight: 36 }}
                    >
                        <Box component="span" sx={{ fontWeight: 700 }}>
                            {translate('app.live_orders.note')}:{' '}
                        </Box>
                        {note}
                    </Typography>
                )}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto', height: 32 }}>
                {order.ask_auto_order ? (
                    <FormControlLabel
                        sx={{ m: 0, flex: 1, minWidth: 0, '& .MuiFormControlLabel-label': { fontSize: 12, lineHeight: 1.4 } }}
                        control={
                            <Checkbox
                                size="small"
                                checked={autoOrder}
                                disabled={busy}
                                tabIndex={tabIndex}
                                onChange={event => onAutoOrderChange(order.id, event.target.checked)}
                                slotProps={{ input: autoInput }}
                                sx={{ p: 0.5 }}
                            />
                        }
                        label={translate('app.live_orders.auto_order')}
                    />
                ) : (
                    <Box sx={{ flex: 1 }} />
                )}
                <Button
                    size="small"
                    variant="contained"
                    color="success"
                    data-testid="order-approve"
                    aria-label={translate('app.live_orders.approve_label', { summary })}
                    tabIndex={tabIndex}
                    disabled={busy}
                    loading={pending === 'approved'}
                    loadingPosition="start"
                    startIcon={<CheckIcon />}
                    onClick={() => onDecide(order, 'approved', autoOrder)}
                    sx={{ flexShrink: 0, minWidth: 72 }}
                >
                    {translate('app.live_orders.approve')}
                </Button>
                <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    data-testid="order-reject"
                    aria-label={translate('app.live_orders.reject_label', { summary })}
                    tabIndex={tabIndex}
                    disabled={busy}
                    loading={pending === 'rejected'}
                    loadingPosition="start"
                    startIcon={<CloseIcon />}
                    onClick={() => onDecide(order, 'rejected', autoOrder)}
                    sx={{ flexShrink: 0, minWidth: 64 }}
                >
                    {translate('app.live_orders.reject')}
                </Button>
            </Box>
        </>
    );
});
