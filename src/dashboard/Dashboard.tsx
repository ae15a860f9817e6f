import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The landing page of the admin. */
export const Dashboard = () => {
    const translate = useTranslate();
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate('app.menu.dashboard')} />
            <CardContent>
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate('app.dashboard.welcome')}
                </Typography>
                <Typography color="text.secondary">{translate('app.dashboard.subtitle')}</Typography>
            </CardContent>
        </Card>
    );
};
