import { Alert, AlertTitle, Box, Button, Collapse, IconButton } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useState } from 'react';
import { Section } from '../Demo';

const severities = [
    { value: 'success', label: 'سفارش با موفقیت ثبت شد.' },
    { value: 'info', label: 'قیمت‌ها هر دقیقه به‌روز می‌شوند.' },
    { value: 'warning', label: 'اتصال زنده ناپایدار است.' },
    { value: 'error', label: 'ذخیره‌ی رسید انجام نشد.' },
] as const;

export default function AlertPage() {
    const [open, setOpen] = useState(true);
    return (
        <>
            {(['standard', 'filled', 'outlined'] as const).map(variant => (
                <Section key={variant} title={{ standard: 'ساده', filled: 'پُر', outlined: 'قاب‌دار' }[variant]}>
                    <Box sx={{ width: '100%', display: 'grid', gap: 1 }}>
                        {severities.map(s => (
                            <Alert key={s.value} severity={s.value} variant={variant}>{s.label}</Alert>
                        ))}
                    </Box>
                </Section>
            ))}
            <Section title="با عنوان و اقدام">
                <Box sx={{ width: '100%', display: 'grid', gap: 1 }}>
                    <Alert severity="warning" action={<Button color="inherit" size="small">تلاش دوباره</Button>}>
                        <AlertTitle>اتصال قطع شد</AlertTitle>
                        سفارش‌های تازه پس از اتصال دوباره نمایش داده می‌شوند.
                    </Alert>
                    <Collapse in={open}>
                        <Alert
                            severity="info"
                            action={
                                <IconButton aria-label="بستن" color="inherit" size="small" onClick={() => setOpen(false)}>
                                    <Close fontSize="inherit" />
                                </IconButton>
                            }
                        >
                            این پیام بسته می‌شود.
                        </Alert>
                    </Collapse>
                    {!open && <Button variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>نمایش دوباره</Button>}
                </Box>
            </Section>
        </>
    );
}
