import { Card, CardContent, Grid, Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { memo, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { atFirstUse, formatNumber, LOCALE, persianDigits } from '../../i18n/format';
import type { Point } from '../sessionSeries';
import '../../i18n/lazy/dashboard';

/** Vazirmatn's tall glyph boxes need more room under the axis than the default, or labels are cut away. */
const AXIS_HEIGHT = 40;

const clock = atFirstUse(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit' }));

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
                valueFormatter: (value: Date) => clock().format(value),
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
 * A live figure's card: its chart and latest reading. Memoised, as are the orders' card below: the
 * dashboard renders again whenever today's orders fold in (once a second while orders stream), and
 * a chart drawn again with the same points cost the page a long task each time (docs/performance.md).
 */
const SeriesCard = memo(function SeriesCard({
    title,
    label,
    points,
    colour,
    testId,
    figureTestId,
}: {
    title: string;
    label: string;
    points: readonly Point[];
    colour: string;
    testId: string;
    figureTestId: string;
}) {
    return (
        <ChartCard title={title} testId={testId} figure={<Latest points={points} testId={figureTestId} />}>
            <SeriesChart points={points} label={label} colour={colour} />
        </ChartCard>
    );
});

const PerHourCard = memo(function PerHourCard({ perHour, hour }: { perHour: number[] | null | 'failed'; hour: number }) {
    const translate = useTranslate();
    return (
        <ChartCard title={translate('app.dashboard.per_hour_chart')} testId="chart-per-hour">
            {perHour === 'failed' ? (
                <Typography color="error" role="alert">
                    {translate('app.dashboard.tile_failed')}
                </Typography>
            ) : (
                <PerHourChart perHour={perHour} hour={hour} />
            )}
        </ChartCard>
    );
});

/**
 * The dashboard's charts, loaded lazily with @mui/x-charts: the ounce price and today's
 * vector over this session from the live ticks, and today's orders per hour.
 */
export default function DashboardCharts({ price: pricePoints, vector: vectorPoints, perHour: hourly, hour, showOrders }: DashboardChartsProps) {
    const translate = useTranslate();
    const theme = useTheme();
    // drawn in a render React may interrupt: a chart drawn again (a tick, today's orders folded in)
    // waits for, and yields to, a live order's card
    const price = useDeferredValue(pricePoints);
    const vector = useDeferredValue(vectorPoints);
    const perHour = useDeferredValue(hourly);
    const localeText = useMemo(
        () => ({ noData: translate('app.dashboard.no_data'), loading: translate('ra.page.loading') }),
        [translate]
    );
    return (
        <ChartsLocalizationProvider localeText={localeText}>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                    <SeriesCard
                        title={translate('app.dashboard.price_chart')}
                        label={translate('app.dashboard.gold_price')}
                        points={price}
                        colour={theme.palette.warning.main}
                        testId="chart-price"
                        figureTestId="dashboard-gold-price"
                    />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                    <SeriesCard
                        title={translate('app.dashboard.vector_chart')}
                        label={translate('app.dashboard.today_vector')}
                        points={vector}
                        colour={theme.palette.primary.main}
                        testId="chart-vector"
                        figureTestId="dashboard-today-vector"
                    />
                </Grid>
                {showOrders && (
                    <Grid size={12}>
                        <PerHourCard perHour={perHour} hour={hour} />
                    </Grid>
                )}
            </Grid>
        </ChartsLocalizationProvider>
    );
}
