import { Box, Button, Popover, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Section } from '../Demo';

const positions = [
    { label: 'پایین', anchor: { vertical: 'bottom', horizontal: 'center' }, transform: { vertical: 'top', horizontal: 'center' } },
    { label: 'بالا', anchor: { vertical: 'top', horizontal: 'center' }, transform: { vertical: 'bottom', horizontal: 'center' } },
    { label: 'ابتدا', anchor: { vertical: 'center', horizontal: 'right' }, transform: { vertical: 'center', horizontal: 'left' } },
    { label: 'انتها', anchor: { vertical: 'center', horizontal: 'left' }, transform: { vertical: 'center', horizontal: 'right' } },
] as const;

export default function PopoverPage() {
    const [click, setClick] = useState<{ el: HTMLElement; i: number } | null>(null);
    const [hover, setHover] = useState<HTMLElement | null>(null);
    return (
        <>
            <Section title="با کلیک، در چهار جهت">
                {positions.map((p, i) => (
                    <Button key={p.label} variant="outlined" onClick={(e: MouseEvent<HTMLElement>) => setClick({ el: e.currentTarget, i })}>{p.label}</Button>
                ))}
                <Popover
                    open={click !== null}
                    anchorEl={click?.el}
                    onClose={() => setClick(null)}
                    anchorOrigin={click ? positions[click.i].anchor : undefined}
                    transformOrigin={click ? positions[click.i].transform : undefined}
                >
                    <Box sx={{ p: 2, maxWidth: 240 }}>
                        <Typography variant="subtitle2">پاپ‌اور</Typography>
                        <Typography variant="body2">محتوای شناور؛ با کلیک بیرون بسته می‌شود.</Typography>
                    </Box>
                </Popover>
            </Section>
            <Section title="با نشانگر">
                <Typography aria-owns={hover ? 'hover-popover' : undefined} aria-haspopup="true" onMouseEnter={e => setHover(e.currentTarget)} onMouseLeave={() => setHover(null)} sx={{ textDecoration: 'underline dotted' }}>
                    نشانگر را روی این متن ببرید
                </Typography>
                <Popover id="hover-popover" sx={{ pointerEvents: 'none' }} open={!!hover} anchorEl={hover} onClose={() => setHover(null)} disableRestoreFocus
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
                    <Typography sx={{ p: 1.5 }}>توضیح بیشتر</Typography>
                </Popover>
            </Section>
        </>
    );
}
