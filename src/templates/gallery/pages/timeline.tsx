import Payment from '@mui/icons-material/Payment';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { Timeline, TimelineConnector, TimelineContent, TimelineDot, TimelineItem, TimelineOppositeContent, TimelineSeparator, timelineItemClasses, timelineOppositeContentClasses } from '@mui/lab';
import { Box, Typography } from '@mui/material';
import { Section } from '../Demo';
import { formatDateTime } from '../../../i18n/dates';

const events = [
    { title: 'سفارش ثبت شد', Icon: ShoppingCart, color: 'primary' },
    { title: 'پرداخت تأیید شد', Icon: Payment, color: 'success' },
    { title: 'ارسال شد', Icon: LocalShipping, color: 'info' },
    { title: 'تحویل شد', Icon: TaskAlt, color: 'secondary' },
] as const;
const at = (i: number) => formatDateTime(Date.UTC(2026, 10, 18 + i, 6 + i * 2, 15));

export default function TimelinePage() {
    return (
        <>
            <Section title="ساده (یک سو)">
                <Timeline sx={{ [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 }, m: 0, p: 0 }}>
                    {events.map((e, i) => (
                        <TimelineItem key={e.title}>
                            <TimelineSeparator>
                                <TimelineDot color={e.color} />
                                {i < events.length - 1 && <TimelineConnector />}
                            </TimelineSeparator>
                            <TimelineContent>
                                <Typography variant="subtitle2">{e.title}</Typography>
                                <Typography variant="caption" color="text.secondary">{at(i)}</Typography>
                            </TimelineContent>
                        </TimelineItem>
                    ))}
                </Timeline>
            </Section>
            <Section title="دوسویه با نماد">
                <Box sx={{ width: '100%' }}>
                    <Timeline position="alternate">
                        {events.map((e, i) => (
                            <TimelineItem key={e.title}>
                                <TimelineOppositeContent sx={{ m: 'auto 0' }} variant="body2" color="text.secondary">{at(i)}</TimelineOppositeContent>
                                <TimelineSeparator>
                                    <TimelineConnector sx={{ visibility: i === 0 ? 'hidden' : undefined }} />
                                    <TimelineDot color={e.color}><e.Icon fontSize="small" /></TimelineDot>
                                    <TimelineConnector sx={{ visibility: i === events.length - 1 ? 'hidden' : undefined }} />
                                </TimelineSeparator>
                                <TimelineContent sx={{ py: '12px', px: 2 }}><Typography>{e.title}</Typography></TimelineContent>
                            </TimelineItem>
                        ))}
                    </Timeline>
                </Box>
            </Section>
            <Section title="با زمان در کنار">
                <Timeline sx={{ [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.35 }, m: 0, p: 0 }}>
                    {events.map((e, i) => (
                        <TimelineItem key={e.title}>
                            <TimelineOppositeContent color="text.secondary" variant="caption">{at(i)}</TimelineOppositeContent>
                            <TimelineSeparator>
                                <TimelineDot variant="outlined" color={e.color} />
                                {i < events.length - 1 && <TimelineConnector />}
                            </TimelineSeparator>
                            <TimelineContent>{e.title}</TimelineContent>
                        </TimelineItem>
                    ))}
                </Timeline>
            </Section>
        </>
    );
}
