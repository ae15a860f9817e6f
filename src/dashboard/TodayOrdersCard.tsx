import { Box, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../i18n/format';
import type { TodayOrders } from './todayOrders';
import '../i18n/lazy/dashboard';

const Side = ({ label, count, total, colour, testId }: { label: string; count: number; total: number; colour: string; testId: string }) => {
    const translate = useTranslate();
    return (
        <Box flex={1} data-testid={testId}>
            <Typography variant="body2" color={colour} fontWeight={700}>
                {label}
            </Typography>
            <Typography variant="h4" component="p" fontWeight={700} data-testid={`${testId}-count`}>
                {formatNumber(count)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid={`${testId}-total`}>
                {translate('app.dashboard.toman', { amount: formatNumber(total) })}
            </Typography>
        </Box>
    );
};

/** Today's orders, buy against sell: counts and totals (not rejected ones). Memoised: it renders when they change. */
export const TodayOrdersCard = memo(({ today, failed }: { today: TodayOrders | undefined; failed: boolean }) => {
    const translate = useTranslate();
    const all = today ? today.buy.count + today.sell.count : 0;
    const buyShare = all ? (today!.buy.count / all) * 100 : 50;
    return (
        <Card data-testid="today-orders">
            <CardContent>
                <Typography variant="subtitle1" component="h2" fontWeight={700} gutterBottom>
                    {translate('app.dashboard.today_orders')}
                </Typography>
                {failed ? (
                    <Typography color="error" role="alert">
                        {translate('app.dashboard.tile_failed')}
                    </Typography>
                ) : !today ? (
                    <Stack spacing={1}>
                        <Skeleton height={48} />
                        <Skeleton height={24} />
                    </Stack>
                ) : (
                    <>
                        <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />}>
                            <Side label={translate('app.dashboard.buy')} count={today.buy.count} total={today.buy.total} colour="success.main" testId="today-buy" />
                            <Side label={translate('app.dashboard.sell')} count={today.sell.count} total={today.sell.total} colour="error.main" testId="today-sell" />
                        </Stack>
                        <Box
                            role="img"
                            aria-label={translate('app.dashboard.share', { buy: formatNumber(today.buy.count), sell: formatNumber(today.sell.count) })}
                            sx={{ mt: 2, height: 8, borderRadius: 4, bgcolor: 'error.main', overflow: 'hidden', opacity: all ? 1 : 0.3 }}
                        >
                            <Box sx={{ width: `${buyShare}%`, height: '100%', bgcolor: 'success.main' }} />
                        </Box>
                    </>
                )}
            </CardContent>
        </Card>
    );
});
