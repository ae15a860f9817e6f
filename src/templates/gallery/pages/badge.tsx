import Mail from '@mui/icons-material/Mail';
import Notifications from '@mui/icons-material/Notifications';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { Badge, Button, ButtonGroup, IconButton, Switch, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { Section, colours } from '../Demo';
import { formatNumber } from '../../../i18n/format';

/** Badge content in Persian digits, capped like MUI's `max` ("۹۹+"). */
const count = (n: number, max = 99) => (n > max ? `${formatNumber(max)}+` : formatNumber(n));

export default function BadgePage() {
    const [n, setN] = useState(4);
    const [invisible, setInvisible] = useState(false);
    return (
        <>
            <Section title="رنگ‌ها">
                {colours.map((c, i) => (
                    <Badge key={c.value} color={c.value} badgeContent={count(i + 1)}>
                        <Mail />
                    </Badge>
                ))}
            </Section>
            <Section title="سقف و نقطه">
                <Badge color="error" badgeContent={count(120)}><Notifications /></Badge>
                <Badge color="error" badgeContent={count(1200, 999)}><Notifications /></Badge>
                <Badge color="success" variant="dot"><Mail /></Badge>
                <Badge color="primary" badgeContent={count(3)} overlap="circular"><IconButton aria-label="سبد خرید"><ShoppingCart /></IconButton></Badge>
            </Section>
            <Section title="کنترل‌شده">
                <Badge color="secondary" badgeContent={count(n)} invisible={invisible || n === 0}>
                    <ShoppingCart />
                </Badge>
                <ButtonGroup size="small">
                    <Button onClick={() => setN(v => Math.max(0, v - 1))} aria-label="کم کردن">−</Button>
                    <Button onClick={() => setN(v => v + 1)} aria-label="افزودن">+</Button>
                </ButtonGroup>
                <FormControlLabel control={<Switch checked={!invisible} onChange={e => setInvisible(!e.target.checked)} />} label="نمایش نشان" />
            </Section>
        </>
    );
}
