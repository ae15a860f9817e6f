/**
 * `Date.parse` of a time as the server writes it (docs/asyncapi.yaml, `created_at`: RFC 3339 in UTC,
 * `2026-11-23T10:15:00.000000Z`), read by arithmetic instead of the engine's general parser, which
 * costs about a third of an order event's own work. Any other text, and the rare dates this path
 * leaves alone (days after the 28th, hour 24), go to `Date.parse`, so the result is always
 * exactly `Date.parse(text)` (a unit test compares the two on many texts).
 */
export function utcTime(text: string): number {
    const fast = strictUtcTime(text);
    return Number.isNaN(fast) ? Date.parse(text) : fast;
}

const ZERO = 48;
const Z = 90;
const DOT = 46;

/** What each of the first 19 characters must be: a digit (0) or this separator. */
const SHAPE = Array.from('0000-00-00T00:00:00', char => (char === '0' ? 0 : char.charCodeAt(0)));

/** `YYYY-MM-DDTHH:MM:SS[.fraction]Z` with a day up to 28, in ms since the epoch; NaN for anything else. */
function strictUtcTime(text: string): number {
    const length = text.length;
    if (length < 20 || text.charCodeAt(length - 1) !== Z) return Number.NaN;
    // one loop over the shape, the date's digits read as YYYYMMDD and the time's as HHMMSS: small
    // code, which matters more than its instructions for a function run in every order event
    // between pusher-js's own work (docs/performance.md)
    let date = 0;
    let time = 0;
    for (let at = 0; at < 19; at++) {
        const code = text.charCodeAt(at);
        const separator = SHAPE[at];
        if (separator !== 0) {
            if (code !== separator) return Number.NaN;
        } else {
            const value = code - ZERO;
            if (!(value >= 0 && value <= 9)) return Number.NaN;
            if (at < 10) date = date * 10 + value;
            else time = time * 10 + value;
        }
    }
    const year = Math.floor(date / 10_000);
    const month = Math.floor(date / 100) % 100;
    const day = date % 100;
    const hour = Math.floor(time / 10_000);
    const minute = Math.floor(time / 100) % 100;
    const second = time % 100;
    if (!(month >= 1 && month <= 12 && day >= 1 && day <= 28 && hour <= 23 && minute <= 59 && second <= 59)) {
        return Number.NaN;
    }
    let ms = 0;
    if (length > 20) {
        // a fraction of a second: `Date.parse` keeps its first three digits
        if (text.charCodeAt(19) !== DOT || length < 22) return Number.NaN;
        for (let at = 20, weight = 100; at < length - 1; at++, weight /= 10) {
            const value = text.charCodeAt(at) - ZERO;
            if (!(value >= 0 && value <= 9)) return Number.NaN;
            if (weight >= 1) ms += value * weight;
        }
    }
    return (daysFromCivil(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second) * 1_000 + ms;
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's algorithm). */
function daysFromCivil(year: number, month: number, day: number): number {
    const y = month <= 2 ? year - 1 : year;
    const era = Math.floor(y / 400);
    const yearOfEra = y - era * 400;
    const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
    const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
    return era * 146_097 + dayOfEra - 719_468;
}

/** The last time text read, and its time: the pipeline checks an order's time, then the store sorts by it. */
const lastTime = { text: '', time: Number.NaN };

/** `Date.parse` of an order's `created_at` (NaN when unreadable), read once for the pipeline and the store. */
export function timeOfText(created: string): number {
    if (created !== lastTime.text) {
        lastTime.text = created;
        lastTime.time = utcTime(created);
    }
    return lastTime.time;
}
