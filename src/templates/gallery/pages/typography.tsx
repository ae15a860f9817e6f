import { Box, Typography, type TypographyProps } from '@mui/material';
import { Section } from '../Demo';

const variants: { variant: NonNullable<TypographyProps['variant']>; label: string }[] = [
    { variant: 'h1', label: 'سرتیتر ۱' },
    { variant: 'h2', label: 'سرتیتر ۲' },
    { variant: 'h3', label: 'سرتیتر ۳' },
    { variant: 'h4', label: 'سرتیتر ۴' },
    { variant: 'h5', label: 'سرتیتر ۵' },
    { variant: 'h6', label: 'سرتیتر ۶' },
    { variant: 'subtitle1', label: 'زیرعنوان ۱' },
    { variant: 'subtitle2', label: 'زیرعنوان ۲' },
    { variant: 'body1', label: 'متن ۱' },
    { variant: 'body2', label: 'متن ۲' },
    { variant: 'caption', label: 'زیرنویس' },
    { variant: 'overline', label: 'بالانویس' },
    { variant: 'button', label: 'دکمه' },
];

export default function TypographyPage() {
    return (
        <>
            <Section title="گونه‌های متن" description="قلم وزیرمتن، همراه برنامه (بی‌نیاز از اینترنت).">
                <Box sx={{ width: '100%' }}>
                    {variants.map(({ variant, label }) => (
                        <Box key={variant} sx={{ display: 'flex', gap: 2, alignItems: 'baseline', borderBottom: 1, borderColor: 'divider', py: 1, minWidth: 0 }}>
                            <Typography variant="caption" color="text.secondary" sx={{ width: 72, flexShrink: 0 }}>
                                <code>{variant}</code>
                            </Typography>
                            <Typography variant={variant} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                                {label}: طلای زر
                            </Typography>
                        </Box>
                    ))}
                </Box>
            </Section>
            <Section title="رنگ و وزن">
                <Typography color="primary">رنگ اصلی</Typography>
                <Typography color="secondary">رنگ ثانویه</Typography>
                <Typography color="text.secondary">متن فرعی</Typography>
                <Typography color="error">خطا</Typography>
                <Typography sx={{ fontWeight: 300 }}>نازک</Typography>
                <Typography sx={{ fontWeight: 500 }}>متوسط</Typography>
                <Typography sx={{ fontWeight: 800 }}>پررنگ</Typography>
            </Section>
            <Section title="پاراگراف">
                <Typography sx={{ maxWidth: 640 }}>
                    پنل زر برای کارکنان پشتیبانی فروش طلا ساخته شده است: سفارش‌های خرید و فروش را زنده می‌بینند،
                    رسیدها و درخواست‌های برداشت را بررسی می‌کنند و قیمت روز انس طلا را دنبال می‌کنند. اعداد با رقم‌های
                    فارسی (۱۲۳۴۵۶۷۸۹۰) و تاریخ‌ها به تقویم جلالی نمایش داده می‌شوند.
                </Typography>
                <Typography noWrap sx={{ maxWidth: 280 }}>
                    متن بلندی که در یک سطر جا نمی‌شود و با سه نقطه کوتاه می‌شود تا چیدمان به هم نریزد.
                </Typography>
            </Section>
        </>
    );
}
