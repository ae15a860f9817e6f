import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Logo } from '../layout/Logo';
import { hasSession } from '../providers/authProvider';
import '../i18n/lazy/public';

/** One public page: the mark, a heading, a paragraph, and the way back. */
export const PublicPage = ({ pageKey }: { pageKey: string }) => {
    const translate = useTranslate();
    const title = translate(`app.public.${pageKey}.title`);
    useEffect(() => {
        document.title = `${title} | ${translate('app.title')}`;
    }, [title, translate]);
    const signedIn = hasSession();
    return (
        <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
            <Card sx={{ maxWidth: 560, width: '100%' }}>
                <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
                    <Stack spacing={2} alignItems="center" textAlign="center">
                        <Logo />
                        <Typography variant="h4" component="h1" fontWeight={700}>
                            {title}
                        </Typography>
                        <Typography color="text.secondary">{translate(`app.public.${pageKey}.body`)}</Typography>
                        <Button component={Link} to={signedIn ? '/' : '/login'} variant="contained">
                            {translate(signedIn ? 'app.public.back_home' : 'app.public.back_login')}
                        </Button>
                    </Stack>
                </CardContent>
            </Card>
        </Box>
    );
};
