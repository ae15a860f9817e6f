import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Star from '@mui/icons-material/Star';
import { Box, Rating, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

const labels: Record<number, string> = { 0.5: 'بی‌فایده', 1: 'بد', 1.5: 'ضعیف', 2: 'نه‌چندان', 2.5: 'معمولی', 3: 'خوب', 3.5: 'خیلی خوب', 4: 'عالی', 4.5: 'بی‌نظیر', 5: 'شگفت‌انگیز' };

export default function RatingPage() {
    const [value, setValue] = useState<number | null>(3.5);
    const [hover, setHover] = useState(-1);
    return (
        <>
            <Section title="کنترل‌شده با برچسب">
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Rating name="hover-feedback" value={value} precision={0.5} onChange={(_, v) => setValue(v)} onChangeActive={(_, h) => setHover(h)}
                        getLabelText={v => `${formatNumber(v)} ستاره، ${labels[v]}`} emptyIcon={<Star style={{ opacity: 0.55 }} fontSize="inherit" />} />
                    {value !== null && <Box>{labels[hover !== -1 ? hover : value]}</Box>}
                </Stack>
            </Section>
            <Section title="فقط‌خواندنی، غیرفعال و بی‌مقدار">
                <Stack spacing={1}>
                    <Typography component="legend">فقط‌خواندنی</Typography>
                    <Rating value={4} readOnly />
                    <Typography component="legend">غیرفعال</Typography>
                    <Rating value={2} disabled />
                    <Typography component="legend">بی‌مقدار</Typography>
                    <Rating value={null} readOnly />
                </Stack>
            </Section>
            <Section title="اندازه و نماد دلخواه">
                <Rating defaultValue={2} size="small" />
                <Rating defaultValue={3} size="large" />
                <Rating defaultValue={3} max={10} size="small" />
                <Rating defaultValue={2} icon={<Favorite fontSize="inherit" />} emptyIcon={<FavoriteBorder fontSize="inherit" />} sx={{ color: 'error.main' }} getLabelText={v => `${formatNumber(v)} دل`} />
            </Section>
        </>
    );
}
