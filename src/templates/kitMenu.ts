import type { SvgIconComponent } from '@mui/icons-material';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';

export interface KitMenuItem {
    to: string;
    /** Persian label as shown in the menu. */
    label: string;
    icon: SvgIconComponent;
}

/** The kit's menu group ('نمونه‌ها'), apart from the product's 'statistics and information'. */
export const kitMenu: KitMenuItem[] = [
    { to: '/components', label: 'گالری اجزا', icon: WidgetsOutlined },
    { to: '/kit/dashboards/app', label: 'داشبوردهای نمونه', icon: DashboardCustomizeOutlined },
];
