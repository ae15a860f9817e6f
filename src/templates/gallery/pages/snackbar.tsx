import Close from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Snackbar, type SnackbarOrigin } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';

const origins: { label: string; origin: SnackbarOrigin }[] = [
    { label: 'بالا راست', origin: { vertical: 'top', horizontal: 'right' } },
    { label: 'بالا وسط', origin: { vertical: 'top', horizontal: 'center' } },
    { label: 'بالا چپ', origin: { vertical: 'top', horizontal: 'left' } },
    { label: 'پایین راست', origin: { vertical: 'bottom', horizontal: 'right' } },
    { label: 'پایین وسط', origin: { vertical: 'bottom', horizontal: 'center' } },
    { label: 'پایین چپ', origin: { vertical: 'bottom', horizontal: 'left' } },
];

const severities = [
    { value: 'success', label: 'موفق', text: 'سفارش تأیید شد.' },
    { value: 'info', label: 'اطلاع', text: 'رسید تازه رسید.' },
    { value: 'warning', label: 'هشدار', text: 'اتصال کند است.' },
    { value: 'error', label: 'خطا', text: 'ذخیره انجام نشد.' },
] as const;

export default function SnackbarPage() {
    const [at, setAt] = useState<number | null>(null);
    const [severity, setSeverity] = useState<number | null>(null);
    const [undo, setUndo] = useState(false);
    const [deleted, setDeleted] = useState(false);
    return (
        <>
            <Section title="شش جایگاه" description="هر اعلان پس از سه ثانیه بسته می‌شود.">
                {origins.map((o, i) => <Button key={o.label} variant="outlined" onClick={() => setAt(i)}>{o.label}</Button>)}
                <Snackbar
                    key={at ?? -1}
                    open={at !== null}
                    anchorOrigin={at !== null ? origins[at].origin : undefined}
                    autoHideDuration={3000}
                    onClose={() => setAt(null)}
                    message={at !== null ? `اعلان در ${origins[at].label}` : ''}
                />
            </Section>
            <Section title="با شدت">
                {severities.map((s, i) => <Button key={s.value} color={s.value} variant="contained" onClick={() => setSeverity(i)}>{s.label}</Button>)}
                <Snackbar open={severity !== null} autoHideDuration={3000} onClose={() => setSeverity(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
                    {severity !== null ? <Alert severity={severities[severity].value} variant="filled" onClose={() => setSeverity(null)} closeText="بستن">{severities[severity].text}</Alert> : undefined}
                </Snackbar>
            </Section>
            <Section title="با اقدام">
                <Button variant="outlined" color="error" onClick={() => { setDeleted(true); setUndo(true); }}>حذف پیش‌نویس</Button>
                {deleted ? 'پیش‌نویس حذف شده است.' : 'پیش‌نویس سر جایش است.'}
                <Snackbar
                    open={undo}
                    autoHideDuration={5000}
                    onClose={() => setUndo(false)}
                    message="پیش‌نویس حذف شد"
                    action={
                        <>
                            <Button color="secondary" size="small" onClick={() => { setDeleted(false); setUndo(false); }}>بازگرداندن</Button>
                            <IconButton size="small" aria-label="بستن" color="inherit" onClick={() => setUndo(false)}><Close fontSize="small" /></IconButton>
                        </>
                    }
                />
            </Section>
        </>
    );
}
