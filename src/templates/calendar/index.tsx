import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
    Alert, Box, Button, ButtonBase, Card, IconButton, List, ListItemButton, ListItemText, Snackbar, Stack, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { addDays, addMonths, addWeeks, isSameDay, isSameMonth, startOfDay } from 'date-fns-jalali';
import { useState, type DragEvent } from 'react';
import type { CalendarEvent } from '../mock/data/calendar';
import { faTime } from '../shared/format';
import { kitErrorText, kitFetch } from '../shared/kitApi';
import { KitError, KitLoading, KitPage } from '../shared/KitPage';
import { useKitQuery } from '../shared/useKitQuery';
import { EventDialog, type EventDraft } from './EventDialog';
import { jalaliDayNumber, jalaliDayTitle, jalaliMonthGrid, jalaliMonthTitle, jalaliWeekday, onDay, weekDays } from './jalali';

type View = 'month' | 'week' | 'day' | 'list';
const VIEWS: Record<View, string> = { month: 'ماه', week: 'هفته', day: 'روز', list: 'فهرست' };
const WEEKDAY_NAMES = weekDays(new Date()).map(day => jalaliWeekday(day));

/** White or near-black text, whichever can be read (4.5:1) on an event's colour. */
const textOn = (colour: string) => (getContrastRatio(colour, '#ffffff') >= 4.5 ? '#ffffff' : '#0d1117');

/** A month's days in weeks of seven (the grid starts and ends on a week's edge). */
const weeksOf = (days: Date[]) => Array.from({ length: Math.ceil(days.length / 7) }, (_, week) => days.slice(week * 7, week * 7 + 7));

function EventChip({ event, onOpen }: { event: CalendarEvent; onOpen: (event: CalendarEvent) => void }) {
    return (
        <Box
            component="button"
            type="button"
            draggable
            onDragStart={(e: DragEvent) => e.dataTransfer.setData('text/kit-event', event.id)}
            onClick={(e: React.MouseEvent) => {
                e.stopPropagation();
                onOpen(event);
            }}
            // the name starts with what the chip shows (WCAG 2.5.3, label in name)
            aria-label={event.allDay ? `${event.title}، تمام روز` : `${event.title} ${faTime(event.start)}`}
            sx={{ display: 'block', width: '100%', textAlign: 'start', border: 0, borderRadius: 0.75, px: 0.5, py: 0.25, mb: 0.25, font: 'inherit', fontSize: 12, cursor: 'grab', bgcolor: event.textColor, color: textOn(event.textColor), overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
            {event.title}
            {!event.allDay && ` ${faTime(event.start)}`}
        </Box>
    );
}

function DayCell({ day, anchor, events, onCreate, onOpen, onMove, tall }: { day: Date; anchor?: Date; events: CalendarEvent[]; onCreate: (day: Date) => void; onOpen: (event: CalendarEvent) => void; onMove: (eventId: string, day: Date) => void; tall?: boolean }) {
    const [over, setOver] = useState(false);
    const today = isSameDay(day, new Date());
    const outside = anchor && !isSameMonth(day, anchor);
    const mine = events.filter(event => onDay(day, new Date(event.start), new Date(event.end)));
    return (
        <Box
            // named by its day button (a name here would leave out the events the cell shows)
            role="gridcell"
            onDragOver={e => {
                e.preventDefault();
                setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={e => {
                e.preventDefault();
                setOver(false);
                const id = e.dataTransfer.getData('text/kit-event');
                if (id) onMove(id, day);
            }}
            sx={{ minHeight: tall ? 320 : { xs: 64, sm: 104 }, p: 0.5, borderTop: 1, borderLeft: 1, borderColor: 'divider', bgcolor: over ? 'action.selected' : outside ? 'action.hover' : undefined, minWidth: 0 }}
        >
            <ButtonBase
                onClick={() => onCreate(day)}
                // the name starts with the number shown (WCAG 2.5.3, label in name)
                aria-label={`${jalaliDayNumber(day)}، رویداد تازه در ${jalaliDayTitle(day)}`}
                sx={{ width: 26, height: 26, borderRadius: '50%', fontSize: 13, mb: 0.5, bgcolor: today ? 'primary.main' : undefined, color: today ? 'primary.contrastText' : outside ? 'text.secondary' : 'text.primary' }}
            >
                {jalaliDayNumber(day)}
            </ButtonBase>
            {mine.map(event => <EventChip key={event.id} event={event} onOpen={onOpen} />)}
        </Box>
    );
}

function CalendarScreen() {
    const client = useQueryClient();
    const { data, error, isPending, refetch } = useKitQuery<{ events: CalendarEvent[] }>(['calendar', 'events'], '/api/calendar/events');
    const [view, setView] = useState<View>('month');
    const [anchor, setAnchor] = useState(() => startOfDay(new Date()));
    const [dialog, setDialog] = useState<{ day: Date; event?: CalendarEvent } | null>(null);
    const [failure, setFailure] = useState('');
    const events = data?.events ?? [];
    const refresh = () => client.invalidateQueries({ queryKey: ['kit', 'calendar'] });

    const step = (direction: 1 | -1) =>
        setAnchor(current => (view === 'month' ? addMonths(current, direction) : view === 'week' ? addWeeks(current, direction) : view === 'day' ? addDays(current, direction) : addMonths(current, direction)));
    const open = (event: CalendarEvent) => setDialog({ day: startOfDay(new Date(event.start)), event });
    const create = (day: Date) => setDialog({ day });
    const move = async (eventId: string, day: Date) => {
        const event = events.find(item => item.id === eventId);
        if (!event) return;
        const shift = startOfDay(day).getTime() - startOfDay(new Date(event.start)).getTime();
        if (!shift) return;
        try {
            await kitFetch('/api/calendar/events/update', { method: 'POST', body: { eventId, updateEvent: { start: new Date(Date.parse(event.start) + shift).toISOString(), end: new Date(Date.parse(event.end) + shift).toISOString() } } });
            await refresh();
        } catch (problem) {
            setFailure(`جابه‌جایی ذخیره نشد: ${kitErrorText(problem)}`);
        }
    };
    const save = async (draft: EventDraft) => {
        if (dialog?.event) await kitFetch('/api/calendar/events/update', { method: 'POST', body: { eventId: dialog.event.id, updateEvent: draft } });
        else await kitFetch('/api/calendar/events/new', { method: 'POST', body: { newEvent: draft } });
        await refresh();
    };
    const remove = async () => {
        if (!dialog?.event) return;
        await kitFetch('/api/calendar/events/delete', { method: 'POST', body: { eventId: dialog.event.id } });
        await refresh();
    };

    const cell = (day: Date, tall?: boolean) => <DayCell key={day.toISOString()} day={day} anchor={view === 'month' ? anchor : undefined} events={events} onCreate={create} onOpen={open} onMove={(id, to) => void move(id, to)} tall={tall} />;
    const heading = view === 'day' ? jalaliDayTitle(anchor) : jalaliMonthTitle(anchor);
    const upcoming = [...events].filter(event => Date.parse(event.end) >= startOfDay(anchor).getTime()).sort((a, b) => a.start.localeCompare(b.start));

    return (
        <KitPage title="تقویم" crumbs={[{ label: 'تقویم' }]} action={<Button variant="contained" onClick={() => create(anchor)}>رویداد تازه</Button>}>
            <Card sx={{ p: { xs: 1, sm: 2 } }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
                    <Stack direction="row" sx={{ alignItems: 'center' }}>
                        <IconButton aria-label="قبلی" onClick={() => step(-1)}><ChevronRight /></IconButton>
                        <Typography variant="h6" component="h2" sx={{ minWidth: 140, textAlign: 'center' }} aria-live="polite">{heading}</Typography>
                        <IconButton aria-label="بعدی" onClick={() => step(1)}><ChevronLeft /></IconButton>
                        <Button size="small" onClick={() => setAnchor(startOfDay(new Date()))}>امروز</Button>
                    </Stack>
                    <Box sx={{ flex: 1 }} />
                    <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: View | null) => next && setView(next)} aria-label="نما">
                        {Object.entries(VIEWS).map(([key, label]) => <ToggleButton key={key} value={key}>{label}</ToggleButton>)}
                    </ToggleButtonGroup>
                </Stack>
                {isPending ? (
                    <KitLoading />
                ) : error ? (
                    <KitError error={error} onRetry={() => void refetch()} />
                ) : view === 'list' ? (
                    <List aria-label="رویدادها">
                        {upcoming.length === 0 && <Typography color="text.secondary">رویدادی پیش رو نیست.</Typography>}
                        {upcoming.map(event => (
                            <ListItemButton key={event.id} onClick={() => open(event)} divider>
                                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: event.textColor, mr: 1.5, flexShrink: 0 }} />
                                <ListItemText primary={event.title} secondary={`${jalaliDayTitle(new Date(event.start))}${event.allDay ? ' — تمام روز' : ` — ${faTime(event.start)} تا ${faTime(event.end)}`}`} />
                            </ListItemButton>
                        ))}
                    </List>
                ) : (
                    <Box role="grid" aria-label={view === 'month' ? `ماه ${heading}` : heading} sx={{ display: 'grid', gridTemplateColumns: view === 'day' ? '1fr' : 'repeat(7, minmax(0, 1fr))', borderRight: 1, borderBottom: 1, borderColor: 'divider' }}>
                        {/* rows for assistive technology only: the cells stay on the 7-column grid */}
                        {view !== 'day' && (
                            <Box role="row" sx={{ display: 'contents' }}>
                                {WEEKDAY_NAMES.map(name => (
                                    <Box key={name} role="columnheader" sx={{ p: 0.5, textAlign: 'center', fontSize: 12, color: 'text.secondary', borderTop: 1, borderLeft: 1, borderColor: 'divider', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
                                        {name}
                                    </Box>
                                ))}
                            </Box>
                        )}
                        {view === 'month' &&
                            weeksOf(jalaliMonthGrid(anchor)).map(week => (
                                <Box key={week[0].toISOString()} role="row" sx={{ display: 'contents' }}>{week.map(day => cell(day))}</Box>
                            ))}
                        {view === 'week' && <Box role="row" sx={{ display: 'contents' }}>{weekDays(anchor).map(day => cell(day, true))}</Box>}
                        {view === 'day' && <Box role="row" sx={{ display: 'contents' }}>{cell(anchor, true)}</Box>}
                    </Box>
                )}
            </Card>
            {dialog && <EventDialog day={dialog.day} event={dialog.event} onSave={save} onDelete={dialog.event ? remove : undefined} onClose={() => setDialog(null)} />}
            <Snackbar open={!!failure} autoHideDuration={4000} onClose={() => setFailure('')}>
                <Alert severity="error" onClose={() => setFailure('')}>{failure}</Alert>
            </Snackbar>
        </KitPage>
    );
}

/** `/kit/calendar`: a Jalali month grid (date-fns-jalali), week, day and list views; create, drag to move, edit, delete. */
export default function CalendarApp() {
    return <CalendarScreen />;
}
