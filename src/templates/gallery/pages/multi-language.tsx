import Translate from '@mui/icons-material/Translate';
import { Box, Card, CardContent, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';

type Lang = 'fa' | 'en' | 'ar';

const languages: { value: Lang; label: string; dir: 'rtl' | 'ltr' }[] = [
    { value: 'fa', label: 'فارسی', dir: 'rtl' },
    { value: 'en', label: 'انگلیسی', dir: 'ltr' },
    { value: 'ar', label: 'عربی', dir: 'rtl' },
];

/** The sample texts in each language (the foreign ones are shown only when chosen). */
const texts: Record<Lang, { title: string; body: string; price: string; button: string }> = {
    fa: { title: 'سکه‌ی امامی', body: 'سکه‌ی تمام بهار آزادی، طرح امام، ضرب ۱۴۰۴.', price: 'قیمت: ۸۶٬۵۰۰٬۰۰۰ تومان', button: 'افزودن به سبد' },
    en: { title: 'Emami gold coin', body: 'Full Bahar Azadi coin, Emami design, minted 2025.', price: 'Price: 86,500,000 tomans', button: 'Add to cart' },
    ar: { title: 'مسكوكة إمامي', body: 'مسكوكة بهار آزادي كاملة، تصميم الإمام.', price: 'السعر: ٨٦٬٥٠٠٬٠٠٠ تومان', button: 'أضف إلى السلة' },
};

export default function MultiLanguagePage() {
    const [lang, setLang] = useState<Lang>('fa');
    const current = languages.find(l => l.value === lang)!;
    const t = texts[lang];
    return (
        <>
            <Section title="تغییر زبان و جهت" description="هر زبان جهت خود را دارد؛ بخش زیر با زبان برگزیده از راست یا چپ چیده می‌شود.">
                <ToggleButtonGroup exclusive value={lang} onChange={(_, v: Lang | null) => v && setLang(v)} aria-label="زبان" size="small">
                    {languages.map(l => <ToggleButton key={l.value} value={l.value}>{l.label}</ToggleButton>)}
                </ToggleButtonGroup>
                <TextField select size="small" label="زبان" value={lang} onChange={e => setLang(e.target.value as Lang)} sx={{ width: 160 }}
                    slotProps={{ input: { startAdornment: <Translate fontSize="small" sx={{ color: 'action.active', marginInlineEnd: 1 }} /> } }}>
                    {languages.map(l => <MenuItem key={l.value} value={l.value}>{l.label}</MenuItem>)}
                </TextField>
                <Box sx={{ width: '100%' }}>
                    <Card variant="outlined" lang={lang} dir={current.dir} sx={{ maxWidth: 420, textAlign: 'start' }}>
                        <CardContent>
                            <Typography variant="h6">{t.title}</Typography>
                            <Typography color="text.secondary" sx={{ my: 1 }}>{t.body}</Typography>
                            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                                <Typography sx={{ fontWeight: 700 }}>{t.price}</Typography>
                                <Box component="button" type="button" sx={{ font: 'inherit', border: 0, borderRadius: 1, px: 2, py: 0.75, bgcolor: 'primary.main', color: 'primary.contrastText', cursor: 'pointer' }}>{t.button}</Box>
                            </Stack>
                        </CardContent>
                    </Card>
                </Box>
            </Section>
            <Section title="قالب‌بندی اعداد و تاریخ هر زبان">
                <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
                    {languages.map(l => {
                        const locale = { fa: 'fa-IR', en: 'en-US', ar: 'ar-EG' }[l.value];
                        return (
                            <li key={l.value}>
                                {l.label}:{' '}
                                <bdi lang={l.value}>
                                    {new Intl.NumberFormat(locale).format(1234567.89)} — {new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 23))}
                                </bdi>
                            </li>
                        );
                    })}
                </Box>
            </Section>
        </>
    );
}
