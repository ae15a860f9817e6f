import Replay from '@mui/icons-material/Replay';
import { Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { AnimatePresence, motion, type Variants } from 'motion/react';
import { useState } from 'react';
import { Section } from '../Demo';
import { products } from '../sample';

const effects: Record<string, { label: string; variants: Variants }> = {
    fade: { label: 'محو', variants: { hidden: { opacity: 0 }, shown: { opacity: 1 } } },
    zoom: { label: 'بزرگ‌نمایی', variants: { hidden: { opacity: 0, scale: 0.4 }, shown: { opacity: 1, scale: 1 } } },
    slideIn: { label: 'لغزش از راست', variants: { hidden: { opacity: 0, x: 80 }, shown: { opacity: 1, x: 0 } } },
    slideUp: { label: 'لغزش از پایین', variants: { hidden: { opacity: 0, y: 60 }, shown: { opacity: 1, y: 0 } } },
    bounce: { label: 'جهش', variants: { hidden: { opacity: 0, y: -80 }, shown: { opacity: 1, y: 0, transition: { type: 'spring', bounce: 0.6 } } } },
    rotate: { label: 'چرخش', variants: { hidden: { opacity: 0, rotate: -180 }, shown: { opacity: 1, rotate: 0 } } },
};

export default function AnimatePage() {
    const [effect, setEffect] = useState('zoom');
    const [run, setRun] = useState(0);
    const [items, setItems] = useState(products.slice(0, 4));
    return (
        <>
            <Section title="جلوه‌های ورود" description="جلوه را برگزینید؛ دکمه‌ی تکرار دوباره اجرا می‌کند.">
                <ToggleButtonGroup exclusive size="small" value={effect} onChange={(_, v: string | null) => {
                    if (v) {
                        setEffect(v);
                        setRun(r => r + 1);
                    }
                }} aria-label="جلوه" sx={{ flexWrap: 'wrap' }}>
                    {Object.entries(effects).map(([k, e]) => <ToggleButton key={k} value={k}>{e.label}</ToggleButton>)}
                </ToggleButtonGroup>
                <Button startIcon={<Replay />} onClick={() => setRun(r => r + 1)}>تکرار</Button>
                <Box sx={{ width: '100%', display: 'grid', placeItems: 'center', minHeight: 180, overflow: 'hidden' }}>
                    <motion.div key={`${effect}-${run}`} variants={effects[effect].variants} initial="hidden" animate="shown" transition={{ duration: 0.6 }}>
                        <Paper elevation={6} sx={{ px: 4, py: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                            <Typography variant="h6">{effects[effect].label}</Typography>
                        </Paper>
                    </motion.div>
                </Box>
            </Section>
            <Section title="فهرست با ورود پله‌ای و خروج">
                <Stack spacing={1} sx={{ width: '100%', maxWidth: 360, overflow: 'hidden' }}>
                    <AnimatePresence initial={false}>
                        {items.map((item, i) => (
                            <motion.div key={item} layout initial={{ opacity: 0, x: 40 }} animate={{ opacity: 1, x: 0, transition: { delay: i * 0.05 } }} exit={{ opacity: 0, x: -40 }}>
                                <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                                    {item}
                                    <Button size="small" color="error" onClick={() => setItems(items.filter(x => x !== item))}>حذف</Button>
                                </Paper>
                            </motion.div>
                        ))}
                    </AnimatePresence>
                    <Button variant="outlined" onClick={() => setItems(products.slice(0, 4))}>بازگرداندن</Button>
                </Stack>
            </Section>
            <Section title="با نشانگر">
                {['شناور', 'فشردن'].map((label, i) => (
                    <motion.div key={label} whileHover={i === 0 ? { scale: 1.1, y: -4 } : undefined} whileTap={{ scale: 0.9 }} style={{ display: 'inline-block' }}>
                        <Paper elevation={3} sx={{ px: 3, py: 2, cursor: 'pointer' }}>{label}</Paper>
                    </motion.div>
                ))}
            </Section>
        </>
    );
}
