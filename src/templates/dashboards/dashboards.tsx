import type { ComponentType } from 'react';
import { AnalyticsDashboard } from './AnalyticsDashboard';
import { AppDashboard } from './AppDashboard';
import { BankingDashboard } from './BankingDashboard';
import { BookingDashboard } from './BookingDashboard';
import { EcommerceDashboard } from './EcommerceDashboard';

export const dashboardNames = ['app', 'ecommerce', 'analytics', 'banking', 'booking'] as const;
export type DashboardName = (typeof dashboardNames)[number];

/** The five sample dashboards: Persian title and content. */
export const dashboards: Record<DashboardName, { title: string; Component: ComponentType }> = {
    app: { title: 'برنامه', Component: AppDashboard },
    ecommerce: { title: 'فروشگاه', Component: EcommerceDashboard },
    analytics: { title: 'تحلیل', Component: AnalyticsDashboard },
    banking: { title: 'بانکداری', Component: BankingDashboard },
    booking: { title: 'رزرو', Component: BookingDashboard },
};
