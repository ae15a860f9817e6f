import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography, Link } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { DEMO_EMAIL, DEMO_PASSWORD, type KitAccount } from '../mock/data/account';
import { InitialsAvatar } from '../shared/InitialsAvatar';
import { clearKitToken, kitErrorText, kitFetch, readKitToken, storeKitToken } from '../shared/kitApi';
import { KitError, KitLoading, KitPage } from '../shared/KitPage';
import { useKitQuery } from '../shared/useKitQuery';

type User = Omit<KitAccount, 'password'>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const Frame = ({ title, children }: { title: string; children: React.ReactNode }) => (
    <KitPage title={title} crumbs={[{ label: 'حساب کیت' }]}>
        <Card sx={{ maxWidth: 480, mx: 'auto' }}>
            <CardContent sx={{ p: { xs: 2, sm: 4 } }}>{children}</CardContent>
        </Card>
    </KitPage>
);

function LoginPage() {
    const navigate = useNavigate();
    const [email, setEmail] = useState('');
    const [password, setPassword] = useState('');
    const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
    const [busy, setBusy] = useState(false);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const next: typeof errors = {};
        if (!EMAIL.test(email.trim())) next.email = 'ایمیل معتبر وارد کنید.';
        if (!password) next.password = 'رمز عبور را وارد کنید.';
        setErrors(next);
        if (Object.keys(next).length) return;
        setBusy(true);
        try {
            const { accessToken } = await kitFetch<{ accessToken: string }>('/api/account/login', { method: 'POST', body: { email: email.trim(), password } });
            storeKitToken(accessToken);
            navigate('/kit/account');
        } catch (error) {
            const text = kitErrorText(error);
            setErrors(error instanceof Error && error.message === 'Wrong password' ? { password: text } : error instanceof Error && error.message.startsWith('There is no user') ? { email: text } : { form: text });
        } finally {
            setBusy(false);
        }
    };

    return (
        <Frame title="ورود به حساب کیت">
            <Alert severity="info" sx={{ mb: 3 }}>
                حساب نمونه: <bdi dir="ltr">{DEMO_EMAIL}</bdi> با رمز <bdi dir="ltr">{DEMO_PASSWORD}</bdi> — این حساب از نشست پنل جداست.
            </Alert>
            <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
                {errors.form && <Alert severity="error">{errors.form}</Alert>}
                <TextField label="ایمیل" type="email" value={email} onChange={e => setEmail(e.target.value)} error={!!errors.email} helperText={errors.email} slotProps={{ htmlInput: { dir: 'ltr' } }} autoComplete="username" />
                <TextField label="رمز عبور" type="password" value={password} onChange={e => setPassword(e.target.value)} error={!!errors.password} helperText={errors.password} slotProps={{ htmlInput: { dir: 'ltr' } }} autoComplete="current-password" />
                <Button type="submit" variant="contained" size="large" loading={busy}>
                    ورود
                </Button>
                <Typography variant="body2" sx={{ textAlign: 'center' }}>
                    حساب ندارید؟{' '}
                    <Link component={RouterLink} to="/kit/account/register">
                        ثبت‌نام کنید
                    </Link>
                </Typography>
            </Stack>
        </Frame>
    );
}

function RegisterPage() {
    const navigate = useNavigate();
    const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
    const [errors, setErrors] = useState<Partial<Record<keyof typeof form | 'form', string>>>({});
    const [busy, setBusy] = useState(false);
    const field = (name: keyof typeof form) => ({
        value: form[name],
        onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm(current => ({ ...current, [name]: e.target.value })),
        error: !!errors[name],
        helperText: errors[name],
    });

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const next: typeof errors = {};
        if (!form.firstName.trim()) next.firstName = 'نام را وارد کنید.';
        if (!form.lastName.trim()) next.lastName = 'نام خانوادگی را وارد کنید.';
        if (!EMAIL.test(form.email.trim())) next.email = 'ایمیل معتبر وارد کنید.';
        if (form.password.length < 6) next.password = 'رمز عبور دست‌کم ۶ نویسه باشد.';
        setErrors(next);
        if (Object.keys(next).length) return;
        setBusy(true);
        try {
            const { accessToken } = await kitFetch<{ accessToken: string }>('/api/account/register', { method: 'POST', body: { ...form, email: form.email.trim() } });
            storeKitToken(accessToken);
            navigate('/kit/account');
        } catch (error) {
            const text = kitErrorText(error);
            setErrors(error instanceof Error && error.message.startsWith('There already exists') ? { email: text } : { form: text });
        } finally {
            setBusy(false);
        }
    };

    return (
        <Frame title="ثبت‌نام در کیت">
            <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
                {errors.form && <Alert severity="error">{errors.form}</Alert>}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <TextField label="نام" fullWidth {...field('firstName')} />
                    <TextField label="نام خانوادگی" fullWidth {...field('lastName')} />
                </Stack>
                <TextField label="ایمیل" type="email" {...field('email')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
                <TextField label="رمز عبور" type="password" {...field('password')} slotProps={{ htmlInput: { dir: 'ltr' } }} autoComplete="new-password" />
                <Button type="submit" variant="contained" size="large" loading={busy}>
                    ساخت حساب
                </Button>
                <Typography variant="body2" sx={{ textAlign: 'center' }}>
                    حساب دارید؟{' '}
                    <Link component={RouterLink} to="/kit/account/login">
                        وارد شوید
                    </Link>
                </Typography>
            </Stack>
        </Frame>
    );
}

function MyAccountPage() {
    const navigate = useNavigate();
    const token = readKitToken();
    const { data, error, isPending, refetch } = useKitQuery<{ user: User }>(['account', token], '/api/account/my-account', undefined, !!token);
    if (!token) return <Navigate to="/kit/account/login" replace />;
    const signOut = () => {
        clearKitToken();
        navigate('/kit/account/login');
    };
    return (
        <Frame title="حساب کیت">
            {isPending ? (
                <KitLoading />
            ) : error ? (
                <Stack spacing={2}>
                    <KitError error={error} onRetry={() => void refetch()} />
                    <Button onClick={signOut}>ورود دوباره</Button>
                </Stack>
            ) : (
                <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
                    <InitialsAvatar name={data.user.displayName} size={72} />
                    <Typography variant="h6">{data.user.displayName}</Typography>
                    <Typography color="text.secondary" dir="ltr">
                        {data.user.email}
                    </Typography>
                    <Typography variant="body2">نقش: {data.user.role === 'admin' ? 'مدیر' : 'کاربر'}</Typography>
                    {data.user.about && <Typography variant="body2">{data.user.about}</Typography>}
                    <Box>
                        <Button variant="outlined" color="error" onClick={signOut}>
                            خروج از حساب کیت
                        </Button>
                    </Box>
                </Stack>
            )}
        </Frame>
    );
}

/** `/kit/account/…`: the kit's own sign-in, register and account pages (its own JWT). */
export default function AccountApp() {
    return (
        <Routes>
            <Route index element={<MyAccountPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="*" element={<Navigate to="/kit/account" replace />} />
        </Routes>
    );
}
