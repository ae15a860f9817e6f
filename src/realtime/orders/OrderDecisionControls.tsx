import { useTranslate } from 'react-admin';
import type { LiveOrder } from '../events';
import type { OrderDecision } from './decideOrder';
import { LO } from './panelStyles';
import '../../i18n/lazy/liveOrders';

export interface OrderDecisionControlsProps {
    order: LiveOrder;
    /** what the buttons name for screen readers ("خرید ۲ عدد سکه امامی از فاطمه محمدی") */
    summary: string;
    /** the 'send order to the authority' box (only shown when the order has `ask_auto_order`) */
    autoOrder: boolean;
    /** the decision being sent, if one is in flight */
    pending: OrderDecision | null;
    /** disabled for another reason (the page is reading the order again) */
    disabled?: boolean;
    onDecide: (order: LiveOrder, status: OrderDecision, autoOrder: boolean) => void;
    onAutoOrderChange: (id: LiveOrder['id'], checked: boolean) => void;
}

/**
 * How a pending order is decided, wherever it is decided (the live panel's card and the order's
 * page): the auto-order box when the order asks for it (ticked by default), approve and
 * reject. While a decision is in flight the box and both buttons are disabled and the pressed
 * button shows a spinner, so nothing is sent twice. Plain native elements drawn by the panel's
 * classes (`LiveOrderStyles` must be on the page): the card's cost stays what it was.
 */
export const OrderDecisionControls = ({
    order,
    summary,
    autoOrder,
    pending,
    disabled = false,
    onDecide,
    onAutoOrderChange,
}: OrderDecisionControlsProps) => {
    const translate = useTranslate();
    const busy = pending !== null || disabled;
    return (
        <div className={LO.actions}>
            {order.ask_auto_order ? (
                <label className={LO.auto} data-disabled={busy}>
                    <input
                        type="checkbox"
                        data-testid="order-auto"
                        checked={autoOrder}
                        disabled={busy}
                        onChange={event => onAutoOrderChange(order.id, event.target.checked)}
                    />
                    {translate('app.live_orders.auto_order')}
                </label>
            ) : (
                <span className={LO.spacer} />
            )}
            <button
                type="button"
                className={`${LO.button} ${LO.approve}`}
                data-testid="order-approve"
                aria-label={translate('app.live_orders.approve_label', { summary })}
                disabled={busy}
                onClick={() => onDecide(order, 'approved', autoOrder)}
            >
                {pending === 'approved' ? <Spinner /> : <CheckIcon />}
                {translate('app.live_orders.approve')}
            </button>
            <button
                type="button"
                className={`${LO.button} ${LO.reject}`}
                data-testid="order-reject"
                aria-label={translate('app.live_orders.reject_label', { summary })}
                disabled={busy}
                onClick={() => onDecide(order, 'rejected', autoOrder)}
            >
                {pending === 'rejected' ? <Spinner /> : <CloseIcon />}
                {translate('app.live_orders.reject')}
            </button>
        </div>
    );
};

/** Material's check and close icons, as plain SVG (no styled component per button). */
const CheckIcon = () => (
    <svg className={LO.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
    </svg>
);

const CloseIcon = () => (
    <svg className={LO.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
    </svg>
);

/** The decision being sent, in place of its button's icon. */
const Spinner = () => <span className={LO.spinner} role="progressbar" />;
