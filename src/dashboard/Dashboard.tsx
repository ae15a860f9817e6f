import { Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useCanOpen } from '../layout/useAdminAccess';
import { QueueTiles } from './QueueTiles';
import { useSessionSeries } from './sessionSeries';
import { TodayOrdersCard } from './TodayOrdersCard';
import { useTodayOrders } from './useTodayOrders';
import '../i18n/lazy/dashboard';

/** @mui/x-charts loads only when the dashboard shows its charts (first-load budget). */
const DashboardCharts = lazy(() => import('./charts/DashboardCharts'));

const ChartsSkeleton = () => (
    <Grid container spacing={2} aria-hidden="true">
        {[6, 6, 12].map((size, index) => (
            <Grid key={index} size={{ xs: 12, md: size }}>
                <Skeleton variant="rounded" height={280} />
            </Grid>
        ))}
    </Grid>
);

/** Written once: a new `sx` object each render would have its styles serialised again. */
const STACK_SX = { '& > *': { flexShrink: 0 } } as const;

/**
 * The landing page: what is waiting (a tile per queue the admin may open), today's
 * orders buy against sell, and charts of the live figures and today's orders per hour. Live
 * events refresh it: notice counts refetch their tiles, order events fold into today's orders
 * (`useTodayOrders`, no request), ticks extend the charts. Today's orders change about once a
 * second while orders stream in: the queue tiles (memoised, they read their own data) don't render
 * again for it.
 */
export const Dashboard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const canOpen = useCanOpen();
    const series = useSessionSeries();
    const orders = canOpen('order', 'order');
    const today = useTodayOrders(orders);

    return (
        <Stack spacing={2} mt={2} sx={STACK_SX}>
            <Title title={translate('app.menu.dashboard')} />
            <Card>
                <CardContent>
                    <Typography variant="h5" component="h2" gutterBottom>
                        {identity?.fullName
                            ? translate('app.dashboard.welcome_name', { name: identity.fullName })
                            : translate('app.dashboard.welcome')}
                    </Typography>
                    <Typography color="text.secondary">{translate('app.dashboard.subtitle')}</Typography>
                </CardContent>
            </Card>
            <QueueTiles />
            {orders && <TodayOrdersCard today={today.data} failed={today.isError} />}
            <Suspense fallback={<ChartsSkeleton />}>
                <DashboardCharts
                    price={series.price}
                    vector={series.vector}
                    perHour={today.isError ? 'failed' : (today.data?.perHour ?? null)}
                    hour={new Date().getHours()}
                    showOrders={orders}
                />
            </Suspense>
        </Stack>
    );
};
