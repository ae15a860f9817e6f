import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatNumber, persianDigits } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import { faValue, pointAxis, valueAxis } from './charts';
import { banking, statusLabels } from './data';
import { Panel, SimpleList, SimpleTable, StatCard, StatusChip } from './widgets';

export function BankingDashboard() {
    return (
        <Grid container spacing={2}>
            {banking.balances.map((s, i) => (
                <Grid key={s.title} size={{ xs: 12, md: 4 }}><StatCard stat={{ ...s, unit: 'تومان' }} color={(['primary', 'success', 'error'] as const)[i]} /></Grid>
            ))}
            {banking.cards.map((c, i) => (
                <Grid key={c.number} size={{ xs: 12, md: 6 }}>
                    <Card sx={{ color: '#fff', background: i === 0 ? 'linear-gradient(135deg, #0f5c34, #1b7f4b)' : 'linear-gradient(135deg, #123d80, #1e5bb8)' }}>
                        <CardContent>
                            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                                <Typography variant="subtitle2">بانک {c.bank}</Typography>
                                <Typography variant="caption">انقضا {c.expires}</Typography>
                            </Stack>
                            <Typography variant="h6" component="p" dir="ltr" sx={{ my: 2, letterSpacing: 2, textAlign: 'center' }}>{persianDigits(c.number)}</Typography>
                            <Typography variant="body2">{c.holder}</Typography>
                        </CardContent>
                    </Card>
                </Grid>
            ))}
            <Grid size={{ xs: 12, md: 8 }}>
                <Panel title="آمار موجودی" subheader="میلیون تومان">
                    <LineChart height={280} xAxis={pointAxis(banking.balanceStatistics.months)} yAxis={valueAxis} series={[
                        { data: banking.balanceStatistics.income, label: 'درآمد', valueFormatter: faValue },
                        { data: banking.balanceStatistics.savings, label: 'پس‌انداز', valueFormatter: faValue },
                        { data: banking.balanceStatistics.investment, label: 'سرمایه‌گذاری', valueFormatter: faValue },
                    ]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="دسته‌های هزینه">
                    <PieChart height={260} series={[{ innerRadius: 40, data: banking.expenseCategories.map((d, id) => ({ id, ...d })), valueFormatter: v => `${faValue(v.value)}٪` }]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
                <Panel title="تراکنش‌های اخیر">
                    <SimpleTable label="تراکنش‌های اخیر" rows={banking.transactions} columns={[
                        { label: 'طرف حساب', render: r => r.name },
                        { label: 'نوع', render: r => r.type },
                        { label: 'مبلغ (تومان)', render: r => <Box component="span" sx={{ color: r.type === 'واریز' ? 'success.main' : 'text.primary' }}>{formatNumber(r.amount)}</Box>, align: 'right' },
                        { label: 'تاریخ', render: r => formatDate(r.date) },
                        { label: 'وضعیت', render: r => <StatusChip status={r.status} /> },
                    ]} />
                    <Typography variant="caption" color="text.secondary">وضعیت‌ها: {Object.values(statusLabels).join('، ')}</Typography>
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="مخاطبان">
                    <SimpleList label="مخاطبان" items={banking.contacts.map(c => ({ title: c.title, subtitle: <bdi dir="ltr">{persianDigits(c.subtitle)}</bdi> }))} />
                </Panel>
            </Grid>
        </Grid>
    );
}
