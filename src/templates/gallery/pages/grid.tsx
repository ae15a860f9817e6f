import { Box, Grid, Paper, Slider, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

const Cell = ({ children }: { children: ReactNode }) => (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center', bgcolor: 'action.hover' }}>
        <Typography variant="body2">{children}</Typography>
    </Paper>
);

export default function GridPage() {
    const [spacing, setSpacing] = useState(2);
    return (
        <>
            <Section title="ستون‌های واکنش‌گرا" description="در گوشی هر خانه تمام‌عرض، در رایانه‌ی رومیزی کنار هم.">
                <Box sx={{ width: '100%' }}>
                    <Grid container spacing={spacing}>
                        <Grid size={{ xs: 12, md: 8 }}><Cell>۸ ستون</Cell></Grid>
                        <Grid size={{ xs: 12, md: 4 }}><Cell>۴ ستون</Cell></Grid>
                        {[1, 2, 3, 4].map(i => (
                            <Grid key={i} size={{ xs: 6, md: 3 }}><Cell>۳ ستون</Cell></Grid>
                        ))}
                        {[1, 2, 3].map(i => (
                            <Grid key={i} size={{ xs: 12, sm: 4 }}><Cell>۴ ستون</Cell></Grid>
                        ))}
                    </Grid>
                </Box>
            </Section>
            <Section title="فاصله‌ی خانه‌ها">
                <Box sx={{ width: '100%', maxWidth: 360 }}>
                    <Typography id="grid-spacing" gutterBottom>فاصله: {formatNumber(spacing)}</Typography>
                    <Slider aria-labelledby="grid-spacing" value={spacing} min={0} max={5} step={1} marks onChange={(_, v) => setSpacing(v as number)} valueLabelDisplay="auto" valueLabelFormat={v => formatNumber(v)} />
                </Box>
            </Section>
            <Section title="ستون خودکار">
                <Box sx={{ width: '100%' }}>
                    <Grid container spacing={2}>
                        <Grid size="grow"><Cell>پرکننده</Cell></Grid>
                        <Grid size={6}><Cell>۶ ستون</Cell></Grid>
                        <Grid size="grow"><Cell>پرکننده</Cell></Grid>
                    </Grid>
                </Box>
            </Section>
        </>
    );
}
