import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatNumber } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import { bandAxis, faValue, valueAxis } from './charts';
import { app, TODAY } from './data';
import { Panel, SimpleList, SimpleTable, StatCard, StatusChip } from './widgets';

export function AppDashboard() {
    return (
        <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
                <Card variant="outlined" sx={{ height: '100%', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                    <CardContent>
                        <Typography variant="h5" component="h2">خوش آمدید، {app.user}</Typography>
                        <Typography sx={{ my: 1, maxWidth: 480 }}>
                            امروز {formatDate(TODAY)} است؛ {formatNumber(app.invoices.filter(i => i.status === 'pending').length)} صورت‌حساب در انتظار پرداخت دارید.
                        </Typography>
                        <Button variant="contained" color="secondary">مشاهده‌ی صورت‌حساب‌ها</Button>
                    </CardContent>
                </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="برنامه‌های برگزیده">
                    <SimpleList label="برنامه‌های برگزیده" items={app.relatedApps.slice(0, 3).map(a => ({ title: a.title, subtitle: a.subtitle, extra: <Typography variant="caption">{formatNumber(a.value ?? 0)} نصب</Typography> }))} />
                </Panel>
            </Grid>
            {app.stats.map((s, i) => (
                <Grid key={s.title} size={{ xs: 12, md: 4 }}><StatCard stat={s} color={(['primary', 'info', 'warning'] as const)[i]} /></Grid>
            ))}
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="دانلودها به تفکیک سکو">
                    <PieChart height={240} series={[{ innerRadius: 50, data: app.devices.map((d, id) => ({ id, ...d })), valueFormatter: v => faValue(v.value) }]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
                <Panel title="نصب‌ها به تفکیک منطقه" subheader="۹ ماه نخست ۱۴۰۵">
                    <BarChart height={260} xAxis={bandAxis(app.areaInstalled.months)} yAxis={valueAxis}
                        series={[{ data: app.areaInstalled.asia, label: 'آسیا', valueFormatter: faValue, stack: 'a' }, { data: app.areaInstalled.europe, label: 'اروپا', valueFormatter: faValue, stack: 'a' }]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, lg: 8 }}>
                <Panel title="صورت‌حساب‌های تازه">
                    <SimpleTable label="صورت‌حساب‌های تازه" rows={app.invoices} columns={[
                        { label: 'شماره', render: r => formatNumber(r.id).replace(/٬/g, '') },
                        { label: 'مشتری', render: r => r.customer },
                        { label: 'سکو', render: r => r.category },
                        { label: 'مبلغ (ریال)', render: r => formatNumber(r.amount), align: 'right' },
                        { label: 'تاریخ', render: r => formatDate(r.date) },
                        { label: 'وضعیت', render: r => <StatusChip status={r.status} /> },
                    ]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
                <Panel title="نویسندگان برتر">
                    <SimpleList label="نویسندگان برتر" items={app.topAuthors.map(a => ({ title: a.title, subtitle: a.subtitle.replace(/\d+/g, d => formatNumber(Number(d))), extra: <Box component="span" sx={{ typography: 'caption' }}>{formatNumber(a.value ?? 0)} پسند</Box> }))} />
                </Panel>
            </Grid>
        </Grid>
    );
}
