import { CircularProgress, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { hasSession } from '../providers/authProvider';
import { OtpLoginForm } from './OtpLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SignInLayout } from './SignInLayout';
import { useFollowSignIn } from './useFollowSignIn';
import { useLoginMode } from './useLoginMode';

/** `/login`: OTP or password sign-in, as the server's manifest says; a sign-in in another tab takes it on. */
export const LoginPage = () => {
    const translate = useTranslate();
    const mode = useLoginMode();
    useFollowSignIn();
    // decided once: while signing in, the token is stored before the page moves on
    const [signedInOnArrival] = useState(hasSession);
    useEffect(() => {
        document.title = translate('app.auth.title');
    }, [translate]);

    if (signedInOnArrival) return <Navigate to="/" replace />;
    return (
        <SignInLayout
            heading={translate('app.auth.heading')}
            prompt={translate(mode === 'password' ? 'app.auth.password.prompt' : 'app.auth.otp.prompt')}
        >
            {mode === null ? (
                <Stack alignItems="center" py={3} role="progressbar" aria-label={translate('ra.page.loading')}>
                    <CircularProgress size={28} />
                </Stack>
            ) : mode === 'password' ? (
                <PasswordLoginForm />
            ) : (
                <OtpLoginForm />
            )}
        </SignInLayout>
    );
};
