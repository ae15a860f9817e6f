import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import Save from '@mui/icons-material/Save';
import Send from '@mui/icons-material/Send';
import { Button, ButtonGroup, Fab, IconButton, Stack, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Section, colours, sizes } from '../Demo';

export default function ButtonsPage() {
    const [loading, setLoading] = useState(false);
    const [align, setAlign] = useState('right');
    const save = () => {
        setLoading(true);
        window.setTimeout(() => setLoading(false), 1500);
    };
    return (
        <>
            {(['contained', 'outlined', 'text'] as const).map(variant => (
                <Section key={variant} title={{ contained: 'پُر', outlined: 'قاب‌دار', text: 'متنی' }[variant]}>
                    <Button variant={variant} color="inherit">پیش‌فرض</Button>
                    {colours.map(c => <Button key={c.value} variant={variant} color={c.value}>{c.label}</Button>)}
                    <Button variant={variant} disabled>غیرفعال</Button>
                </Section>
            ))}
            <Section title="اندازه‌ها">
                {sizes.map(s => <Button key={s.value} variant="contained" size={s.value}>{s.label}</Button>)}
            </Section>
            <Section title="با نماد و در حال انجام">
                <Button variant="contained" startIcon={<Send />}>ارسال</Button>
                <Button variant="outlined" color="error" endIcon={<Delete />}>حذف</Button>
                <Button variant="contained" loading={loading} loadingPosition="start" startIcon={<Save />} onClick={save}>ذخیره</Button>
                <Button variant="outlined" loading>در حال ذخیره</Button>
            </Section>
            <Section title="دکمه‌ی نمادی">
                {sizes.map(s => (
                    <Tooltip key={s.value} title={`ویرایش (${s.label})`}>
                        <IconButton size={s.value} aria-label={`ویرایش ${s.label}`}><Edit fontSize="inherit" /></IconButton>
                    </Tooltip>
                ))}
                <IconButton color="primary" aria-label="افزودن"><Add /></IconButton>
                <IconButton color="error" aria-label="حذف"><Delete /></IconButton>
                <IconButton disabled aria-label="غیرفعال"><Delete /></IconButton>
            </Section>
            <Section title="گروه دکمه و دکمه‌ی دوحالته">
                <ButtonGroup variant="contained" aria-label="گروه دکمه">
                    <Button>یک</Button><Button>دو</Button><Button>سه</Button>
                </ButtonGroup>
                <ButtonGroup variant="outlined" aria-label="گروه دکمه‌ی قاب‌دار">
                    <Button>روز</Button><Button>هفته</Button><Button>ماه</Button>
                </ButtonGroup>
                <ToggleButtonGroup value={align} exclusive onChange={(_, v) => v && setAlign(v)} aria-label="چینش متن">
                    <ToggleButton value="right" aria-label="راست‌چین"><FormatAlignRight /></ToggleButton>
                    <ToggleButton value="center" aria-label="وسط‌چین"><FormatAlignCenter /></ToggleButton>
                    <ToggleButton value="left" aria-label="چپ‌چین"><FormatAlignLeft /></ToggleButton>
                </ToggleButtonGroup>
            </Section>
            <Section title="دکمه‌ی شناور">
                <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                    <Fab color="primary" aria-label="افزودن"><Add /></Fab>
                    <Fab color="secondary" size="small" aria-label="ویرایش"><Edit /></Fab>
                    <Fab variant="extended" color="primary"><Add sx={{ mr: 1 }} />سفارش تازه</Fab>
                </Stack>
            </Section>
        </>
    );
}
