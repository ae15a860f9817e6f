import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';
import { sampleImage } from '../sample';

const slides = ['سکه‌ی امامی', 'شمش نقره', 'گردنبند طلا', 'طلای آب‌شده', 'انگشتر طلا', 'دستبند طلا'];

function Carousel({ perView, loop }: { perView: number; loop: boolean }) {
    const [ref, api] = useEmblaCarousel({ direction: 'rtl', loop, align: 'start' });
    const [index, setIndex] = useState(0);
    const [snaps, setSnaps] = useState<number[]>([]);
    const sync = useCallback(() => {
        if (!api) return;
        setIndex(api.selectedScrollSnap());
        setSnaps(api.scrollSnapList());
    }, [api]);
    useEffect(() => {
        if (!api) return;
        api.on('select', sync).on('reInit', sync);
        queueMicrotask(sync);
        return () => {
            api.off('select', sync).off('reInit', sync);
        };
    }, [api, sync]);
    return (
        <Box sx={{ width: '100%', minWidth: 0 }} role="region" aria-roledescription="نمایش چرخشی" aria-label="محصولات">
            <Box ref={ref} dir="rtl" sx={{ overflow: 'hidden', borderRadius: 2 }}>
                <Box sx={{ display: 'flex', gap: 0, touchAction: 'pan-y pinch-zoom' }}>
                    {slides.map((title, i) => (
                        <Box key={title} role="group" aria-roledescription="اسلاید" aria-label={`${formatNumber(i + 1)} از ${formatNumber(slides.length)}`}
                            sx={{ flex: `0 0 ${100 / perView}%`, minWidth: 0, px: perView > 1 ? 0.75 : 0, position: 'relative' }}>
                            <Box component="img" src={sampleImage(i, 800, 450)} alt={title} sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', borderRadius: 2 }} />
                            <Typography sx={{ position: 'absolute', bottom: 12, insetInlineStart: 20, color: '#fff', fontWeight: 700, textShadow: '0 1px 4px rgba(0,0,0,.6)' }}>{title}</Typography>
                        </Box>
                    ))}
                </Box>
            </Box>
            <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <IconButton aria-label="اسلاید قبلی" onClick={() => api?.scrollPrev()} disabled={!loop && index === 0}><ChevronRight /></IconButton>
                <Stack direction="row">
                    {/* each dot is drawn inside a 24 px button: a target a finger can hit */}
                    {snaps.map((_, i) => (
                        <Box key={i} component="button" type="button" aria-label={`رفتن به اسلاید ${formatNumber(i + 1)}`} aria-current={i === index}
                            onClick={() => api?.scrollTo(i)}
                            sx={{
                                minWidth: 24, height: 24, px: 0.5, py: 0, border: 0, borderRadius: 3, cursor: 'pointer', bgcolor: 'transparent',
                                display: 'grid', placeItems: 'center',
                                '&::before': { content: '""', width: i === index ? 20 : 8, height: 8, borderRadius: 4, bgcolor: i === index ? 'primary.main' : 'action.disabled', transition: 'width .2s' },
                            }} />
                    ))}
                </Stack>
                <IconButton aria-label="اسلاید بعدی" onClick={() => api?.scrollNext()} disabled={!loop && index === snaps.length - 1}><ChevronLeft /></IconButton>
            </Stack>
        </Box>
    );
}

export default function CarouselPage() {
    return (
        <>
            <Section title="یک اسلاید، چرخشی" description="جهت راست‌به‌چپ: اسلاید بعدی از چپ می‌آید؛ با کشیدن هم جابه‌جا می‌شود.">
                <Box sx={{ width: '100%', maxWidth: 720 }}><Carousel perView={1} loop /></Box>
            </Section>
            <Section title="چند اسلاید در هر نما">
                <Carousel perView={3} loop={false} />
            </Section>
        </>
    );
}
