import Dashboard from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import People from '@mui/icons-material/People';
import Receipt from '@mui/icons-material/Receipt';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { Badge, Box, Button, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type ComponentType, type MouseEvent } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

interface Item { id: string; title: string; Icon: ComponentType; badge?: number; children?: { id: string; title: string }[] }

const items: Item[] = [
    { id: 'dash', title: 'پیشخوان', Icon: Dashboard },
    { id: 'orders', title: 'سفارش‌ها', Icon: ShoppingCart, badge: 12, children: [{ id: 'orders-list', title: 'فهرست' }, { id: 'orders-new', title: 'سفارش تازه' }] },
    { id: 'receipts', title: 'رسیدها', Icon: Receipt, badge: 3 },
    { id: 'users', title: 'مشتریان', Icon: People, children: [{ id: 'users-list', title: 'فهرست' }, { id: 'users-cats', title: 'دسته‌بندی‌ها' }] },
    { id: 'settings', title: 'تنظیمات', Icon: Settings },
];

const count = (n?: number) => (n ? formatNumber(n) : undefined);

function Vertical({ active, setActive }: { active: string; setActive: (id: string) => void }) {
    const [open, setOpen] = useState<string[]>(['orders']);
    return (
        <Paper variant="outlined" sx={{ width: 260, maxWidth: '100%' }}>
            <List subheader={<ListSubheader component="div">مدیریت</ListSubheader>} component="nav" aria-label="پیمایش عمودی">
                {items.map(({ id, title, Icon, badge, children }) => (
                    <Box key={id}>
                        <ListItemButton selected={active === id || children?.some(c => c.id === active)} onClick={() => (children ? setOpen(o => (o.includes(id) ? o.filter(x => x !== id) : [...o, id])) : setActive(id))}>
                            <ListItemIcon><Icon /></ListItemIcon>
                            <ListItemText primary={title} />
                            {badge && <Badge color="error" badgeContent={count(badge)} sx={{ mx: 2 }} />}
                            {children && (open.includes(id) ? <ExpandLess /> : <ExpandMore />)}
                        </ListItemButton>
                        {children && (
                            <Collapse in={open.includes(id)}>
                                <List disablePadding dense>
                                    {children.map(c => (
                                        <ListItem key={c.id} disablePadding>
                                            <ListItemButton selected={active === c.id} onClick={() => setActive(c.id)} sx={{ paddingInlineStart: 9 }}>
                                                <ListItemText primary={c.title} />
                                            </ListItemButton>
                                        </ListItem>
                                    ))}
                                </List>
                            </Collapse>
                        )}
                    </Box>
                ))}
            </List>
        </Paper>
    );
}

function Mini({ active, setActive }: { active: string; setActive: (id: string) => void }) {
    return (
        <Paper variant="outlined" sx={{ width: 88 }}>
            <List component="nav" aria-label="پیمایش کوچک">
                {items.map(({ id, title, Icon, badge }) => (
                    <Tooltip key={id} title={title} placement="left" describeChild>
                        <ListItemButton selected={active === id} onClick={() => setActive(id)} sx={{ flexDirection: 'column', gap: 0.5, py: 1 }}>
                            <Badge color="error" badgeContent={count(badge)}><Icon /></Badge>
                            <Typography variant="caption" sx={{ fontSize: 10 }}>{title}</Typography>
                        </ListItemButton>
                    </Tooltip>
                ))}
            </List>
        </Paper>
    );
}

function Horizontal({ active, setActive }: { active: string; setActive: (id: string) => void }) {
    const [menu, setMenu] = useState<{ el: HTMLElement; item: Item } | null>(null);
    return (
        <Paper variant="outlined" component="nav" aria-label="پیمایش افقی" sx={{ width: '100%', p: 1, overflowX: 'auto' }}>
            <Stack direction="row" spacing={0.5}>
                {items.map(item => (
                    <Button key={item.id} color={active === item.id || item.children?.some(c => c.id === active) ? 'primary' : 'inherit'} startIcon={<item.Icon />}
                        endIcon={item.children ? <ExpandMore /> : undefined} sx={{ flexShrink: 0, gap: 0.5 }}
                        onClick={(e: MouseEvent<HTMLElement>) => (item.children ? setMenu({ el: e.currentTarget, item }) : setActive(item.id))}>
                        {item.title}
                    </Button>
                ))}
            </Stack>
            <Menu anchorEl={menu?.el} open={!!menu} onClose={() => setMenu(null)}>
                {menu?.item.children?.map(c => <MenuItem key={c.id} selected={active === c.id} onClick={() => { setActive(c.id); setMenu(null); }}>{c.title}</MenuItem>)}
            </Menu>
        </Paper>
    );
}

export default function NavigationBarPage() {
    const [active, setActive] = useState('orders-list');
    return (
        <>
            <Section title="عمودی با زیرمنو و شمارنده" sx={{ alignItems: 'flex-start' }}>
                <Vertical active={active} setActive={setActive} />
                <Mini active={active} setActive={setActive} />
            </Section>
            <Section title="افقی">
                <Horizontal active={active} setActive={setActive} />
            </Section>
        </>
    );
}
