import { Box, Chip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useShowContext, useTranslate } from 'react-admin';
import { parseOrder } from '../../realtime/events';
import { liveStore } from '../../realtime/liveStore';
import { OrderDecision, type OrderDecisionStatus } from '../../realtime/orders';
import { listenForDecisions } from '../../realtime/tabs/decisionSync';
import { RecordChangedNotice } from '../conflicts';
import type { Choice, ResourceDefinition } from '../types';
import '../../i18n/lazy/liveOrders';

type OrderId = string | number;

/**
 * Keeps an open order page in step with decisions taken elsewhere: when the live store's copy of
 * the order changes or leaves it (the live panel decided it, an `order.updated` event came, another
 * tab decided it and said so) or another tab announces a decision of it, the page reads the order
 * again. `refreshing` is true meanwhile, so no stale button can be pressed.
 */
function useFollowOrder(id: OrderId | undefined, refetch: () => Promise<unknown>): boolean {
    const [refreshing, setRefreshing] = useState(false);
    const refetchRef = useRef(refetch);
    useLayoutEffect(() => {
        refetchRef.current = refetch;
    }, [refetch]);

    useEffect(() => {
        if (id === undefined) return;
        let alive = true;
        let reads = 0;
        const refresh = () => {
            reads++;
            setRefreshing(true);
            void refetchRef.current().finally(() => {
                if (alive && --reads === 0) setRefreshing(false);
            });
        };
        let known = liveStore.getOrder(id);
        const stopStore = liveStore.subscribe(() => {
            const now = liveStore.getOrder(id);
            if (now === known) return;
            const changed = known !== undefined; // changed or left; merely arriving says nothing new
            known = now;
            if (changed) refresh();
        });
        const stopTabs = listenForDecisions(decided => {
            if (String(decided) === String(id)) refresh();
        });
        return () => {
            alive = false;
            stopStore();
            stopTabs();
        };
    }, [id]);

    return refreshing;
}

/**
 * The decision part of an order's page. A pending order is decided here exactly as in the live
 * panel (the shared `OrderDecision`: same box, same request, same failure handling); a decided
 * order shows its status and no buttons. After a decision here, or one taken elsewhere, the page
 * reads the order again (see `useFollowOrder`).
 */
export const OrderDecisionSection = ({ definition }: { definition: ResourceDefinition }) => {
    const translate = useTranslate();
    const headingId = useId();
    const { record, refetch } = useShowContext();
    const order = useMemo(() => (record ? parseOrder(record) : null), [record]);
    const [announcement, setAnnouncement] = useState('');
    // the decision this page took, shown until the order read again says so itself
    const [decided, setDecided] = useState<{ id: OrderId; status: OrderDecisionStatus } | null>(null);
    const refetchOrder = useCallback(() => refetch({ cancelRefetch: false }), [refetch]);
    const refreshing = useFollowOrder(record?.id, refetchOrder);

    const onDecided = useCallback(
        (status: OrderDecisionStatus) => {
            if (record) setDecided({ id: record.id, status });
            void refetchOrder();
        },
        [record, refetchOrder]
    );

    if (!record) return null;
    const statusField = definition.fields.find(field => field.source === 'status_enum');
    const choices: Choice[] = statusField?.type === 'enum' ? statusField.choices : [];
    const ownDecision = decided && String(decided.id) === String(record.id) ? decided.status : null;
    const status: string | undefined = record.status_enum === 'pending' && ownDecision ? ownDecision : record.status_enum;
    const choice = choices.find(item => item.id === status);

    return (
        <Box
            component="section"
            aria-labelledby={headingId}
            data-testid="order-decision"
            data-status={status}
            sx={{ px: 2, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
            <div role="status" aria-live="polite" style={visuallyHidden}>
                {announcement}
            </div>
            <RecordChangedNotice fields={definition.fields.filter(field => field.show !== false)} quiet={ownDecision !== null} />
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: status === 'pending' ? 1.5 : 0 }}>
                <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {translate('app.live_orders.page_title')}
                </Typography>
                {choice && (
                    <Chip size="small" label={choice.name} color={choice.color ?? 'default'} data-testid="order-status" />
                )}
            </Box>
            {status === 'pending' && order ? (
                <Box sx={{ width: 'fit-content', maxWidth: '100%', '& > div': { gap: 1.5 } }}>
                    <OrderDecision order={order} announce={setAnnouncement} onDecided={onDecided} disabled={refreshing} />
                </Box>
            ) : status !== 'pending' ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate('app.live_orders.page_decided', { status: choice?.name ?? String(record.status ?? status) })}
                </Typography>
            ) : null}
        </Box>
    );
};
