import { Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { Timeline, TimelineConnector, TimelineContent, TimelineDot, TimelineItem, TimelineSeparator, timelineItemClasses } from '@mui/lab';
import { formatDateTime } from '../../i18n/dates';
import { bandAxis, faValue, valueAxis } from './charts';
import { analytics } from './data';
import { Panel, SimpleList, StatCard } from './widgets';

export function AnalyticsDashboard() {
    return (
        <Grid container spacing={2}>
            {analytics.stats.map((s, i) => (
                <Grid key={s.title} size={{ xs: 12, sm: 6, md: 3 }}><StatCard stat={s} color={(['primary', 'info', 'warning', 'error'] as const)[i]} /></Grid>
            ))}
            <Grid size={{ xs: 12, md: 8 }}>
                <Panel title="بازدیدهای وب‌گاه" subheader="سه گروه، ماهانه">
                    <BarChart height={300} xAxis={bandAxis(analytics.visits.months)} yAxis={valueAxis} series={[
                        { data: analytics.visits.teamA, label: 'گروه الف', valueFormatter: faValue },
                        { data: analytics.visits.teamB, label: 'گروه ب', valueFormatter: faValue },
                        { data: analytics.visits.teamC, label: 'گروه ج', valueFormatter: faValue },
                    ]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="بازدید کنونی">
                    <PieChart height={260} series={[{ data: analytics.currentVisits.map((d, id) => ({ id, ...d })), valueFormatter: v => faValue(v.value) }]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
                <Panel title="نرخ تبدیل به تفکیک شهر">
                    <BarChart height={280} layout="horizontal" yAxis={[{ scaleType: 'band', data: analytics.conversion.map(c => c.label), position: 'right', width: 64 }]}
                        xAxis={[{ valueFormatter: faValue, reverse: true }]} series={[{ data: analytics.conversion.map(c => c.value), label: 'تبدیل', valueFormatter: faValue }]} />
                </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
                <Panel title="رویدادهای اخیر">
                    <Timeline sx={{ m: 0, p: 0, [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 } }}>
                        {analytics.timeline.map((t, i) => (
                            <TimelineItem key={t.title}>
                                <TimelineSeparator>
                                    <TimelineDot color={(['primary', 'success', 'info', 'warning', 'error'] as const)[i % 5]} />
                                    {i < analytics.timeline.length - 1 && <TimelineConnector />}
                                </TimelineSeparator>
                                <TimelineContent>
                                    <Typography variant="body2">{t.title}</Typography>
                                    <Typography variant="caption" color="text.secondary">{formatDateTime(t.date ?? 0)}</Typography>
                                </TimelineContent>
                            </TimelineItem>
                        ))}
                    </Timeline>
                </Panel>
            </Grid>
            <Grid size={12}>
                <Panel title="تازه‌ها">
                    <SimpleList label="تازه‌ها" items={analytics.news.map(n => ({ title: n.title, subtitle: `${n.subtitle} — ${formatDateTime(n.date ?? 0)}` }))} />
                </Panel>
            </Grid>
        </Grid>
    );
}
