import Done from '@mui/icons-material/Done';
import Face from '@mui/icons-material/Face';
import { Avatar, Chip } from '@mui/material';
import { useState } from 'react';
import { Section, colours } from '../Demo';
import { initial, products } from '../sample';

export default function ChipPage() {
    const [items, setItems] = useState(products.slice(0, 5));
    const [selected, setSelected] = useState('طلا');
    return (
        <>
            {(['filled', 'outlined'] as const).map(variant => (
                <Section key={variant} title={variant === 'filled' ? 'پُر' : 'قاب‌دار'}>
                    <Chip variant={variant} label="پیش‌فرض" />
                    {colours.map(c => <Chip key={c.value} variant={variant} color={c.value} label={c.label} />)}
                    <Chip variant={variant} label="غیرفعال" disabled />
                </Section>
            ))}
            <Section title="حذف‌شدنی" description="با کلیک روی نماد حذف، تراشه برداشته می‌شود.">
                {items.map(item => <Chip key={item} label={item} onDelete={() => setItems(items.filter(i => i !== item))} />)}
                {items.length === 0 && <Chip label="بازگرداندن" color="primary" onClick={() => setItems(products.slice(0, 5))} />}
            </Section>
            <Section title="انتخاب‌شدنی">
                {['طلا', 'نقره', 'سکه', 'شمش'].map(l => (
                    <Chip key={l} label={l} clickable color={selected === l ? 'primary' : 'default'} icon={selected === l ? <Done /> : undefined} onClick={() => setSelected(l)} />
                ))}
            </Section>
            <Section title="با آواتار، نماد و اندازه">
                <Chip avatar={<Avatar>{initial('سارا')}</Avatar>} label="سارا محمدی" />
                <Chip icon={<Face />} label="مشتری ویژه" color="secondary" />
                <Chip size="small" label="کوچک" color="success" />
                <Chip size="medium" label="متوسط" color="success" />
            </Section>
        </>
    );
}
