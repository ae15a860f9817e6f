import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { supportPhone } from '../config';
import { persianDigits } from '../i18n/format';
import { DevTools } from '../layout/DevTools';
import { Logo } from '../layout/Logo';

/**
 * The frame of the sign-in pages: the support button, the mark, the
 * heading and prompt, the form, then the terms link and the acceptance statement.
 */
export const SignInLayout = ({ heading, prompt, children }: { heading: string; prompt: ReactNode; children: ReactNode }) => {
    const translate = useTranslate();
    const phone = supportPhone();
    return (
        <Box
            component="main"
            sx={{
                minHeight: '100vh',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                p: 2,
                bgcolor: 'background.default',
                backgroundImage: theme =>
                    `radial-gradient(circle at 20% 10%, ${theme.palette.mode === 'dark' ? '#1b3a2a' : '#e3f4ea'} 0, transparent 45%)`,
            }}
        >
            <Button
                href={`tel:${phone}`}
                startIcon={<SupportAgentIcon />}
                variant="outlined"
                size="small"
                sx={{ position: 'absolute', top: 16, insetInlineStart: 16 }}
                aria-label={`${translate('app.auth.support')} ${persianDigits(phone)}`}
            >
                {translate('app.auth.support')}
            </Button>
            <Card sx={{ width: '100%', maxWidth: 420 }} elevation={3}>
                <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
                    <Stack alignItems="center" spacing={1.5} mb={3}>
                        <Logo />
                        <Typography variant="overline" color="text.secondary">
                            {translate('app.auth.title')}
                        </Typography>
                        <Typography variant="h5" component="h1" fontWeight={700} textAlign="center">
                            {heading}
                        </Typography>
                        <Typography color="text.secondary" textAlign="center">
                            {prompt}
                        </Typography>
                    </Stack>
                    {children}
                    <Typography variant="body2" color="text.secondary" textAlign="center" mt={3}>
                        {translate('app.auth.accept_prefix')}{' '}
                        <Link href="/faqs" underline="always">
                            {translate('app.auth.terms')}
                        </Link>{' '}
                        {translate('app.auth.accept_suffix')}
                    </Typography>
                </CardContent>
            </Card>
            <DevTools />
        </Box>
    );
};
