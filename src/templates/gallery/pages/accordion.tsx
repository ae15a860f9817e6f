import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionActions, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';

const faqs = [
    { q: 'سفارش خرید چگونه تأیید می‌شود؟', a: 'سفارش در پنل زنده نمایش داده می‌شود و کارشناس آن را تأیید یا رد می‌کند.' },
    { q: 'رسید واریز کجا بررسی می‌شود؟', a: 'در صفحه‌ی رسیدها؛ هر رسید پس از بررسی تأیید یا رد می‌شود.' },
    { q: 'قیمت انس از کجا می‌آید؟', a: 'از کانال زنده؛ هر تغییر قیمت بی‌درنگ در نوار بالا دیده می‌شود.' },
    { q: 'آیا می‌توان دسترسی کارمندان را محدود کرد؟', a: 'بله، مدیر ارشد برای هر مدیر دسترسی‌های جداگانه تعیین می‌کند.' },
];

export default function AccordionPage() {
    const [expanded, setExpanded] = useState<number | false>(0);
    return (
        <>
            <Section title="ساده (چند بخش باز)">
                <Box sx={{ width: '100%' }}>
                    {faqs.map((f, i) => (
                        <Accordion key={i} defaultExpanded={i === 0}>
                            <AccordionSummary expandIcon={<ExpandMore />}>
                                <Typography component="span">{f.q}</Typography>
                            </AccordionSummary>
                            <AccordionDetails>{f.a}</AccordionDetails>
                        </Accordion>
                    ))}
                </Box>
            </Section>
            <Section title="کنترل‌شده (تنها یک بخش باز)">
                <Box sx={{ width: '100%' }}>
                    {faqs.map((f, i) => (
                        <Accordion key={i} expanded={expanded === i} onChange={(_, open) => setExpanded(open ? i : false)}>
                            <AccordionSummary expandIcon={<ExpandMore />}>
                                <Typography component="span">{f.q}</Typography>
                            </AccordionSummary>
                            <AccordionDetails>{f.a}</AccordionDetails>
                        </Accordion>
                    ))}
                </Box>
            </Section>
            <Section title="با دکمه و غیرفعال">
                <Box sx={{ width: '100%' }}>
                    <Accordion>
                        <AccordionSummary expandIcon={<ExpandMore />}>حذف حساب بانکی</AccordionSummary>
                        <AccordionDetails>این کار بازگشت‌پذیر نیست.</AccordionDetails>
                        <AccordionActions>
                            <Button>انصراف</Button>
                            <Button color="error">حذف</Button>
                        </AccordionActions>
                    </Accordion>
                    <Accordion disabled>
                        <AccordionSummary expandIcon={<ExpandMore />}>بخش غیرفعال</AccordionSummary>
                    </Accordion>
                </Box>
            </Section>
        </>
    );
}
