import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPaste from '@mui/icons-material/ContentPaste';
import MoreVert from '@mui/icons-material/MoreVert';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import { Button, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, MenuList, Paper, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Section } from '../Demo';

const options = ['همه‌ی سفارش‌ها', 'در انتظار', 'تأییدشده', 'ردشده'];

export default function MenuPage() {
    const [anchor, setAnchor] = useState<{ el: HTMLElement; id: string } | null>(null);
    const [index, setIndex] = useState(1);
    const openAt = (id: string) => (e: MouseEvent<HTMLElement>) => setAnchor({ el: e.currentTarget, id });
    const close = () => setAnchor(null);
    const isOpen = (id: string) => anchor?.id === id;
    return (
        <>
            <Section title="منوی ساده و انتخابی">
                <Button variant="outlined" onClick={openAt('basic')} aria-haspopup="menu">باز کردن منو</Button>
                <Menu anchorEl={anchor?.el} open={isOpen('basic')} onClose={close}>
                    <MenuItem onClick={close}>نمایه</MenuItem>
                    <MenuItem onClick={close}>حساب من</MenuItem>
                    <MenuItem onClick={close}>خروج</MenuItem>
                </Menu>
                <Button variant="outlined" onClick={openAt('select')}>پالایش: {options[index]}</Button>
                <Menu anchorEl={anchor?.el} open={isOpen('select')} onClose={close}>
                    {options.map((o, i) => (
                        <MenuItem key={o} selected={i === index} disabled={i === 0} onClick={() => { setIndex(i); close(); }}>{o}</MenuItem>
                    ))}
                </Menu>
                <IconButton aria-label="بیشتر" onClick={openAt('more')}><MoreVert /></IconButton>
                <Menu anchorEl={anchor?.el} open={isOpen('more')} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} transformOrigin={{ vertical: 'top', horizontal: 'left' }}>
                    <MenuItem onClick={close}><ListItemIcon><Settings fontSize="small" /></ListItemIcon>تنظیمات</MenuItem>
                    <Divider />
                    <MenuItem onClick={close} sx={{ color: 'error.main' }}><ListItemIcon><Logout fontSize="small" color="error" /></ListItemIcon>خروج</MenuItem>
                </Menu>
            </Section>
            <Section title="فهرست منو با نماد و میان‌بر">
                <Paper variant="outlined" sx={{ width: 280, maxWidth: '100%' }}>
                    <MenuList>
                        {[{ t: 'برش', I: ContentCut, k: '⌘X' }, { t: 'رونوشت', I: ContentCopy, k: '⌘C' }, { t: 'چسباندن', I: ContentPaste, k: '⌘V' }].map(({ t, I, k }) => (
                            <MenuItem key={t}>
                                <ListItemIcon><I fontSize="small" /></ListItemIcon>
                                <ListItemText>{t}</ListItemText>
                                <Typography variant="body2" color="text.secondary" component="kbd" dir="ltr">{k}</Typography>
                            </MenuItem>
                        ))}
                    </MenuList>
                </Paper>
            </Section>
        </>
    );
}
