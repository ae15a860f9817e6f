import { HttpResponse } from 'msw';
import type { CalendarEvent } from './data/calendar';
import { db, newId } from './db';
import { errorResponse, jsonBody, kitGet, kitPost } from './util';

/** A valid event from a request's fields, or an English message saying what is wrong. */
function readEvent(input: unknown, base?: CalendarEvent): CalendarEvent | string {
    const value = (input && typeof input === 'object' ? input : {}) as Partial<CalendarEvent>;
    const merged = { ...base, ...value } as Partial<CalendarEvent>;
    const title = typeof merged.title === 'string' ? merged.title.trim() : '';
    if (!title) return 'Title is required';
    const start = Date.parse(String(merged.start));
    const end = Date.parse(String(merged.end));
    if (Number.isNaN(start) || Number.isNaN(end)) return 'Start and end dates are required';
    if (end < start) return 'End date must be after start date';
    return {
        id: base?.id ?? newId('event'),
        title,
        description: typeof merged.description === 'string' ? merged.description : '',
        allDay: Boolean(merged.allDay),
        textColor: typeof merged.textColor === 'string' ? merged.textColor : '#00AB55',
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
    };
}

/**
 * `GET /api/calendar/events` → {events}; `POST /api/calendar/events/new` {newEvent} → {event};
 * `POST /api/calendar/events/update` {eventId, updateEvent} → {event} (404 'Event not found');
 * `POST /api/calendar/events/delete` {eventId} → {eventId} (404 'Event not found').
 * An event without a title or with its end before its start is a 400.
 */
export const calendarHandlers = [
    kitGet('/api/calendar/events', () => HttpResponse.json({ events: db.events })),
    kitPost('/api/calendar/events/new', async ({ request }) => {
        const event = readEvent((await jsonBody(request)).newEvent);
        if (typeof event === 'string') return errorResponse(400, event);
        db.events.push(event);
        return HttpResponse.json({ event });
    }),
    kitPost('/api/calendar/events/update', async ({ request }) => {
        const body = await jsonBody(request);
        const index = db.events.findIndex(item => item.id === body.eventId);
        if (index < 0) return errorResponse(404, 'Event not found');
        const event = readEvent(body.updateEvent, db.events[index]);
        if (typeof event === 'string') return errorResponse(400, event);
        db.events[index] = event;
        return HttpResponse.json({ event });
    }),
    kitPost('/api/calendar/events/delete', async ({ request }) => {
        const body = await jsonBody(request);
        const index = db.events.findIndex(item => item.id === body.eventId);
        if (index < 0) return errorResponse(404, 'Event not found');
        db.events.splice(index, 1);
        return HttpResponse.json({ eventId: body.eventId });
    }),
];
