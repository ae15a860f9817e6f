import ShowChartIcon from '@mui/icons-material/ShowChart';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { formatNumber } from '../i18n/format';
import { useLive } from '../realtime/useLive';

const Figure = ({
    label,
    icon,
    value,
    pending,
    testId,
}: {
    label: string;
    icon: ReactNode;
    value: number | null | undefined;
    pending: boolean;
    testId: string;
}) => (
    <Card sx={{ height: '100%' }}>
        <CardContent>
            <Stack direction="row" spacing={1} alignItems="center" color="text.secondary" mb={1}>
                {icon}
                <Typography variant="subtitle2">{label}</Typography>
            </Stack>
            {pending ? (
                <Skeleton width={120} height={40} />
            ) : (
                <Typography variant="h4" component="p" fontWeight={700} data-testid={testId}>
                    {value == null ? '—' : formatNumber(value)}
                </Typography>
            )}
        </CardContent>
    </Card>
);

/** The landing page: a greeting, today's vector and the gold ounce price. */
export const Dashboard = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const price = useLive(state => state.goldPrice);
    const vector = useLive(state => state.todayVector);
    return (
        <Stack spacing={2} mt={2}>
            <Title title={translate('app.menu.dashboard')} />
            <Card>
                <CardContent>
                    <Typography variant="h5" component="h1" gutterBottom>
                        {identity?.fullName
                            ? translate('app.dashboard.welcome_name', { name: identity.fullName })
                            : translate('app.dashboard.welcome')}
                    </Typography>
                    <Typography color="text.secondary">{translate('app.dashboard.subtitle')}</Typography>
                </CardContent>
            </Card>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <Figure
                        label={translate('app.dashboard.today_vector')}
                        icon={<ShowChartIcon fontSize="small" />}
                        value={vector}
                        pending={vector === null}
                        testId="dashboard-today-vector"
                    />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <Figure
                        label={translate('app.dashboard.gold_price')}
                        icon={<TrendingUpIcon fontSize="small" />}
                        value={price}
                        pending={price === null}
                        testId="dashboard-gold-price"
                    />
                </Grid>
            </Grid>
        </Stack>
    );
};
