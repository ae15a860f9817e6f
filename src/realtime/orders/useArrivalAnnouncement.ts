import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { arrivalNews as pageNews, type ArrivalNewsStore } from './arrivalNews';
import { orderSummary } from './orderText';
import { useOrderUnit } from './useOrderUnit';
import '../../i18n/lazy/liveOrders';

/**
 * Tells screen readers of new orders through `announce` (the panel's polite status region): one
 * order by its summary, several that came together by their number. Each piece of news is told
 * once; what arrived before the panel was on the page is told as it subscribes.
 */
export function useArrivalAnnouncement(announce: (message: string) => void, news: ArrivalNewsStore = pageNews): void {
    const translate = useTranslate();
    const unitOf = useOrderUnit();
    useEffect(() => {
        // news is told to the listeners as it is made: subscribing again (the units loaded) misses none
        let told = news.getState().seq;
        return news.subscribe(() => {
            const { seq, ids, first } = news.getState();
            if (seq === told || ids.length === 0 || first === null) return;
            told = seq;
            announce(
                ids.length === 1
                    ? translate('app.live_orders.arrived', { summary: orderSummary(first, translate, unitOf(first)) })
                    : translate('app.live_orders.arrived_many', { count: formatNumber(ids.length) })
            );
        });
    }, [news, announce, translate, unitOf]);
}
