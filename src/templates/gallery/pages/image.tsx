import { Box, ImageList, ImageListItem, ImageListItemBar, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';
import { sampleImage } from '../sample';

const ratios = [
    { value: '1 / 1', label: '۱:۱' },
    { value: '4 / 3', label: '۴:۳' },
    { value: '3 / 4', label: '۳:۴' },
    { value: '16 / 9', label: '۱۶:۹' },
    { value: '21 / 9', label: '۲۱:۹' },
];

/** An image that shows a skeleton until it has loaded, then fades in. */
function Picture({ src, alt, ratio }: { src: string; alt: string; ratio: string }) {
    const [loaded, setLoaded] = useState(false);
    return (
        <Box sx={{ position: 'relative', aspectRatio: ratio, borderRadius: 1.5, overflow: 'hidden' }}>
            {!loaded && <Skeleton variant="rectangular" sx={{ position: 'absolute', inset: 0, height: '100%' }} />}
            <Box component="img" src={src} alt={alt} loading="lazy" onLoad={() => setLoaded(true)}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: loaded ? 1 : 0, transition: 'opacity .4s' }} />
        </Box>
    );
}

export default function ImagePage() {
    return (
        <>
            <Section title="نسبت‌ها" description="با بارگذاری تنبل و جای‌نگهدار تا رسیدن تصویر.">
                <Box sx={{ width: '100%', display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', alignItems: 'start' }}>
                    {ratios.map((r, i) => (
                        <Stack key={r.value} spacing={0.5}>
                            <Picture src={sampleImage(i, 600, 600)} alt={`نسبت ${r.label}`} ratio={r.value} />
                            <Typography variant="caption">{r.label}</Typography>
                        </Stack>
                    ))}
                </Box>
            </Section>
            <Section title="فهرست تصویر با عنوان">
                <ImageList cols={3} gap={8} sx={{ width: '100%', m: 0 }}>
                    {['سکه', 'شمش', 'گردنبند', 'انگشتر', 'دستبند', 'گوشواره'].map((title, i) => (
                        <ImageListItem key={title}>
                            <img src={sampleImage(i + 2, 400, 300)} alt={title} loading="lazy" />
                            <ImageListItemBar title={title} subtitle="مجموعه‌ی زر" />
                        </ImageListItem>
                    ))}
                </ImageList>
            </Section>
            <Section title="جای‌نگهدار">
                <Skeleton variant="circular" width={56} height={56} />
                <Skeleton variant="rounded" width={200} height={100} />
                <Box sx={{ width: 200 }}><Skeleton /><Skeleton width="60%" /></Box>
            </Section>
        </>
    );
}
