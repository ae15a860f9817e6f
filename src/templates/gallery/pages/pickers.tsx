import { Box, Typography } from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { faIR } from '@mui/x-date-pickers/locales';
import { useState } from 'react';
import { Section } from '../Demo';
import { formatDate, formatDateTime } from '../../../i18n/dates';

/** MUI X's Persian texts, with the empty field's section placeholders (not in its fa-IR pack) in Persian. */
const localeText = {
    ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
    fieldYearPlaceholder: () => 'سال',
    fieldMonthPlaceholder: () => 'ماه',
    fieldDayPlaceholder: () => 'روز',
    fieldHoursPlaceholder: () => 'ساعت',
    fieldMinutesPlaceholder: () => 'دقیقه',
    fieldSecondsPlaceholder: () => 'ثانیه',
    fieldMeridiemPlaceholder: () => 'ق‌ظ',
};
const today = new Date(2026, 10, 23, 10, 30);

/**
 * The Jalali adapter with Persian digits in what the pickers show by name (calendar days, month
 * and year headings, year lists, toolbars). The text fields keep the adapter's own formatting:
 * MUI X measures their sections with Latin digits.
 */
class PersianDigitsAdapter extends AdapterDateFnsJalali {
    constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
        super(...args);
        const latin = this.format;
        this.format = (value, key) => this.formatNumber(latin(value, key));
    }
}

const field = { width: '100%', maxWidth: 280 };

export default function PickersPage() {
    const [date, setDate] = useState<Date | null>(today);
    const [dateTime, setDateTime] = useState<Date | null>(today);
    const [deadline, setDeadline] = useState<Date | null>(null);
    const past = deadline !== null && deadline < today;
    return (
        <LocalizationProvider dateAdapter={PersianDigitsAdapter} localeText={localeText}>
            <Section title="تاریخ" description={<>تقویم جلالی با <code>AdapterDateFnsJalali</code>.</>}>
                <Box sx={field}><DatePicker label="تاریخ سفارش" value={date} onChange={setDate} sx={{ width: '100%' }} /></Box>
                <Box sx={field}><MobileDatePicker label="تاریخ (گوشی)" value={date} onChange={setDate} sx={{ width: '100%' }} /></Box>
                <Box sx={field}><DatePicker label="فقط سال و ماه" views={['year', 'month']} value={date} onChange={setDate} sx={{ width: '100%' }} /></Box>
                <Typography sx={{ width: '100%' }}>انتخاب شما: {date ? formatDate(date) : '—'}</Typography>
            </Section>
            <Section title="ساعت و تاریخ‌وساعت">
                <Box sx={field}><TimePicker label="ساعت تحویل" value={dateTime} onChange={setDateTime} ampm={false} sx={{ width: '100%' }} /></Box>
                <Box sx={field}><DateTimePicker label="زمان قرار" value={dateTime} onChange={setDateTime} ampm={false} sx={{ width: '100%' }} /></Box>
                <Typography sx={{ width: '100%' }}>انتخاب شما: {dateTime ? formatDateTime(dateTime) : '—'}</Typography>
            </Section>
            <Section title="اعتبارسنجی" description="تاریخ گذشته پذیرفته نمی‌شود.">
                <Box sx={field}>
                    <DatePicker
                        label="سررسید"
                        value={deadline}
                        onChange={setDeadline}
                        disablePast
                        referenceDate={today}
                        sx={{ width: '100%' }}
                        slotProps={{ textField: { error: past, helperText: past ? 'سررسید نمی‌تواند پیش از امروز باشد' : 'تاریخی از امروز به بعد' } }}
                    />
                </Box>
            </Section>
            <Section title="تقویم ایستا">
                <Box sx={{ maxWidth: '100%', overflow: 'hidden' }}>
                    <DateCalendar value={date} onChange={setDate} />
                </Box>
            </Section>
        </LocalizationProvider>
    );
}
