import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import RtlProvider from '@mui/system/RtlProvider';
import Box from '@mui/material/Box';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslate } from 'react-admin';
import { asciiDigits, atFirstUse, persianDigits } from '../../../i18n/format';
import type { FieldType } from '../../types';
import {
    apiDateTimeToPicker,
    apiDateToPicker,
    endOfDayIso,
    isValidDate,
    pickerToApiDate,
    pickerToApiDateTime,
    startOfDayIso,
} from './calendar';
import { INVALID_DATE } from './dateValidation';
import type { InputProps } from './fieldType';

/** MUI's Persian texts, with Persian section placeholders and its two table labels put right. */
const localeText = {
    ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
    fieldYearPlaceholder: () => 'سال',
    fieldMonthPlaceholder: () => 'ماه',
    fieldDayPlaceholder: () => 'روز',
    fieldHoursPlaceholder: () => 'ساعت',
    fieldMinutesPlaceholder: () => 'دقیقه',
    timeTableLabel: 'انتخاب ساعت',
    dateTableLabel: 'انتخاب تاریخ',
};

/**
 * The Jalali adapter with Persian digits everywhere: the calendar, the month header and the typed
 * field. MUI X shows a field's sections in the digits the adapter formats with (it asks for
 * seconds 0–9), accepts them typed (Latin, Persian or Arabic keys), and hands them back to
 * `parse` in those digits: parse reads them as ASCII.
 */
export class PersianDigitsAdapter extends AdapterDateFnsJalali {
    constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
        super(...args);
        const formatByString = this.formatByString;
        const parse = this.parse;
        this.formatByString = (value, format) => persianDigits(formatByString(value, format));
        this.format = (value, key) => this.formatByString(value, this.formats[key]);
        this.parse = (value, format) => parse(asciiDigits(value), format);
        // MUI X tells a zero-padded year by a leading ASCII '0' ('۰۰۰۱' is not one to it): say
        // the year's length instead
        this.formatTokenMap = { ...this.formatTokenMap, yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 } };
    }
}

const weekdayInitial = atFirstUse(() => new Intl.DateTimeFormat('fa-IR', { weekday: 'narrow' }));

/** One Invalid Date, so the picker keeps what was half-typed across renders. */
const INVALID = new Date(Number.NaN);

type Props = InputProps<FieldType> & { kind: 'date' | 'datetime' };

/**
 * MUI X reads a key typed into a section as an ASCII digit and shows it in the adapter's digits;
 * a Persian or Arabic digit (a Persian keyboard) would be dropped. This rewrites the section's
 * text to ASCII on its way to MUI's own input handler (React's, at the root, runs after).
 */
function typedDigitsAsAscii(root: HTMLElement | null) {
    if (!root) return undefined;
    const rewrite = (event: Event) => {
        const target = event.target as HTMLElement | null;
        if (target?.isContentEditable && target.textContent && /[۰-۹٠-٩]/.test(target.textContent)) {
            target.textContent = asciiDigits(target.textContent);
        }
    };
    root.addEventListener('input', rewrite);
    return () => root.removeEventListener('input', rewrite);
}

/**
 * A Jalali date (or date and time) picker bound to a react-admin form or filter: Persian month
 * names and digits, typed or picked. The form value is what the API takes: `YYYY-MM-DD` for a
 * date, ISO 8601 for a datetime; a range filter's `to` end of a datetime is the day's last second.
 */
const JalaliDateInput = ({ field, source, label, validate, helperText, filter, bound, kind, defaultValue }: Props) => {
    const translate = useTranslate();
    const resource = useResourceContext();
    const toPicker = kind === 'date' || filter ? apiDateToPicker : apiDateTimeToPicker;
    const toApi = (date: Date): string => {
        if (filter && kind === 'datetime') return bound === 'to' ? endOfDayIso(date) : startOfDayIso(date);
        return kind === 'date' || filter ? pickerToApiDate(date) : pickerToApiDateTime(date);
    };
    const { field: input, fieldState, isRequired } = useInput({
        source,
        validate,
        defaultValue,
        format: (value: unknown) => (value === INVALID_DATE ? INVALID : toPicker(value)),
        parse: (date: Date | null) => {
            if (date === null) return filter ? undefined : null;
            if (!isValidDate(date)) return filter ? undefined : INVALID_DATE;
            return toApi(date);
        },
    });
    const error = fieldState.invalid && (fieldState.isTouched || !!fieldState.error);
    const Picker = kind === 'datetime' && !filter ? DateTimePicker : DatePicker;
    return (
        // the pickers' arrows and popups read RTL from MUI's RTL context, not from the theme
        <RtlProvider value>
            <LocalizationProvider dateAdapter={PersianDigitsAdapter} localeText={localeText}>
                <Box component="span" ref={typedDigitsAsAscii} sx={{ display: 'contents' }}>
                <Picker
                    dayOfWeekFormatter={(date: Date) => weekdayInitial().format(date)}
                    value={(input.value as Date | null) ?? null}
                    onChange={value => input.onChange(value)}
                    inputRef={input.ref}
                    label={<FieldTitle label={label ?? field.label} source={field.source} resource={resource} isRequired={isRequired} />}
                    ampm={false}
                    slotProps={{
                        field: { clearable: true },
                        textField: {
                            name: input.name,
                            onBlur: input.onBlur,
                            error,
                            variant: 'filled',
                            size: 'small',
                            margin: 'dense',
                            sx: filter ? { minWidth: 200 } : { minWidth: 260 },
                            helperText:
                                helperText === false ? undefined : (
                                    <InputHelperText
                                        error={error ? fieldState.error?.message : undefined}
                                        helperText={helperText ? translate(helperText) : undefined}
                                    />
                                ),
                        },
                    }}
                />
                </Box>
            </LocalizationProvider>
        </RtlProvider>
    );
};

export default JalaliDateInput;
