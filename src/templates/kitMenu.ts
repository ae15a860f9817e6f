import type { SvgIconComponent } from '@mui/icons-material';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';

export interface KitMenuItem {
    to: string;
    /** Persian label as shown in the menu. */
    label: string;
    icon: SvgIconComponent;
}

/** The kit's menu group ('نمونه‌ها'), apart from the product's 'statistics and information'. */
export const kitMenu: KitMenuItem[] = [
    { to: '/components', label: 'گالری اجزا', icon: WidgetsOutlined },
    { to: '/kit/dashboards/app', label: 'داشبورد برنامه', icon: DashboardCustomizeOutlined },
    { to: '/kit/dashboards/ecommerce', label: 'داشبورد فروشگاه', icon: StorefrontOutlined },
    { to: '/kit/dashboards/analytics', label: 'داشبورد تحلیل', icon: InsightsOutlined },
    { to: '/kit/dashboards/banking', label: 'داشبورد بانکداری', icon: AccountBalanceOutlined },
    { to: '/kit/dashboards/booking', label: 'داشبورد رزرو', icon: EventAvailableOutlined },
    { to: '/kit/account', label: 'حساب کیت', icon: ManageAccountsOutlined },
    { to: '/kit/chat', label: 'گفتگو', icon: ChatOutlined },
    { to: '/kit/mail', label: 'نامه‌ها', icon: MailOutlined },
    { to: '/kit/blog', label: 'وبلاگ', icon: ArticleOutlined },
    { to: '/kit/kanban', label: 'کانبان', icon: ViewKanbanOutlined },
    { to: '/kit/shop', label: 'فروشگاه', icon: StorefrontOutlined },
    { to: '/kit/calendar', label: 'تقویم', icon: CalendarMonthOutlined },
    { to: '/kit/user/profile', label: 'کاربران نمونه', icon: PeopleOutline },
];
