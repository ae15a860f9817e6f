import { Button, Card, CardHeader, Checkbox, Divider, Grid, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

const all = ['سفارش‌ها', 'رسیدها', 'حواله‌ها', 'برداشت‌ها', 'واریزها', 'تیکت‌ها', 'اعتبارها', 'مشتریان'];
const not = (a: string[], b: string[]) => a.filter(x => !b.includes(x));
const both = (a: string[], b: string[]) => a.filter(x => b.includes(x));

export default function TransferListPage() {
    const [checked, setChecked] = useState<string[]>([]);
    const [left, setLeft] = useState(all.slice(0, 5));
    const [right, setRight] = useState(all.slice(5));
    const toggle = (v: string) => setChecked(c => (c.includes(v) ? c.filter(x => x !== v) : [...c, v]));
    const toggleAll = (items: string[]) => setChecked(both(checked, items).length === items.length ? not(checked, items) : [...not(checked, items), ...items]);
    const box = (title: string, items: string[]) => (
        <Card variant="outlined" sx={{ width: 200 }}>
            <CardHeader sx={{ px: 2, py: 1 }} title={title} subheader={`${formatNumber(both(checked, items).length)} از ${formatNumber(items.length)} انتخاب شده`}
                avatar={<Checkbox onClick={() => toggleAll(items)} checked={items.length > 0 && both(checked, items).length === items.length}
                    indeterminate={both(checked, items).length > 0 && both(checked, items).length < items.length} disabled={items.length === 0} slotProps={{ input: { 'aria-label': `همه‌ی ${title}` } }} />} />
            <Divider />
            <List dense sx={{ height: 230, overflow: 'auto' }} role="list">
                {items.map(v => (
                    <ListItemButton key={v} role="listitem" onClick={() => toggle(v)}>
                        <ListItemIcon><Checkbox checked={checked.includes(v)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': v } }} /></ListItemIcon>
                        <ListItemText primary={v} />
                    </ListItemButton>
                ))}
            </List>
        </Card>
    );
    return (
        <Section title="دسترسی‌های یک مدیر" description="بخش‌ها را انتخاب کنید و با پیکان‌ها جابه‌جا کنید.">
            <Grid container spacing={2} sx={{ justifyContent: 'center', alignItems: 'center', width: '100%' }}>
                <Grid>{box('بدون دسترسی', left)}</Grid>
                <Grid>
                    <Grid container direction="column" sx={{ alignItems: 'center', gap: 1 }}>
                        <Button variant="outlined" size="small" onClick={() => { setRight([...right, ...both(checked, left)]); setLeft(not(left, checked)); setChecked(not(checked, left)); }} disabled={both(checked, left).length === 0} aria-label="انتقال به دسترسی‌دار">‹</Button>
                        <Button variant="outlined" size="small" onClick={() => { setLeft([...left, ...both(checked, right)]); setRight(not(right, checked)); setChecked(not(checked, right)); }} disabled={both(checked, right).length === 0} aria-label="انتقال به بدون دسترسی">›</Button>
                    </Grid>
                </Grid>
                <Grid>{box('دسترسی‌دار', right)}</Grid>
            </Grid>
        </Section>
    );
}
