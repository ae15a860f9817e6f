import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { otpLength } from '../config';
import { persianDigits } from '../i18n/format';
import { hasSession } from '../providers/authProvider';
import { useNotifyFailure } from '../providers/useNotifyFailure';
import { normalizeCode, validateCode } from './mobile';
import { sendOtp } from './sendOtp';
import { SignInLayout } from './SignInLayout';
import { SubmitButton } from './SubmitButton';
import { useFollowSignIn } from './useFollowSignIn';
import { useSignIn } from './useSignIn';
import { useCountdown } from './useCountdown';

/** As is usual: a new code may be asked for after two minutes. */
export const RESEND_AFTER_S = 120;

/** In mock mode only: the code the embedded backend accepts. Not in production bundles. */
const MockOtpHint = __MOCK_API__ ? lazy(() => import('../mock/ui/MockOtpHint')) : null;

/** Submits the form by itself once the code has the server's length. */
const AutoSubmit = ({ formId, length }: { formId: string; length: number }) => {
    const code = useWatch({ name: 'code' });
    const { isSubmitting } = useFormState();
    const last = useRef('');
    useEffect(() => {
        const digits = normalizeCode(code);
        // requestSubmit() ignores the disabled button: never start a second request
        if (isSubmitting) return;
        if (digits.length === length && /^[0-9]+$/.test(digits) && digits !== last.current) {
            last.current = digits;
            (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
        }
    }, [code, formId, length, isSubmitting]);
    return null;
};

const clock = (seconds: number) =>
    persianDigits(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);

/**
 * `/verify` (docs/openapi.yaml, auth): the number from `/login`, a one-time code that submits itself
 * when complete, a resend after a countdown, then `POST /admin/auth/token`.
 */
export const VerifyPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const signIn = useSignIn();
    const location = useLocation();
    const state = location.state as { mobile?: string } | null;
    const mobile = state?.mobile;
    const formId = useId();
    const { left, restart } = useCountdown(RESEND_AFTER_S);
    const [resending, setResending] = useState(false);
    useFollowSignIn();
    // decided once: while signing in, the token is stored before the page moves on
    const [signedInOnArrival] = useState(hasSession);
    const length = otpLength();

    if (signedInOnArrival) return <Navigate to="/" replace />;
    if (!mobile) return <Navigate to="/login" replace />;

    const submit = async (values: Record<string, unknown>) => {
        await signIn({ username: mobile, code: normalizeCode(values.code) });
    };

    const resend = async () => {
        setResending(true);
        try {
            await sendOtp(mobile);
            notify('app.auth.otp.sent', { type: 'success' });
            restart();
        } catch (error) {
            notifyFailure(error, 'app.errors.server');
        } finally {
            setResending(false);
        }
    };

    return (
        <SignInLayout
            heading={translate('app.auth.verify.heading')}
            prompt={
                <>
                    {translate('app.auth.verify.prompt')}{' '}
                    <bdi dir="ltr" style={{ fontWeight: 700 }}>
                        {persianDigits(mobile)}
                    </bdi>
                </>
            }
        >
            <Stack direction="row" justifyContent="center" mb={1}>
                <Button component={RouterLink} to="/login" state={state} size="small" startIcon={<EditIcon />}>
                    {translate('app.auth.verify.change_mobile')}
                </Button>
            </Stack>
            {MockOtpHint && (
                <Suspense>
                    <MockOtpHint />
                </Suspense>
            )}
            <Form id={formId} onSubmit={submit} noValidate>
                <TextInput
                    source="code"
                    label="app.auth.verify.code"
                    validate={validateCode}
                    autoFocus
                    autoComplete="one-time-code"
                    slotProps={{
                        htmlInput: {
                            dir: 'ltr',
                            inputMode: 'numeric',
                            autoComplete: 'one-time-code',
                            maxLength: 6,
                            style: { letterSpacing: '0.5em', textAlign: 'center' },
                        },
                    }}
                />
                <AutoSubmit formId={formId} length={length} />
                <SubmitButton label={translate('app.auth.verify.submit')} />
            </Form>
            <Box textAlign="center" mt={2}>
                {left > 0 ? (
                    <Typography variant="body2" color="text.secondary" aria-live="polite">
                        {translate('app.auth.verify.resend_in', { time: clock(left) })}
                    </Typography>
                ) : (
                    <Button onClick={resend} disabled={resending} size="small">
                        {translate('app.auth.verify.resend')}
                    </Button>
                )}
            </Box>
        </SignInLayout>
    );
};
