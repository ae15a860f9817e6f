import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { persianDigits } from '../../i18n/format';
import { MOCK_OTP_CODE } from '../settings';
import '../../i18n/lazy/mock';

/** Mock mode only: tells the developer which code the embedded backend accepts. */
const MockOtpHint = () => {
    const translate = useTranslate();
    return (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="mock-otp-hint">
            {translate('app.mock.otp_hint')} <bdi dir="ltr">{persianDigits(MOCK_OTP_CODE)}</bdi>
        </Alert>
    );
};

export default MockOtpHint;
