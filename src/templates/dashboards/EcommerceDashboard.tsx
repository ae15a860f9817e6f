import { Box, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { formatNumber } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import { faValue, pointAxis, valueAxis } from './charts';
import { ecommerce } from './data';
import { Panel, SimpleList, SimpleTable, StatCard, StatusChip, percent } from './widgets';

export function EcommerceDashboard() {
    const total = ecommerce.saleByCategory.reduce((s, c) => s + c.value, 0);
    return (
        <Grid container spacing={2}>
            {ecommerce.stats.map((s, i) => (
                <Grid key={s.title} size={{ xs: 12, md: 4 }}><StatCard stat={s} color={(['primary', 'secondary', 'success'] as const)[i]} /></Grid>
            ))}
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="فروش به تفکیک دسته" subheader={`جمع: ${formatNumber(total)} قلم`}>
                    <PieChart height={240} series={[{ innerRadius: 60, paddingAngle: 2, data: ecommerce.saleByCategory.map((c, id) => ({ id, ...c })), valueFormatter: v => faValue(v.value) }]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
                <Panel title="فروش سالانه" subheader="درآمد و هزینه (میلیون تومان)">
                    <LineChart height={260} xAxis={pointAxis(ecommerce.yearlySales.months)} yAxis={valueAxis}
                        series={[{ data: ecommerce.yearlySales.income, label: 'درآمد', area: true, valueFormatter: faValue }, { data: ecommerce.yearlySales.expense, label: 'هزینه', valueFormatter: faValue }]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
                <Panel title="سفارش‌های تازه">
                    <SimpleTable label="سفارش‌های تازه" rows={ecommerce.latestOrders} columns={[
                        { label: 'شماره', render: r => `#${formatNumber(r.id).replace(/٬/g, '')}` },
                        { label: 'مشتری', render: r => r.customer },
                        { label: 'دسته', render: r => r.category },
                        { label: 'مبلغ (ریال)', render: r => formatNumber(r.amount), align: 'right' },
                        { label: 'تاریخ', render: r => formatDate(r.date) },
                        { label: 'وضعیت', render: r => <StatusChip status={r.status} /> },
                    ]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
                <Stack spacing={2} sx={{ height: '100%' }}>
                    <Panel title="هدف فروش ماه">
                        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                            <Gauge width={110} height={110} value={ecommerce.goals.sold} text={({ value }) => percent(value ?? 0)} aria-label="پیشرفت هدف فروش" />
                            <Typography color="text.secondary">{formatNumber(ecommerce.goals.sold)} از {formatNumber(ecommerce.goals.target)} سفارش هدف</Typography>
                        </Stack>
                    </Panel>
                    <Panel title="پرفروش‌ها">
                        {ecommerce.bestSellers.map(b => (
                            <Box key={b.title} sx={{ mb: 1.5 }}>
                                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                                    <Typography variant="body2">{b.title}</Typography>
                                    <Typography variant="body2" color="text.secondary">{formatNumber(b.value ?? 0)}</Typography>
                                </Stack>
                                <LinearProgress variant="determinate" value={((b.value ?? 0) / 400) * 100} aria-label={b.title} sx={{ height: 6, borderRadius: 3 }} />
                            </Box>
                        ))}
                    </Panel>
                </Stack>
            </Grid>
            <Grid size={12}>
                <Panel title="دسته‌ها">
                    <SimpleList label="دسته‌ها" items={ecommerce.bestSellers.map(b => ({ title: b.title, subtitle: b.subtitle }))} />
                </Panel>
            </Grid>
        </Grid>
    );
}
