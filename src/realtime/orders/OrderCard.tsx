import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { persianDigits } from '../../i18n/format';
import { formatDateTime } from '../../i18n/dates';
import type { LiveOrder } from '../events';
import { useNow } from './clock';
import type { OrderDecision } from './decideOrder';
import { initials, orderSummary, quantityText, sideText, toman } from './orderText';
import { OrderDecisionControls } from './OrderDecisionControls';
import { LO } from './panelStyles';
import { relativeTime } from './relativeTime';
import '../../i18n/lazy/liveOrders';

export { CARD_GAP, CARD_HEIGHT, ROW_HEIGHT } from './panelStyles';

export type OrderId = LiveOrder['id'];

export interface OrderCardProps {
    order: LiveOrder;
    /** prefix of the ids the list item points its label and description at */
    idBase: string;
    /** the 'send order to the authority' box (only shown when the order has `ask_auto_order`) */
    autoOrder: boolean;
    /** the decision being sent, if one is in flight */
    pending: OrderDecision | null;
    /** the product's unit ('gram' | 'mithqal' | 'piece'), when known (`useOrderUnit`) */
    unit: string | undefined;
    onDecide: (order: LiveOrder, status: OrderDecision, autoOrder: boolean) => void;
    onAutoOrderChange: (id: OrderId, checked: boolean) => void;
}

/** "۵ دقیقه پیش", refreshed by the one shared clock; the exact date and time on hover. */
const TimeAgo = ({ time, id }: { time: string; id: string }) => {
    const now = useNow();
    return (
        <time id={id} className={LO.time} dateTime={time} title={formatDateTime(time)}>
            {relativeTime(time, now)}
        </time>
    );
};

/** The customer's picture, or their initials when there is none or it does not load. */
const CustomerAvatar = ({ name, image }: { name: string; image: string | null }) => {
    const [failed, setFailed] = useState<string | null>(null);
    const showImage = !!image && failed !== image;
    return (
        <span className={LO.avatar} aria-hidden>
            {showImage ? <img src={image} alt="" onError={() => setFailed(image)} /> : initials(name)}
        </span>
    );
};

/**
 * What one pending order shows: customer, time, side, quantity and product, the two prices, the
 * note, and the decision controls shared with the order's page (`OrderDecisionControls`). Memoised: it renders again only when its order
 * object, its box or its request changes, not when other orders arrive (whether its controls are
 * in the Tab order is set by its row, see `OrderList`). Plain
 * elements styled by the panel's classes, the side's chip included: mounting a new card is the
 * costliest part of a new order.
 */
export const OrderCardContent = memo(function OrderCardContent({
    order,
    idBase,
    autoOrder,
    pending,
    unit,
    onDecide,
    onAutoOrderChange,
}: OrderCardProps) {
    const translate = useTranslate();
    const buy = order.side_enum === 'buy';
    const side = sideText(order, translate);
    const quantity = quantityText(order, translate, unit);
    const product = persianDigits(order.product.title);
    const summary = orderSummary(order, translate, unit);
    const note = order.note?.trim() ? persianDigits(order.note.trim()) : null;

    return (
        <>
            <span id={`${idBase}-summary`} hidden>
                {summary}
            </span>
            <div className={LO.head}>
                <CustomerAvatar name={order.user.name} image={order.user.image} />
                <span className={LO.name} title={order.user.name}>
                    <bdi>{order.user.name}</bdi>
                </span>
                <TimeAgo id={`${idBase}-time`} time={order.created_at} />
                <span className={LO.side} data-side={buy ? 'buy' : 'sell'}>
                    {side}
                </span>
            </div>
            <div className={LO.product} title={`${quantity} ${product}`}>
                {quantity} <bdi>{product}</bdi>
            </div>
            <div id={`${idBase}-details`}>
                <dl className={LO.prices}>
                    <div>
                        <dt className={LO.term}>{translate('app.live_orders.original_price')}</dt>
                        <dd className={LO.value}>{toman(order.original_price, translate)}</dd>
                    </div>
                    <div>
                        <dt className={LO.term}>{translate('app.live_orders.total_price')}</dt>
                        <dd className={`${LO.value} ${LO.total}`}>{toman(order.total_price, translate)}</dd>
                    </div>
                </dl>
                {note && (
                    <div className={LO.note} title={note}>
                        <span className={LO.noteLabel}>{translate('app.live_orders.note')}: </span>
                        {note}
                    </div>
                )}
            </div>
            <OrderDecisionControls
                order={order}
                summary={summary}
                autoOrder={autoOrder}
                pending={pending}
                onDecide={onDecide}
                onAutoOrderChange={onAutoOrderChange}
            />
        </>
    );
});
