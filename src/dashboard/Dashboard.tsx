import { Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Title, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { useCanOpen } from '../layout/useAdminAccess';
import { QueueTiles } from './QueueTiles';
import { useSessionSeries } from './sessionSeries';
import { TodayOrdersCard } from './TodayOrdersCard';
import { fetchTodayOrders } from './todayOrders';

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

/**
 * The landing page (issue 10): what is waiting (a tile per queue the admin may open), today's
 * orders buy against sell, and charts of the live figures and today's orders per hour. Live
 * events refresh it: order and receipt events refetch their lists (src/realtime/LiveLayer.tsx),
 * notice counts refetch their tiles, ticks extend the charts.
 */
export const Dashboard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const dataProvider = useDataProvider();
    const canOpen = useCanOpen();
    const series = useSessionSeries();
    const orders = canOpen('order');
    // under ['order', 'getList'] so that order events refetch it with the order lists
    const today = useQuery({
        queryKey: ['order', 'getList', 'dashboard-today'],
        queryFn: ({ signal }) => fetchTodayOrders(dataProvider, new Date(), signal),
        enabled: orders,
        retry: false,
    });

    return (
        <Stack spacing={2} mt={2} sx={{ '& > *': { flexShrink: 0 } }}>
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
