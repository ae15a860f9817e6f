import {
    Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField, Typography,
} from '@mui/material';
import { startOfDay } from 'date-fns-jalali';
import { useState } from 'react';
import { EVENT_COLORS, type CalendarEvent } from '../mock/data/calendar';
import { kitErrorText } from '../shared/kitApi';
import { jalaliDayTitle } from './jalali';

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
const at = (day: Date, time: string) => {
    const [h, m] = time.split(':').map(Number);
    const result = startOfDay(day);
    result.setHours(h || 0, m || 0, 0, 0);
    return result;
};

export type EventDraft = Omit<CalendarEvent, 'id'>;

/** Create or edit an event on a Jalali day: title, description, all day or a time span, colour. */
export function EventDialog({ day, event, onSave, onDelete, onClose }: { day: Date; event?: CalendarEvent; onSave: (draft: EventDraft) => Promise<void>; onDelete?: () => Promise<void>; onClose: () => void }) {
    const [title, setTitle] = useState(event?.title ?? '');
    const [description, setDescription] = useState(event?.description ?? '');
    const [allDay, setAllDay] = useState(event?.allDay ?? false);
    const [startTime, setStartTime] = useState(event ? timeOf(new Date(event.start)) : '09:00');
    const [endTime, setEndTime] = useState(event ? timeOf(new Date(event.end)) : '10:00');
    const [color, setColor] = useState(event?.textColor ?? EVENT_COLORS[0]);
    const [errors, setErrors] = useState<{ title?: string; end?: string; form?: string }>({});
    const [busy, setBusy] = useState(false);
    const run = async (action: () => Promise<void>) => {
        setBusy(true);
        try {
            await action();
            onClose();
        } catch (failure) {
            setErrors({ form: kitErrorText(failure) });
        } finally {
            setBusy(false);
        }
    };
    const save = () => {
        const next: typeof errors = {};
        if (!title.trim()) next.title = 'عنوان رویداد را بنویسید.';
        const start = allDay ? startOfDay(day) : at(day, startTime);
        const end = allDay ? new Date(startOfDay(day).getTime() + 86_400_000 - 60_000) : at(day, endTime);
        if (!allDay && end <= start) next.end = 'پایان باید بعد از شروع باشد.';
        setErrors(next);
        if (Object.keys(next).length) return;
        void run(() => onSave({ title: title.trim(), description, allDay, textColor: color, start: start.toISOString(), end: end.toISOString() }));
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="kit-event-title">
            <DialogTitle id="kit-event-title">{event ? 'ویرایش رویداد' : 'رویداد تازه'}</DialogTitle>
            <DialogContent>
                <Stack spacing={2.5} sx={{ pt: 1 }}>
                    {errors.form && <Alert severity="error">{errors.form}</Alert>}
                    <Typography variant="body2" color="text.secondary">{jalaliDayTitle(day)}</Typography>
                    <TextField label="عنوان رویداد" value={title} onChange={e => setTitle(e.target.value)} error={!!errors.title} helperText={errors.title} autoFocus />
                    <TextField label="توضیحات" value={description} onChange={e => setDescription(e.target.value)} multiline minRows={2} />
                    <FormControlLabel control={<Switch checked={allDay} onChange={e => setAllDay(e.target.checked)} />} label="تمام روز" />
                    {!allDay && (
                        <Stack direction="row" spacing={2}>
                            <TextField label="شروع" type="time" value={startTime} onChange={e => setStartTime(e.target.value)} fullWidth slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }} />
                            <TextField label="پایان" type="time" value={endTime} onChange={e => setEndTime(e.target.value)} fullWidth error={!!errors.end} helperText={errors.end} slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }} />
                        </Stack>
                    )}
                    <Stack direction="row" spacing={1} role="radiogroup" aria-label="رنگ">
                        {EVENT_COLORS.map(item => (
                            <Box
                                key={item}
                                component="button"
                                type="button"
                                role="radio"
                                aria-checked={item === color}
                                aria-label={`رنگ ${item}`}
                                onClick={() => setColor(item)}
                                sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: item, border: 3, borderColor: item === color ? 'text.primary' : 'transparent', cursor: 'pointer' }}
                            />
                        ))}
                    </Stack>
                </Stack>
            </DialogContent>
            <DialogActions>
                {onDelete && (
                    <Button color="error" disabled={busy} onClick={() => void run(onDelete)}>
                        حذف
                    </Button>
                )}
                <Box sx={{ flex: 1 }} />
                <Button onClick={onClose}>انصراف</Button>
                <Button variant="contained" loading={busy} onClick={save}>ذخیره</Button>
            </DialogActions>
        </Dialog>
    );
}
