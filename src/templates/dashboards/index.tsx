import { Title } from 'react-admin';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { createElement } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { dashboards, dashboardNames, type DashboardName } from './dashboards';

/** The kit's sample dashboards (`/kit/dashboards/{app|ecommerce|analytics|banking|booking}`). */
export default function KitDashboard() {
    const { name } = useParams();
    if (!dashboardNames.includes(name as DashboardName)) return <Navigate to="/404" replace />;
    const dashboard = dashboards[name as DashboardName];
    return (
        <Box sx={{ py: 2, minWidth: 0 }}>
            <Title title={`داشبورد نمونه: ${dashboard.title}`} />
            <Typography variant="h4" component="h2" gutterBottom>
                داشبورد نمونه: {dashboard.title}
            </Typography>
            <Tabs value={name} variant="scrollable" allowScrollButtonsMobile aria-label="داشبوردهای نمونه" sx={{ mb: 2 }}>
                {dashboardNames.map(n => (
                    <Tab key={n} value={n} label={dashboards[n].title} component={RouterLink} to={`/kit/dashboards/${n}`} />
                ))}
            </Tabs>
            {createElement(dashboard.Component)}
        </Box>
    );
}
