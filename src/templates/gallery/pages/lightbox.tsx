import { Box, ButtonBase, FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { Section } from '../Demo';
import { sampleImage } from '../sample';

const titles = ['سکه‌ی امامی', 'شمش نقره', 'گردنبند طلا', 'طلای آب‌شده', 'انگشتر طلا', 'دستبند طلا', 'گوشواره', 'سرویس نقره'];
const slides = titles.map((title, i) => ({ src: sampleImage(i, 1200, 800), title, description: `نمونه‌ی شماره‌ی ${new Intl.NumberFormat('fa-IR').format(i + 1)}` }));

/** The lightbox's button names, in Persian. */
const labels = {
    Previous: 'قبلی',
    Next: 'بعدی',
    Close: 'بستن',
    Lightbox: 'نمایش تصویر',
    Carousel: 'نمایش چرخشی',
    Slide: 'اسلاید',
    'Zoom in': 'بزرگ‌نمایی',
    'Zoom out': 'کوچک‌نمایی',
    'Photo gallery': 'گالری تصویر',
    '{index} of {total}': '{index} از {total}',
};

export default function LightboxPage() {
    const [index, setIndex] = useState(-1);
    const [zoom, setZoom] = useState(true);
    return (
        <Section title="گالری با نمایش تمام‌صفحه" description="روی هر تصویر کلیک کنید؛ با پیکان‌ها، کشیدن یا صفحه‌کلید جابه‌جا شوید.">
            <FormControlLabel control={<Switch checked={zoom} onChange={e => setZoom(e.target.checked)} />} label="بزرگ‌نمایی" sx={{ width: '100%' }} />
            <Box sx={{ width: '100%', display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
                {slides.map((s, i) => (
                    <ButtonBase key={s.title} onClick={() => setIndex(i)} aria-label={`نمایش ${s.title}`} sx={{ borderRadius: 1, overflow: 'hidden' }}>
                        <Box component="img" src={s.src} alt={s.title} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }} />
                    </ButtonBase>
                ))}
            </Box>
            <Lightbox
                open={index >= 0}
                index={index}
                close={() => setIndex(-1)}
                slides={slides}
                labels={labels}
                plugins={zoom ? [Captions, Counter, Zoom] : [Captions, Counter]}
                on={{ view: ({ index: i }) => setIndex(i) }}
            />
        </Section>
    );
}
