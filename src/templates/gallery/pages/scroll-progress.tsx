import { Box, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { motion, useMotionValueEvent, useScroll, useSpring } from 'motion/react';
import { useRef, useState } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

const paragraphs = Array.from({ length: 14 }, (_, i) =>
    `بند ${formatNumber(i + 1)}: در بازار طلا، قیمت هر گرم بر پایه‌ی انس جهانی و نرخ ارز تعیین می‌شود و کارشناسان پیش از تأیید هر سفارش آن را با قیمت لحظه‌ای می‌سنجند.`);

export default function ScrollProgressPage() {
    const box = useRef<HTMLDivElement>(null);
    const { scrollYProgress } = useScroll({ container: box });
    const scaleX = useSpring(scrollYProgress, { stiffness: 200, damping: 30 });
    const [percent, setPercent] = useState(0);
    useMotionValueEvent(scrollYProgress, 'change', v => setPercent(Math.round(v * 100)));
    return (
        <>
            <Section title="نوار و دایره‌ی پیشرفت" description="جعبه‌ی زیر را پیمایش کنید؛ نوار بالا، نوار خطی و دایره هم‌زمان پر می‌شوند.">
                <Paper variant="outlined" sx={{ width: '100%', position: 'relative', overflow: 'hidden' }}>
                    <motion.div style={{ scaleX, transformOrigin: 'right', height: 4, background: 'var(--mui-palette-primary-main, #1b7f4b)' }} />
                    <Box ref={box} tabIndex={0} aria-label="متن نمونه برای پیمایش" sx={{ height: 260, overflowY: 'auto', p: 2 }}>
                        {paragraphs.map(p => <Typography key={p} paragraph>{p}</Typography>)}
                    </Box>
                </Paper>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
                    <LinearProgress variant="determinate" value={percent} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label="پیشرفت پیمایش" />
                    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
                        <CircularProgress variant="determinate" value={percent} aria-label="پیشرفت پیمایش (دایره)" />
                        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                            <Typography variant="caption">{formatNumber(percent)}٪</Typography>
                        </Box>
                    </Box>
                </Stack>
            </Section>
        </>
    );
}
