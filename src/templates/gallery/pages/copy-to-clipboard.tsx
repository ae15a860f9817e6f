import ContentCopy from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, IconButton, InputAdornment, Snackbar, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';

type Result = { ok: true } | { ok: false };

export default function CopyToClipboardPage() {
    const [text, setText] = useState('IR820540102680020817909002');
    const [result, setResult] = useState<Result | null>(null);
    const copy = async (value: string) => {
        try {
            await navigator.clipboard.writeText(value);
            setResult({ ok: true });
        } catch {
            setResult({ ok: false });
        }
    };
    const paragraph = 'کد پیگیری سفارش شما ۴۸۲۷۱۹ است؛ آن را برای پشتیبانی بفرستید.';
    return (
        <>
            <Section title="رونوشت از فیلد">
                <TextField label="شماره‌ی شبا" value={text} onChange={e => setText(e.target.value)} sx={{ width: '100%', maxWidth: 420 }}
                    slotProps={{
                        htmlInput: { dir: 'ltr' },
                        input: {
                            endAdornment: (
                                <InputAdornment position="end">
                                    <Tooltip title="رونوشت"><IconButton aria-label="رونوشت شماره‌ی شبا" onClick={() => copy(text)}><ContentCopy /></IconButton></Tooltip>
                                </InputAdornment>
                            ),
                        },
                    }} />
            </Section>
            <Section title="رونوشت یک متن">
                <Box sx={{ width: '100%' }}>
                    <Typography sx={{ mb: 1 }}>{paragraph}</Typography>
                    <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => copy(paragraph)}>رونوشت متن</Button>
                </Box>
            </Section>
            <Snackbar open={result !== null} autoHideDuration={3000} onClose={() => setResult(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
                {result ? (
                    <Alert severity={result.ok ? 'success' : 'error'} variant="filled" onClose={() => setResult(null)} closeText="بستن">
                        {result.ok ? 'در حافظه رونوشت شد.' : 'مرورگر اجازه‌ی رونوشت نداد؛ متن را دستی برگزینید.'}
                    </Alert>
                ) : undefined}
            </Snackbar>
        </>
    );
}
