import { Card, CardContent, Grid, Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber, LOCALE, persianDigits } from '../../i18n/format';
import type { Point } from '../sessionSeries';

/** Vazirmatn's tall glyph boxes need more room under the axis than the default, or labels are cut away. */
const AXIS_HEIGHT = 40;

const clock = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

const ChartCard = ({ title, children, testId, figure }: { title: string; children: ReactNode; testId: string; figure?: ReactNode }) => (
    <Card sx={{ height: '100%' }} data-testid={testId}>
        <CardContent>
            <Stack direction="row" justifyContent="space-between" alignItems="baseline" gap={1} mb={1}>
                <Typography variant="subtitle1" component="h2" fontWeight={700}>
                    {title}
                </Typography>
                {figure}
            </Stack>
            {children}
        </CardContent>
    </Card>
);

/** The latest reading, large, beside the chart's title. */
const Latest = ({ points, testId }: { points: readonly Point[]; testId: string }) =>
    points.length ? (
        <Typography variant="h6" component="p" fontWeight={700} data-testid={testId}>
            {formatNumber(points[points.length - 1].value)}
        </Typography>
    ) : null;

/**
 * A figure over the session; time runs left to right as on a clock face, numbers in Persian. Not
 * animated: live ticks move it every few seconds, and an animation per tick would draw the page
 * in every frame (beside a new order's card) for nothing the eye needs.
 */
const SeriesChart = ({ points, label, colour }: { points: readonly Point[]; label: string; colour: string }) => (
    <LineChart
        skipAnimation
        height={220}
        margin={{ left: 8, right: 16 }}
        xAxis={[
            {
                data: points.map(point => new Date(point.at)),
                scaleType: 'time',
                valueFormatter: (value: Date) => clock.format(value),
                tickNumber: 4,
                height: AXIS_HEIGHT,
            },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatNumber(value), width: 72 }]}
        series={[
            {
                data: points.map(point => point.value),
                label,
                color: colour,
                showMark: points.length < 40,
                valueFormatter: value => (value == null ? '' : formatNumber(value)),
            },
        ]}
        hideLegend
    />
);

/** Today's orders in each hour from midnight to now; not animated, as it grows with every order (see above). */
const PerHourChart = ({ perHour, hour }: { perHour: number[] | null; hour: number }) => {
    const translate = useTranslate();
    const theme = useTheme();
    const hours = Array.from({ length: hour + 1 }, (_, index) => index);
    return (
        <BarChart
            skipAnimation
            height={240}
            loading={perHour === null}
            margin={{ left: 8, right: 16 }}
            xAxis={[
                {
                    data: hours,
                    scaleType: 'band',
                    valueFormatter: (value: number) => persianDigits(String(value).padStart(2, '0')),
                    height: AXIS_HEIGHT,
                },
            ]}
            yAxis={[{ valueFormatter: (value: number) => formatNumber(value), width: 40, tickMinStep: 1 }]}
            series={[
                {
                    data: perHour ? hours.map(index => perHour[index] ?? 0) : [],
                    label: translate('app.dashboard.orders_label'),
                    color: theme.palette.primary.main,
                    valueFormatter: value => (value == null ? '' : formatNumber(value)),
                },
            ]}
            hideLegend
        />
    );
};

export interface DashboardChartsProps {
    price: readonly Point[];
    vector: readonly Point[];
    /** orders placed in each hour of today, 0–23; null while they load */
    perHour: number[] | null | 'failed';
    /** the current hour: the bars run from midnight to it */
    hour: number;
    /** whether the admin may see orders (else no orders chart) */
    showOrders: boolean;
}

/**
 * The dashboard's charts (issue 10), loaded lazily with @mui/x-charts: the ounce price and today's
 * vector over this session from the live ticks, and today's orders per hour.
 */
export default function DashboardCharts({ price, vector, perHour, hour, showOrders }: DashboardChartsProps) {
    const translate = useTranslate();
    const theme = useTheme();
    return (
        <ChartsLocalizationProvider localeText={{ noData: translate('app.dashboard.no_data'), loading: translate('ra.page.loading') }}>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <ChartCard title={translate('app.dashboard.price_chart')} testId="chart-price" figure={<Latest points={price} testId="dashboard-gold-price" />}>
                        <SeriesChart points={price} label={translate('app.dashboard.gold_price')} colour={theme.palette.warning.main} />
                    </ChartCard>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <ChartCard title={translate('app.dashboard.vector_chart')} testId="chart-vector" figure={<Latest points={vector} testId="dashboard-today-vector" />}>
                        <SeriesChart points={vector} label={translate('app.dashboard.today_vector')} colour={theme.palette.primary.main} />
                    </ChartCard>
                </Grid>
                {showOrders && (
                    <Grid size={12}>
                        <ChartCard title={translate('app.dashboard.per_hour_chart')} testId="chart-per-hour">
                            {perHour === 'failed' ? (
                                <Typography color="error" role="alert">
                                    {translate('app.dashboard.tile_failed')}
                                </Typography>
                            ) : (
                                <PerHourChart perHour={perHour} hour={hour} />
                            )}
                        </ChartCard>
                    </Grid>
                )}
            </Grid>
        </ChartsLocalizationProvider>
    );
}
