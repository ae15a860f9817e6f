import { Form, HttpError, TextInput, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotifyFailure } from '../providers/useNotifyFailure';
import { normalizeMobile, validateMobile } from './mobile';
import { sendOtp } from './sendOtp';
import { SubmitButton } from './SubmitButton';

/**
 * OTP path, step one (docs/openapi.yaml, auth): the mobile number, `POST /admin/auth/send-otp`, then
 * `/verify` with the number in navigation state.
 */
export const OtpLoginForm = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const navigate = useNavigate();
    const location = useLocation();
    const state = location.state as { mobile?: string; nextPathname?: string; nextSearch?: string } | null;
    const previous = state?.mobile ?? '';

    const submit = async (values: Record<string, unknown>) => {
        const mobile = normalizeMobile(values.mobile);
        try {
            await sendOtp(mobile);
        } catch (error) {
            if (error instanceof HttpError && error.status === 422) {
                notify('app.auth.otp.wrong_mobile', { type: 'error' });
                return { mobile: 'app.auth.otp.wrong_mobile' };
            }
            notifyFailure(error, (error as Error).message ?? 'app.errors.server');
            return undefined;
        }
        notify('app.auth.otp.sent', { type: 'success' });
        navigate('/verify', { state: { ...state, mobile } });
        return undefined;
    };

    return (
        <Form onSubmit={submit} record={{ mobile: previous }} noValidate>
            <TextInput
                source="mobile"
                label="app.auth.mobile"
                validate={validateMobile}
                autoFocus
                autoComplete="tel"
                placeholder="09xxxxxxxxx"
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', maxLength: 20 } }}
            />
            <SubmitButton label={translate('app.auth.otp.send')} />
        </Form>
    );
};
