import AccountBalance from '@mui/icons-material/AccountBalance';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Alarm from '@mui/icons-material/Alarm';
import Analytics from '@mui/icons-material/Analytics';
import Apartment from '@mui/icons-material/Apartment';
import Bolt from '@mui/icons-material/Bolt';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Chat from '@mui/icons-material/Chat';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import Delete from '@mui/icons-material/Delete';
import Diamond from '@mui/icons-material/Diamond';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Email from '@mui/icons-material/Email';
import Favorite from '@mui/icons-material/Favorite';
import FilterList from '@mui/icons-material/FilterList';
import Home from '@mui/icons-material/Home';
import Inventory from '@mui/icons-material/Inventory';
import Lock from '@mui/icons-material/Lock';
import Notifications from '@mui/icons-material/Notifications';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import Receipt from '@mui/icons-material/Receipt';
import Search from '@mui/icons-material/Search';
import Settings from '@mui/icons-material/Settings';
import Share from '@mui/icons-material/Share';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import Star from '@mui/icons-material/Star';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Upload from '@mui/icons-material/Upload';
import Warning from '@mui/icons-material/Warning';
import { Box, InputAdornment, Stack, TextField, Tooltip, Typography, type SvgIconProps } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { Section, colours } from '../Demo';

const icons: { name: string; label: string; Icon: ComponentType<SvgIconProps> }[] = [
    { name: 'AccountBalance', label: 'بانک', Icon: AccountBalance },
    { name: 'AddShoppingCart', label: 'افزودن به سبد', Icon: AddShoppingCart },
    { name: 'Alarm', label: 'زنگ', Icon: Alarm },
    { name: 'Analytics', label: 'تحلیل', Icon: Analytics },
    { name: 'Apartment', label: 'ساختمان', Icon: Apartment },
    { name: 'Bolt', label: 'آذرخش', Icon: Bolt },
    { name: 'CalendarMonth', label: 'تقویم', Icon: CalendarMonth },
    { name: 'Chat', label: 'گفت‌وگو', Icon: Chat },
    { name: 'CheckCircle', label: 'تأیید', Icon: CheckCircle },
    { name: 'CreditCard', label: 'کارت', Icon: CreditCard },
    { name: 'Dashboard', label: 'پیشخوان', Icon: Dashboard },
    { name: 'Delete', label: 'حذف', Icon: Delete },
    { name: 'Diamond', label: 'الماس', Icon: Diamond },
    { name: 'Download', label: 'دریافت', Icon: Download },
    { name: 'Edit', label: 'ویرایش', Icon: Edit },
    { name: 'Email', label: 'ایمیل', Icon: Email },
    { name: 'Favorite', label: 'پسندیده', Icon: Favorite },
    { name: 'FilterList', label: 'پالایش', Icon: FilterList },
    { name: 'Home', label: 'خانه', Icon: Home },
    { name: 'Inventory', label: 'انبار', Icon: Inventory },
    { name: 'Lock', label: 'قفل', Icon: Lock },
    { name: 'Notifications', label: 'اعلان‌ها', Icon: Notifications },
    { name: 'Payments', label: 'پرداخت', Icon: Payments },
    { name: 'Person', label: 'کاربر', Icon: Person },
    { name: 'Receipt', label: 'رسید', Icon: Receipt },
    { name: 'Search', label: 'جست‌وجو', Icon: Search },
    { name: 'Settings', label: 'تنظیمات', Icon: Settings },
    { name: 'Share', label: 'هم‌رسانی', Icon: Share },
    { name: 'ShoppingBag', label: 'کیف خرید', Icon: ShoppingBag },
    { name: 'Star', label: 'ستاره', Icon: Star },
    { name: 'TrendingDown', label: 'کاهش', Icon: TrendingDown },
    { name: 'TrendingUp', label: 'افزایش', Icon: TrendingUp },
    { name: 'Upload', label: 'بارگذاری', Icon: Upload },
    { name: 'Warning', label: 'اخطار', Icon: Warning },
];

export default function IconsPage() {
    const [search, setSearch] = useState('');
    const shown = icons.filter(i => !search || i.label.includes(search) || i.name.toLowerCase().includes(search.toLowerCase()));
    return (
        <>
            <Section title="نمادها" description="هر نماد جداگانه از بسته‌ی نمادهای Material بار می‌شود؛ نام برنامه‌نویسی‌اش زیر آن است.">
                <TextField
                    size="small"
                    label="جست‌وجوی نماد"
                    value={search}
                    onChange={e => setSearch(e.target.value)}
                    slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> } }}
                    sx={{ width: '100%', maxWidth: 320 }}
                />
                <Box sx={{ width: '100%', display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
                    {shown.map(({ name, label, Icon }) => (
                        <Tooltip key={name} title={label}>
                            <Stack spacing={0.5} sx={{ alignItems: 'center', p: 1, borderRadius: 1, border: 1, borderColor: 'divider', minWidth: 0 }}>
                                <Icon />
                                <Typography variant="caption">{label}</Typography>
                                <Typography variant="caption" component="code" color="text.secondary" sx={{ fontSize: 10, overflowWrap: 'anywhere', textAlign: 'center' }}>{name}</Typography>
                            </Stack>
                        </Tooltip>
                    ))}
                    {shown.length === 0 && <Typography>نمادی پیدا نشد.</Typography>}
                </Box>
            </Section>
            <Section title="اندازه‌ها">
                <Home fontSize="small" />
                <Home />
                <Home fontSize="large" />
                <Home sx={{ fontSize: 56 }} />
            </Section>
            <Section title="رنگ‌ها">
                {colours.map(c => (
                    <Tooltip key={c.value} title={c.label}>
                        <Favorite color={c.value} />
                    </Tooltip>
                ))}
                <Favorite color="disabled" />
                <Favorite color="action" />
            </Section>
            <Section title="جهت در راست‌به‌چپ" description="نمادهای جهت‌دار در راست‌به‌چپ قرینه می‌شوند.">
                <TrendingUp sx={{ transform: theme => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
                <TrendingDown sx={{ transform: theme => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
            </Section>
        </>
    );
}
