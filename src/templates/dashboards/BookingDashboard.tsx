import { Box, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { formatNumber } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import { bandAxis, faValue, valueAxis } from './charts';
import { booking } from './data';
import { Panel, SimpleList, SimpleTable, StatCard, StatusChip, percent } from './widgets';

export function BookingDashboard() {
    const total = booking.bookedByStatus.reduce((s, b) => s + b.value, 0);
    return (
        <Grid container spacing={2}>
            {booking.stats.map((s, i) => (
                <Grid key={s.title} size={{ xs: 12, md: 4 }}><StatCard stat={s} color={(['primary', 'success', 'error'] as const)[i]} /></Grid>
            ))}
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="اتاق‌ها">
                    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-around' }}>
                        {booking.rooms.map(r => (
                            <Stack key={r.label} sx={{ alignItems: 'center' }}>
                                <Gauge width={110} height={110} value={r.value} text={({ value }) => percent(value ?? 0)} aria-label={r.label} />
                                <Typography variant="body2">{r.label}</Typography>
                            </Stack>
                        ))}
                    </Stack>
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="رزروها به تفکیک وضعیت" subheader={`جمع: ${formatNumber(total)}`}>
                    {booking.bookedByStatus.map(b => (
                        <Box key={b.label} sx={{ mb: 2 }}>
                            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                                <Typography variant="body2">{b.label}</Typography>
                                <Typography variant="body2" color="text.secondary">{formatNumber(b.value)}</Typography>
                            </Stack>
                            <LinearProgress variant="determinate" color={b.color} value={(b.value / total) * 100} aria-label={b.label} sx={{ height: 8, borderRadius: 4 }} />
                        </Box>
                    ))}
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="تورهای محبوب">
                    <SimpleList label="تورهای محبوب" items={booking.tours.map(t => ({ title: t.title, subtitle: t.subtitle.replace(/\d+/g, d => formatNumber(Number(d))), extra: <Typography variant="caption">{formatNumber(t.value ?? 0)} تومان</Typography> }))} />
                </Panel>
            </Grid>
            <Grid size={12}>
                <Panel title="آمار هفته" subheader="فروخته و لغوشده">
                    <BarChart height={280} xAxis={bandAxis(booking.statistics.weeks)} yAxis={valueAxis} series={[
                        { data: booking.statistics.sold, label: 'فروخته', valueFormatter: faValue },
                        { data: booking.statistics.cancelled, label: 'لغوشده', valueFormatter: faValue },
                    ]} />
                </Panel>
            </Grid>
            <Grid size={12}>
                <Panel title="تازه‌ترین رزروها">
                    <SimpleTable label="تازه‌ترین رزروها" rows={booking.newest} columns={[
                        { label: 'مسافر', render: r => r.name },
                        { label: 'تور', render: r => r.tour },
                        { label: 'نفر', render: r => formatNumber(r.guests), align: 'right' },
                        { label: 'شب', render: r => formatNumber(r.nights), align: 'right' },
                        { label: 'ورود', render: r => formatDate(r.checkIn) },
                        { label: 'وضعیت', render: r => <StatusChip status={r.status} /> },
                    ]} />
                </Panel>
            </Grid>
        </Grid>
    );
}
