import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Inbox from '@mui/icons-material/Inbox';
import Drafts from '@mui/icons-material/Drafts';
import Send from '@mui/icons-material/Send';
import StarBorder from '@mui/icons-material/StarBorder';
import Wifi from '@mui/icons-material/Wifi';
import Bluetooth from '@mui/icons-material/Bluetooth';
import { Avatar, Checkbox, Collapse, List, ListItem, ListItemAvatar, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Paper, Switch } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';
import { formatDate } from '../../../i18n/dates';
import { initial, people } from '../sample';

const box = { width: '100%', maxWidth: 360 };
const day = (n: number) => formatDate(Date.UTC(2026, 10, 20 - n * 3));

export default function ListPage() {
    const [open, setOpen] = useState(true);
    const [selected, setSelected] = useState(1);
    const [checked, setChecked] = useState<number[]>([0]);
    const [on, setOn] = useState(['wifi']);
    return (
        <>
            <Section title="با نماد و انتخاب">
                <Paper variant="outlined" sx={box}>
                    <List component="nav" aria-label="پوشه‌ها">
                        {[{ t: 'صندوق ورودی', I: Inbox }, { t: 'پیش‌نویس‌ها', I: Drafts }, { t: 'ارسال‌شده', I: Send }].map(({ t, I }, i) => (
                            <ListItemButton key={t} selected={selected === i} onClick={() => setSelected(i)}>
                                <ListItemIcon><I /></ListItemIcon>
                                <ListItemText primary={t} />
                            </ListItemButton>
                        ))}
                    </List>
                </Paper>
                <Paper variant="outlined" sx={box}>
                    <List subheader={<ListSubheader>تودرتو</ListSubheader>}>
                        <ListItem disablePadding>
                            <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open}>
                                <ListItemIcon><Inbox /></ListItemIcon>
                                <ListItemText primary="سفارش‌ها" />
                                {open ? <ExpandLess /> : <ExpandMore />}
                            </ListItemButton>
                        </ListItem>
                        <Collapse component="li" in={open} unmountOnExit>
                            <List disablePadding>
                                {['در انتظار', 'تأییدشده'].map(t => (
                                    <ListItem key={t} disablePadding>
                                        <ListItemButton sx={{ paddingInlineStart: 4 }}>
                                            <ListItemIcon><StarBorder /></ListItemIcon>
                                            <ListItemText primary={t} />
                                        </ListItemButton>
                                    </ListItem>
                                ))}
                            </List>
                        </Collapse>
                    </List>
                </Paper>
            </Section>
            <Section title="با آواتار و متن دوم">
                <Paper variant="outlined" sx={box}>
                    <List>
                        {people.slice(0, 4).map((p, i) => (
                            // a line under each but the last (a separator is no list item of its own)
                            <ListItem key={p} alignItems="flex-start" divider={i < 3}>
                                <ListItemAvatar><Avatar>{initial(p)}</Avatar></ListItemAvatar>
                                <ListItemText primary={p} secondary={`آخرین سفارش: ${day(i)}`} />
                            </ListItem>
                        ))}
                    </List>
                </Paper>
            </Section>
            <Section title="با چک‌باکس و کلید">
                <Paper variant="outlined" sx={box}>
                    <List>
                        {['سکه', 'شمش', 'آب‌شده'].map((t, i) => (
                            // the checkbox is the row's one control (a row button around it would nest two)
                            <ListItem key={t} dense>
                                <ListItemIcon>
                                    <Checkbox edge="start" checked={checked.includes(i)} onChange={() => setChecked(c => (c.includes(i) ? c.filter(x => x !== i) : [...c, i]))} slotProps={{ input: { 'aria-label': t } }} />
                                </ListItemIcon>
                                <ListItemText primary={t} />
                            </ListItem>
                        ))}
                    </List>
                </Paper>
                <Paper variant="outlined" sx={box}>
                    <List subheader={<ListSubheader>تنظیمات</ListSubheader>}>
                        {[{ id: 'wifi', t: 'وای‌فای', I: Wifi }, { id: 'bt', t: 'بلوتوث', I: Bluetooth }].map(({ id, t, I }) => (
                            <ListItem key={id} secondaryAction={<Switch edge="end" checked={on.includes(id)} onChange={() => setOn(o => (o.includes(id) ? o.filter(x => x !== id) : [...o, id]))} slotProps={{ input: { 'aria-label': t } }} />}>
                                <ListItemIcon><I /></ListItemIcon>
                                <ListItemText primary={t} />
                            </ListItem>
                        ))}
                    </List>
                </Paper>
            </Section>
        </>
    );
}
