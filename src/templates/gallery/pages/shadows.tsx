import { Paper, Typography, useTheme } from '@mui/material';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

export default function ShadowsPage() {
    const theme = useTheme();
    return (
        <>
            <Section title="سطح سایه" description={<>ویژگی <code>elevation</code> کاغذ، از صفر تا بیست‌وچهار.</>}>
                {theme.shadows.map((_, level) => (
                    <Paper key={level} elevation={level} sx={{ width: 96, height: 72, display: 'grid', placeItems: 'center' }}>
                        <Typography variant="body2">سطح {formatNumber(level)}</Typography>
                    </Paper>
                ))}
            </Section>
            <Section title="کاغذ با قاب">
                <Paper variant="outlined" sx={{ width: 160, height: 80, display: 'grid', placeItems: 'center' }}>
                    <Typography variant="body2">قاب‌دار</Typography>
                </Paper>
                <Paper square elevation={3} sx={{ width: 160, height: 80, display: 'grid', placeItems: 'center' }}>
                    <Typography variant="body2">گوشه‌ی تیز</Typography>
                </Paper>
            </Section>
        </>
    );
}
