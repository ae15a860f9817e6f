import BlockIcon from '@mui/icons-material/Block';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Shown for a screen outside the admin's accesses (docs/openapi.yaml, MenuId); nothing of it was fetched. */
export const AccessDenied = () => {
    const translate = useTranslate();
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate('app.access_denied.title')} />
            <CardContent>
                <Stack alignItems="center" spacing={2} py={6} textAlign="center">
                    <BlockIcon color="error" sx={{ fontSize: 56 }} />
                    <Typography variant="h5" component="h2">
                        {translate('app.access_denied.title')}
                    </Typography>
                    <Typography color="text.secondary">{translate('app.access_denied.message')}</Typography>
                    <Button component={Link} to="/" variant="contained">
                        {translate('app.access_denied.home')}
                    </Button>
                </Stack>
            </CardContent>
        </Card>
    );
};
