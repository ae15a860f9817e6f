import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';
import { Box, Slider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Section, colours } from '../Demo';
import { formatNumber } from '../../../i18n/format';

const fa = (v: number) => formatNumber(v);
const grams = [0, 25, 50, 75, 100].map(v => ({ value: v, label: `${fa(v)} گرم` }));

export default function SliderPage() {
    const [volume, setVolume] = useState(30);
    const [range, setRange] = useState<number[]>([20, 60]);
    const box = { width: '100%', maxWidth: 360 };
    return (
        <>
            <Section title="پیوسته با نماد">
                <Stack direction="row" spacing={2} sx={{ ...box, alignItems: 'center' }}>
                    <VolumeDown />
                    <Slider aria-label="صدا" value={volume} onChange={(_, v) => setVolume(v as number)} valueLabelDisplay="auto" valueLabelFormat={fa} />
                    <VolumeUp />
                </Stack>
                <Box sx={box}><Slider aria-label="غیرفعال" defaultValue={40} disabled /></Box>
            </Section>
            <Section title="گسسته با نشانه‌ها">
                <Box sx={{ ...box, px: 2 }}>
                    <Slider aria-label="وزن" defaultValue={25} step={25} marks={grams} valueLabelDisplay="auto" valueLabelFormat={v => `${fa(v)} گرم`} />
                </Box>
            </Section>
            <Section title="بازه">
                <Box sx={box}>
                    <Typography gutterBottom>قیمت: از {fa(range[0])} تا {fa(range[1])} میلیون تومان</Typography>
                    <Slider getAriaLabel={i => (i === 0 ? 'کمینه‌ی قیمت' : 'بیشینه‌ی قیمت')} value={range} onChange={(_, v) => setRange(v as number[])} valueLabelDisplay="auto" valueLabelFormat={fa} disableSwap />
                </Box>
            </Section>
            <Section title="رنگ‌ها، اندازه و عمودی">
                <Box sx={box}>
                    {colours.map(c => <Slider key={c.value} color={c.value} defaultValue={50} aria-label={c.label} size="small" />)}
                </Box>
                <Box sx={{ height: 180 }}>
                    <Slider orientation="vertical" defaultValue={40} aria-label="عمودی" valueLabelDisplay="auto" valueLabelFormat={fa} />
                </Box>
            </Section>
        </>
    );
}
