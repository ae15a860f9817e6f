import { Box, CircularProgress, LinearProgress, Stack, Typography, type CircularProgressProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { Section, colours } from '../Demo';
import { formatNumber } from '../../../i18n/format';

/** The demo circular progress at sizes 24, 32 and 48 with values 25, 50, 75 and 100. */
const SIZES = [24, 32, 48];
const VALUES = [25, 50, 75, 100];

const percent = (n: number) => `${formatNumber(Math.round(n))}٪`;

const WithLabel = (props: CircularProgressProps & { value: number }) => (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress variant="determinate" size={56} {...props} />
        <Box sx={{ inset: 0, position: 'absolute', display: 'grid', placeItems: 'center' }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>{percent(props.value)}</Typography>
        </Box>
    </Box>
);

export default function ProgressPage() {
    const [value, setValue] = useState(10);
    useEffect(() => {
        const timer = window.setInterval(() => setValue(v => (v >= 100 ? 0 : v + 10)), 800);
        return () => window.clearInterval(timer);
    }, []);
    return (
        <>
            <Section title="دایره‌ای معین: اندازه‌ها و مقدارها" description="اندازه‌های ۲۴، ۳۲ و ۴۸ با مقدارهای ۲۵، ۵۰، ۷۵ و ۱۰۰.">
                <Box component="table" sx={{ borderCollapse: 'collapse', '& td, & th': { p: 1, textAlign: 'center' } }}>
                    <thead>
                        <tr>
                            <th>اندازه</th>
                            {VALUES.map(v => <th key={v}>{percent(v)}</th>)}
                        </tr>
                    </thead>
                    <tbody>
                        {SIZES.map(size => (
                            <tr key={size}>
                                <th>{formatNumber(size)}</th>
                                {VALUES.map(v => (
                                    <td key={v}>
                                        <CircularProgress variant="determinate" size={size} value={v} aria-label={`${percent(v)} در اندازه‌ی ${formatNumber(size)}`} data-size={size} data-value={v} />
                                    </td>
                                ))}
                            </tr>
                        ))}
                    </tbody>
                </Box>
            </Section>
            <Section title="دایره‌ای نامعین و رنگ‌ها">
                {colours.map(c => <CircularProgress key={c.value} color={c.value} aria-label={c.label} />)}
                <CircularProgress disableShrink aria-label="بی‌کشش" />
            </Section>
            <Section title="با برچسب">
                <WithLabel value={value} aria-label="پیشرفت زنده" />
                <WithLabel value={75} color="success" aria-label="پیشرفت ثابت" />
            </Section>
            <Section title="خطی" sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
                <Stack spacing={2} sx={{ width: '100%' }}>
                    <LinearProgress aria-label="نامعین" />
                    <LinearProgress variant="determinate" value={value} aria-label="معین" />
                    <LinearProgress variant="buffer" value={value} valueBuffer={Math.min(100, value + 15)} aria-label="با پیش‌بار" />
                    <LinearProgress variant="query" color="secondary" aria-label="پرس‌وجو" />
                    {colours.map(c => <LinearProgress key={c.value} variant="determinate" value={60} color={c.value} aria-label={c.label} />)}
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress variant="determinate" value={value} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label="با برچسب" />
                        <Typography variant="body2" sx={{ minWidth: 40 }}>{percent(value)}</Typography>
                    </Stack>
                </Stack>
            </Section>
        </>
    );
}
