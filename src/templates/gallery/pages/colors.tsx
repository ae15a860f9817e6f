import { Box, Paper, Stack, Typography, useTheme } from '@mui/material';
import { Section, colours } from '../Demo';
import { formatNumber } from '../../../i18n/format';

/** The six colour presets of the original kit: the primary colour a deployment may choose. */
const presets = [
    { name: 'سبز (پیش‌فرض)', main: '#1b7f4b', light: '#4caf7a', dark: '#0f5c34' },
    { name: 'فیروزه‌ای', main: '#078dee', light: '#68cdf9', dark: '#0351ab' },
    { name: 'بنفش', main: '#7635dc', light: '#b985f4', dark: '#431a9e' },
    { name: 'آبی', main: '#2065d1', light: '#76b0f1', dark: '#103996' },
    { name: 'نارنجی', main: '#fda92d', light: '#fed680', dark: '#b66816' },
    { name: 'قرمز', main: '#ff3030', light: '#ff8e8e', dark: '#b71833' },
];

const Swatch = ({ colour, label, text }: { colour: string; label: string; text?: string }) => (
    <Stack spacing={0.5} sx={{ width: 96 }}>
        <Box sx={{ height: 56, borderRadius: 1.5, bgcolor: colour, border: 1, borderColor: 'divider', color: text, display: 'grid', placeItems: 'center' }}>
            {text && <Typography variant="caption">نمونه</Typography>}
        </Box>
        <Typography variant="caption">{label}</Typography>
        <Typography variant="caption" component="code" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
            {colour}
        </Typography>
    </Stack>
);

export default function ColorsPage() {
    const theme = useTheme();
    const greys = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
    return (
        <>
            <Section title="رنگ‌های پوسته" description="هر رنگ با سه سایه: روشن، اصلی و تیره؛ متن روی رنگ اصلی با رنگ مکمل.">
                {colours.map(c => {
                    const p = theme.palette[c.value];
                    return (
                        <Paper key={c.value} variant="outlined" sx={{ p: 1.5 }}>
                            <Typography variant="subtitle2" gutterBottom>{c.label}</Typography>
                            <Stack direction="row" spacing={1}>
                                <Swatch colour={p.light} label="روشن" />
                                <Swatch colour={p.main} label="اصلی" text={p.contrastText} />
                                <Swatch colour={p.dark} label="تیره" />
                            </Stack>
                        </Paper>
                    );
                })}
            </Section>
            <Section title="طیف خاکستری">
                {greys.map(g => <Swatch key={g} colour={theme.palette.grey[g]} label={`خاکستری ${formatNumber(g)}`} />)}
            </Section>
            <Section title="شش پیش‌تنظیم رنگی" description="رنگ اصلی‌ای که هر استقرار می‌تواند برگزیند.">
                {presets.map(preset => (
                    <Paper key={preset.name} variant="outlined" sx={{ p: 1.5 }}>
                        <Typography variant="subtitle2" gutterBottom>{preset.name}</Typography>
                        <Stack direction="row" spacing={1}>
                            <Swatch colour={preset.light} label="روشن" />
                            <Swatch colour={preset.main} label="اصلی" text="#fff" />
                            <Swatch colour={preset.dark} label="تیره" />
                        </Stack>
                    </Paper>
                ))}
            </Section>
            <Section title="پس‌زمینه و متن">
                <Swatch colour={theme.palette.background.default} label="پس‌زمینه" />
                <Swatch colour={theme.palette.background.paper} label="کاغذ" />
                <Swatch colour={theme.palette.text.primary} label="متن اصلی" />
                <Swatch colour={theme.palette.text.secondary} label="متن فرعی" />
                <Swatch colour={theme.palette.divider} label="جداکننده" />
            </Section>
        </>
    );
}
