import { Box, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import Markdown from 'react-markdown';
import { Section } from '../Demo';

const initial = `## راهنمای سفارش

سفارش‌ها **زنده** نمایش داده می‌شوند و کارشناس آن‌ها را _تأیید_ یا رد می‌کند.

- بررسی رسید
- تأیید سفارش
- ارسال پیامک

1. قیمت لحظه‌ای را ببینید
2. مقدار را وارد کنید

> نکته: نشانه‌گذاری HTML اجرا نمی‌شود: \`<b>\` این متن را پررنگ نمی‌کند.

\`\`\`
GET /admin/order?status_enum=pending
\`\`\`

[بازگشت به گالری](/components)
`;

export default function MarkdownPage() {
    const [text, setText] = useState(initial);
    return (
        <Section title="ویرایش و پیش‌نمایش زنده" description="HTML درون متن اجرا نمی‌شود؛ تنها مارک‌داون نمایش داده می‌شود.">
            <Box sx={{ width: '100%', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <TextField label="متن مارک‌داون" multiline minRows={16} value={text} onChange={e => setText(e.target.value)} slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }} />
                <Paper variant="outlined" sx={{ p: 2, minWidth: 0, overflowWrap: 'anywhere', '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', direction: 'ltr', textAlign: 'left' }, '& blockquote': { m: 0, paddingInlineStart: 2, borderInlineStart: 4, borderColor: 'divider', color: 'text.secondary' } }}>
                    <Typography variant="overline" color="text.secondary">پیش‌نمایش</Typography>
                    <Markdown>{text}</Markdown>
                </Paper>
            </Box>
        </Section>
    );
}
