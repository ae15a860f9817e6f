import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Section } from '../Demo';
import { asciiDigits, formatNumber } from '../../../i18n/format';

interface Values {
    name: string;
    mobile: string;
    email: string;
    nationalId: string;
    grams: string;
    side: string;
    password: string;
    confirm: string;
    terms: boolean;
}

/** Iran's national id check digit. */
const validNationalId = (raw: string) => {
    const id = asciiDigits(raw.trim());
    if (!/^\d{10}$/.test(id) || /^(\d)\1{9}$/.test(id)) return false;
    const sum = Array.from(id.slice(0, 9)).reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11;
    const check = Number(id[9]);
    return sum < 2 ? check === sum : check === 11 - sum;
};

const field = { width: '100%' };

export default function FormValidationPage() {
    const [saved, setSaved] = useState<Values | null>(null);
    const { register, handleSubmit, control, reset, formState: { errors, isSubmitting } } = useForm<Values>({
        mode: 'onTouched',
        defaultValues: { name: '', mobile: '', email: '', nationalId: '', grams: '', side: '', password: '', confirm: '', terms: false },
    });
    const onSubmit = async (values: Values) => {
        await new Promise(resolve => setTimeout(resolve, 300));
        setSaved(values);
    };
    return (
        <Section title="فرم ثبت‌نام" description="هر خطا به فارسی، کنار همان فیلد؛ رقم‌های فارسی هم پذیرفته می‌شوند.">
            <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ width: '100%', maxWidth: 560, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField label="نام و نام خانوادگی" required sx={field} error={!!errors.name} helperText={errors.name?.message ?? ' '}
                    {...register('name', { required: 'نام را بنویسید', minLength: { value: 3, message: 'نام دست‌کم ۳ حرف است' } })} />
                <TextField label="شماره‌ی همراه" required sx={field} error={!!errors.mobile} helperText={errors.mobile?.message ?? 'مانند ۰۹۱۲۱۲۳۴۵۶۷'} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                    {...register('mobile', { required: 'شماره‌ی همراه را بنویسید', validate: v => /^09\d{9}$/.test(asciiDigits(v.trim())) || 'شماره‌ی همراه باید ۱۱ رقم و با ۰۹ آغاز شود' })} />
                <TextField label="ایمیل" type="email" sx={field} error={!!errors.email} helperText={errors.email?.message ?? 'اختیاری'} slotProps={{ htmlInput: { dir: 'ltr' } }}
                    {...register('email', { pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'نشانی ایمیل درست نیست' } })} />
                <TextField label="کد ملی" required sx={field} error={!!errors.nationalId} helperText={errors.nationalId?.message ?? ' '} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                    {...register('nationalId', { required: 'کد ملی را بنویسید', validate: v => validNationalId(v) || 'کد ملی معتبر نیست' })} />
                <TextField label="وزن (گرم)" required sx={field} error={!!errors.grams} helperText={errors.grams?.message ?? `از ${formatNumber(0.1)} تا ${formatNumber(1000)} گرم`} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
                    {...register('grams', {
                        required: 'وزن را بنویسید',
                        validate: v => {
                            const n = Number(asciiDigits(v.trim()).replace('/', '.').replace('٫', '.'));
                            if (Number.isNaN(n)) return 'وزن باید عدد باشد';
                            if (n < 0.1) return `وزن دست‌کم ${formatNumber(0.1)} گرم است`;
                            if (n > 1000) return `وزن بیش از ${formatNumber(1000)} گرم نمی‌شود`;
                            return true;
                        },
                    })} />
                <Controller name="side" control={control} rules={{ required: 'نوع سفارش را برگزینید' }} render={({ field: f, fieldState }) => (
                    <TextField select label="نوع سفارش" required sx={field} {...f} error={!!fieldState.error} helperText={fieldState.error?.message ?? ' '}>
                        <MenuItem value="buy">خرید</MenuItem>
                        <MenuItem value="sell">فروش</MenuItem>
                    </TextField>
                )} />
                <TextField label="گذرواژه" type="password" required sx={field} error={!!errors.password} helperText={errors.password?.message ?? 'دست‌کم ۸ نویسه با یک رقم'}
                    {...register('password', { required: 'گذرواژه را بنویسید', minLength: { value: 8, message: 'گذرواژه دست‌کم ۸ نویسه است' }, validate: v => /\d|[۰-۹]/.test(v) || 'گذرواژه دست‌کم یک رقم دارد' })} />
                <TextField label="تکرار گذرواژه" type="password" required sx={field} error={!!errors.confirm} helperText={errors.confirm?.message ?? ' '}
                    {...register('confirm', { required: 'گذرواژه را دوباره بنویسید', validate: (v, values) => v === values.password || 'دو گذرواژه یکسان نیستند' })} />
                <FormControl error={!!errors.terms} sx={{ gridColumn: '1 / -1' }}>
                    <Controller name="terms" control={control} rules={{ validate: v => v || 'پذیرفتن قوانین الزامی است' }} render={({ field: f }) => (
                        <FormControlLabel control={<Checkbox checked={f.value} onChange={e => f.onChange(e.target.checked)} onBlur={f.onBlur} />} label="قوانین و شرایط را می‌پذیرم" />
                    )} />
                    <FormHelperText>{errors.terms?.message ?? ' '}</FormHelperText>
                </FormControl>
                <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1 }}>
                    <Button type="submit" variant="contained" loading={isSubmitting}>ثبت‌نام</Button>
                    <Button onClick={() => { reset(); setSaved(null); }}>پاک کردن</Button>
                </Box>
                {saved && <Alert severity="success" sx={{ gridColumn: '1 / -1' }}>ثبت‌نام {saved.name} انجام شد.</Alert>}
            </Box>
        </Section>
    );
}
