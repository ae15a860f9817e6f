import Inbox from '@mui/icons-material/Inbox';
import Mail from '@mui/icons-material/Mail';
import { Box, Button, Divider, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';

type Anchor = 'left' | 'right' | 'top' | 'bottom';

const anchors: { value: Anchor; label: string }[] = [
    { value: 'right', label: 'از ابتدا (راست)' },
    { value: 'left', label: 'از انتها (چپ)' },
    { value: 'top', label: 'از بالا' },
    { value: 'bottom', label: 'از پایین' },
];

export default function DrawerPage() {
    const [open, setOpen] = useState<Anchor | null>(null);
    return (
        <>
            <Section title="کشوی موقت" description="در راست‌به‌چپ، کشوی «چپ» MUI از سمت راست باز می‌شود؛ اینجا جهت‌ها همان‌اند که دیده می‌شوند.">
                {anchors.map(a => <Button key={a.value} variant="outlined" onClick={() => setOpen(a.value)}>{a.label}</Button>)}
            </Section>
            {anchors.map(a => (
                <Drawer
                    key={a.value}
                    // MUI flips left and right under RTL; ask for the opposite to open where the label says
                    anchor={a.value === 'left' ? 'right' : a.value === 'right' ? 'left' : a.value}
                    open={open === a.value}
                    onClose={() => setOpen(null)}
                >
                    <Box role="presentation" sx={{ width: a.value === 'top' || a.value === 'bottom' ? 'auto' : 260 }} onClick={() => setOpen(null)}>
                        <List>
                            {['صندوق ورودی', 'ستاره‌دار', 'ارسال‌شده', 'پیش‌نویس'].map((t, i) => (
                                <ListItem key={t} disablePadding>
                                    <ListItemButton><ListItemIcon>{i % 2 === 0 ? <Inbox /> : <Mail />}</ListItemIcon><ListItemText primary={t} /></ListItemButton>
                                </ListItem>
                            ))}
                        </List>
                        <Divider />
                        <List>
                            {['همه‌ی نامه‌ها', 'سطل زباله'].map(t => (
                                <ListItem key={t} disablePadding><ListItemButton><ListItemText primary={t} /></ListItemButton></ListItem>
                            ))}
                        </List>
                    </Box>
                </Drawer>
            ))}
        </>
    );
}
