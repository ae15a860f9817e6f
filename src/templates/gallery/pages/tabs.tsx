import Favorite from '@mui/icons-material/Favorite';
import Person from '@mui/icons-material/Person';
import Phone from '@mui/icons-material/Phone';
import { Badge, Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

const many = ['همه', 'در انتظار', 'تأییدشده', 'ردشده', 'لغوشده', 'بایگانی', 'پیش‌نویس', 'زمان‌بندی‌شده'];

export default function TabsPage() {
    const [a, setA] = useState(0);
    const [b, setB] = useState(0);
    const [c, setC] = useState(2);
    const [d, setD] = useState(0);
    return (
        <>
            <Section title="ساده با محتوا">
                <Box sx={{ width: '100%' }}>
                    <Tabs value={a} onChange={(_, v) => setA(v)} aria-label="زبانه‌های ساده">
                        <Tab label="خرید" id="t-0" aria-controls="p-0" />
                        <Tab label="فروش" id="t-1" aria-controls="p-1" />
                        <Tab label="غیرفعال" disabled />
                    </Tabs>
                    <Box role="tabpanel" id={`p-${a}`} aria-labelledby={`t-${a}`} sx={{ p: 2 }}>
                        <Typography>{a === 0 ? 'سفارش‌های خرید امروز' : 'سفارش‌های فروش امروز'}</Typography>
                    </Box>
                </Box>
            </Section>
            <Section title="با نماد و نشان">
                <Tabs value={b} onChange={(_, v) => setB(v)} aria-label="زبانه‌های نمادی" variant="fullWidth" sx={{ width: '100%' }}>
                    <Tab icon={<Phone />} label="تماس‌ها" />
                    <Tab icon={<Favorite />} iconPosition="start" label="پسندها" />
                    <Tab icon={<Badge color="error" badgeContent={formatNumber(4)}><Person /></Badge>} label="مخاطبان" />
                </Tabs>
            </Section>
            <Section title="پیمایشی">
                <Box sx={{ width: '100%', minWidth: 0 }}>
                    <Tabs value={c} onChange={(_, v) => setC(v)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label="زبانه‌های پیمایشی">
                        {many.map(l => <Tab key={l} label={l} />)}
                    </Tabs>
                </Box>
            </Section>
            <Section title="عمودی">
                <Box sx={{ display: 'flex', height: 200, width: '100%' }}>
                    <Tabs orientation="vertical" value={d} onChange={(_, v) => setD(v)} sx={{ borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }} aria-label="زبانه‌های عمودی">
                        {['نمایه', 'امنیت', 'اعلان‌ها'].map(l => <Tab key={l} label={l} />)}
                    </Tabs>
                    <Box sx={{ p: 2 }}><Typography>بخش {['نمایه', 'امنیت', 'اعلان‌ها'][d]}</Typography></Box>
                </Box>
            </Section>
        </>
    );
}
