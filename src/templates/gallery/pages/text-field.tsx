import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';
import { asciiDigits } from '../../../i18n/format';

const field = { width: '100%', maxWidth: 260 };

export default function TextFieldPage() {
    const [show, setShow] = useState(false);
    const [mobile, setMobile] = useState('');
    const [touched, setTouched] = useState(false);
    const mobileError = !touched ? '' : !mobile.trim() ? 'شماره‌ی همراه را بنویسید' : /^09\d{9}$/.test(asciiDigits(mobile.trim())) ? '' : 'شماره‌ی همراه باید ۱۱ رقم و با ۰۹ آغاز شود';
    return (
        <>
            {(['outlined', 'filled', 'standard'] as const).map(variant => (
                <Section key={variant} title={{ outlined: 'قاب‌دار', filled: 'پُر', standard: 'ساده' }[variant]}>
                    <TextField variant={variant} label="نام" sx={field} />
                    <TextField variant={variant} label="الزامی" required defaultValue="سارا" sx={field} />
                    <TextField variant={variant} label="غیرفعال" disabled defaultValue="غیرقابل ویرایش" sx={field} />
                    <TextField variant={variant} label="فقط‌خواندنی" defaultValue="کد ۱۲۳۴" slotProps={{ input: { readOnly: true } }} sx={field} />
                    <TextField variant={variant} label="خطا" error defaultValue="نادرست" helperText="مقدار نادرست است" sx={field} />
                </Section>
            ))}
            <Section title="پیشوند، پسوند و گذرواژه">
                <TextField label="وزن" sx={field} slotProps={{ input: { endAdornment: <InputAdornment position="end">گرم</InputAdornment> } }} />
                <TextField label="مبلغ" sx={field} slotProps={{ input: { startAdornment: <InputAdornment position="start">تومان</InputAdornment> } }} />
                <TextField label="گذرواژه" type={show ? 'text' : 'password'} sx={field} slotProps={{
                    input: {
                        endAdornment: (
                            <InputAdornment position="end">
                                <IconButton aria-label={show ? 'پنهان کردن گذرواژه' : 'نمایش گذرواژه'} onClick={() => setShow(s => !s)} edge="end">{show ? <VisibilityOff /> : <Visibility />}</IconButton>
                            </InputAdornment>
                        ),
                    },
                }} />
            </Section>
            <Section title="اعتبارسنجی فارسی" description="رقم‌های فارسی هم پذیرفته می‌شوند؛ خطا هنگام ترک فیلد نمایش داده می‌شود.">
                <TextField label="شماره‌ی همراه" value={mobile} onChange={e => setMobile(e.target.value)} onBlur={() => setTouched(true)} error={!!mobileError} helperText={mobileError || 'مانند ۰۹۱۲۱۲۳۴۵۶۷'} required sx={field} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
            </Section>
            <Section title="اندازه، چندخطی و انتخاب">
                <TextField label="کوچک" size="small" sx={field} />
                <TextField label="توضیحات" multiline minRows={3} sx={field} defaultValue="سفارش برای تحویل حضوری است." />
                <TextField select label="نوع سفارش" defaultValue="buy" sx={field}>
                    <MenuItem value="buy">خرید</MenuItem>
                    <MenuItem value="sell">فروش</MenuItem>
                </TextField>
                <TextField label="تمام‌عرض" fullWidth />
            </Section>
        </>
    );
}
