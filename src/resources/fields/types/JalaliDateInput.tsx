import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslate } from 'react-admin';
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

const localeText = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

/** One Invalid Date, so the picker keeps what was half-typed across renders. */
const INVALID = new Date(Number.NaN);

type Props = InputProps<FieldType> & { kind: 'date' | 'datetime' };

/**
 * A Jalali date (or date and time) picker bound to a react-admin form or filter: Persian month
 * names and digits, typed or picked. The form value is what the API takes: `YYYY-MM-DD` for a
 * date, ISO 8601 for a datetime; a range filter's `to` end of a datetime is the day's last second.
 */
const JalaliDateInput = ({ field, source, label, validate, helperText, filter, bound, kind }: Props) => {
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
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali} localeText={localeText}>
            <Picker
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
        </LocalizationProvider>
    );
};

export default JalaliDateInput;
