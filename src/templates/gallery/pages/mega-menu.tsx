import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import { Box, Button, Divider, Link, List, ListItem, ListItemButton, ListItemText, Paper, Popover, Stack, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Section } from '../Demo';
import { sampleImage } from '../sample';

interface Column { title: string; links: string[] }
interface TopItem { title: string; columns: Column[] }

const menu: TopItem[] = [
    { title: 'طلا', columns: [
        { title: 'سکه', links: ['سکه‌ی امامی', 'نیم‌سکه', 'ربع‌سکه', 'سکه‌ی گرمی'] },
        { title: 'آب‌شده', links: ['مظنه‌ی تهران', 'آب‌شده‌ی نقدی', 'آب‌شده‌ی فردایی'] },
        { title: 'زیورآلات', links: ['انگشتر', 'گردنبند', 'دستبند', 'گوشواره'] },
    ] },
    { title: 'نقره', columns: [
        { title: 'شمش', links: ['شمش ۱۰۰ گرمی', 'شمش ۱ کیلویی'] },
        { title: 'زیورآلات', links: ['انگشتر نقره', 'سرویس نقره'] },
    ] },
    { title: 'خدمات', columns: [
        { title: 'حساب', links: ['افتتاح حساب', 'احراز هویت', 'کارت‌های بانکی'] },
        { title: 'پشتیبانی', links: ['تیکت', 'پرسش‌های متداول', 'تماس با ما'] },
    ] },
];

const stop = (e: MouseEvent) => e.preventDefault();

const Columns = ({ item }: { item: TopItem }) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: `repeat(${item.columns.length}, minmax(120px, 1fr)) 160px` }, p: 3 }}>
        {item.columns.map(col => (
            <Box key={col.title}>
                <Typography variant="overline" color="text.secondary">{col.title}</Typography>
                <Stack spacing={0.5}>
                    {col.links.map(l => <Link key={l} href="#" underline="hover" color="inherit" onClick={stop}>{l}</Link>)}
                </Stack>
            </Box>
        ))}
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Box component="img" src={sampleImage(item.title.length, 320, 200)} alt="" sx={{ width: '100%', borderRadius: 1 }} />
            <Typography variant="body2">پیشنهاد ویژه‌ی {item.title}</Typography>
        </Box>
    </Box>
);

export default function MegaMenuPage() {
    const [open, setOpen] = useState<{ el: HTMLElement; i: number } | null>(null);
    const [side, setSide] = useState(0);
    return (
        <>
            <Section title="افقی" description="با کلیک روی هر گزینه، ستون‌های آن باز می‌شود.">
                <Paper variant="outlined" sx={{ width: '100%', display: 'flex', flexWrap: 'wrap', gap: 1, p: 1 }}>
                    {menu.map((item, i) => (
                        <Button key={item.title} color="inherit" endIcon={<ExpandMore />} aria-haspopup="true" aria-expanded={open?.i === i}
                            onClick={(e: MouseEvent<HTMLElement>) => setOpen({ el: e.currentTarget, i })}>{item.title}</Button>
                    ))}
                </Paper>
                <Popover open={open !== null} anchorEl={open?.el} onClose={() => setOpen(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                    slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } }}>
                    {open && <Columns item={menu[open.i]} />}
                </Popover>
            </Section>
            <Section title="عمودی">
                <Paper variant="outlined" sx={{ width: '100%', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, minWidth: 0 }}>
                    <List sx={{ width: { sm: 180 }, flexShrink: 0 }} dense>
                        {menu.map((item, i) => (
                            <ListItem key={item.title} disablePadding>
                                <ListItemButton selected={side === i} onClick={() => setSide(i)} onMouseEnter={() => setSide(i)}>
                                    <ListItemText primary={item.title} />
                                    <ChevronLeft fontSize="small" />
                                </ListItemButton>
                            </ListItem>
                        ))}
                    </List>
                    <Divider orientation="vertical" flexItem />
                    <Box sx={{ flex: 1, minWidth: 0 }}><Columns item={menu[side]} /></Box>
                </Paper>
            </Section>
        </>
    );
}
