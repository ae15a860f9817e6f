import type { PermissionRule } from '../domain/permissions';

/**
 * Developer switches of the mock backend, kept in localStorage so they survive a reload:
 * sign-in mode (OTP or password), the kind of admin that signs in, whether the live event
 * player starts paused (automated tests set it for deterministic pages), how long answers take,
 * how writes answer, and failures to rehearse (the start's `/admin/me`, the channel
 * authorisation, writes).
 */
export interface MockSettings {
    loginMode: 'otp' | 'password';
    /** who signs in: see src/mock/roles.ts (super admin, limited admin, cashier, auditor) */
    admin: 'super' | 'limited' | 'cashier' | 'auditor';
    livePaused: boolean;
    /**
     * How long the HTTP answers take, read when the page starts: `network` 150–400 ms each, as on a
     * real network (src/mock/latency.ts); `none` at once (the end-to-end tests, unless one asks).
     */
    latency: 'network' | 'none';
    /**
     * How `POST`/`PUT`/`DELETE` answer: `record` with `{ data }` (201/200), `empty` with `204` and
     * no body — both allowed by docs/openapi.yaml, and the admin must handle both.
     */
    writeAnswer: 'record' | 'empty';
    /**
     * How many of the next `GET /admin/me` calls fail, counted down as they do (a start whose first
     * call fails: the menu's counts must still come from a later one); `meFailure` says how.
     */
    meFailures: number;
    meFailure: MockFailure;
    /**
     * How `POST /broadcasting/auth` answers: `ok` as a server would, or every call refused with
     * that failure until set back (a `401` ends the session; any other leaves the page
     * disconnected, asking again with backoff).
     */
    channelAuth: 'ok' | MockFailure;
    /**
     * How many of the next writes of a resource (`POST`, `PUT`, `DELETE /admin/{resource}…`) fail,
     * counted down as they do (a decision or a save that fails: the record and what was typed
     * must stay); `writeFailure` says how.
     */
    writeFailures: number;
    writeFailure: MockFailure;
    /**
     * Resources whose list call (`GET /admin/{resource}`, the global search's too) fails, every
     * time, with that failure until set back: `{ receipt: '503' }`.
     */
    listFailures: Partial<Record<string, MockFailure>>;
    /**
     * Presence channels (a record's page): `on` as docs/asyncapi.yaml has them; `refused`, the
     * authorisation answers 403 for them; `absent`, a server without presence (the authorisation
     * signs them as private channels, without `channel_data`, and the socket refuses them).
     */
    presence: 'on' | 'refused' | 'absent';
    /**
     * `on`: records carry `updated_at` (and decisions `decided_by`), and a `PUT` of an older version
     * answers 409; `off`: a server that keeps no versions (no such fields in answers, nothing checked).
     */
    versions: 'on' | 'off';
    /**
     * `GET /admin/activity`: `on` as a server with an activity log answers, `missing` with `404`
     * as a server without one (the timeline and the activity page must then simply not show).
     */
    activity: 'on' | 'missing';
    /**
     * `missing`: a server without two-person approval (`/admin/approval…` answers 404, `/admin/me`
     * counts none, a decision is never answered 202) or without the staff list (`/admin/staff…`
     * answers 404): the admin must work as without them, with no menu entry and no error.
     */
    approvals: 'on' | 'missing';
    staff: 'on' | 'missing';
    /**
     * `GET /admin/resources`: the sample definitions served (src/mock/served/samples.ts, by name:
     * `['coupon']`), then `servedExtra` as given (any JSON, valid or not, for tests). `resources:
     * 'missing'` answers 404, as a server that serves no definitions.
     */
    served: string[];
    servedExtra: unknown[];
    resources: 'on' | 'missing';
    /**
     * The signed-in admin's `permissions` (docs/openapi.yaml, `Permission`) in place of their
     * preset's, when not null (src/mock/roles.ts): `/admin/me` carries them, an admin who is not a
     * super admin may open the approvals screen too, and a decision over the
     * rules' `max_amount` answers 202 with an approval for a second admin (src/mock/approvals.ts).
     */
    actingPermissions: PermissionRule[] | null;
}

/** A failure the mock can rehearse: that status with a JSON message, or no answer at all. */
export type MockFailure = '401' | '403' | '503' | 'network';

const KEY = 'zar-mock-settings';
const DEFAULTS: MockSettings = { loginMode: 'otp', admin: 'super', livePaused: false, latency: 'network', writeAnswer: 'record', meFailures: 0, meFailure: '503', channelAuth: 'ok', writeFailures: 0, writeFailure: '503', listFailures: {}, presence: 'on', versions: 'on', activity: 'on', approvals: 'on', staff: 'on', served: [], servedExtra: [], resources: 'on', actingPermissions: null };

/**
 * Where the settings are kept: the page's localStorage, or, in the mock's worker (which has no
 * localStorage), a copy the page gives it on start and on every change (src/mock/worker/).
 */
export interface MockSettingsStorage {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
}

let storage: MockSettingsStorage | null = null;
const writers = new Set<(settings: MockSettings) => void>();

const currentStorage = (): MockSettingsStorage | null => storage ?? (typeof localStorage === 'undefined' ? null : localStorage);

/** Keeps the settings in `next` from now on (the mock's worker: a copy in memory). */
export function keepMockSettingsIn(next: MockSettingsStorage): void {
    storage = next;
}

/** Hears every `writeMockSettings` (the page tells the mock's worker; the worker tells the page). */
export function onMockSettingsWritten(listener: (settings: MockSettings) => void): () => void {
    writers.add(listener);
    return () => writers.delete(listener);
}

/** The settings as kept, read again (never cached: a test may change them between two calls). */
export function readMockSettingsText(): string {
    return currentStorage()?.getItem(KEY) ?? '{}';
}

/** Replaces the kept settings with `text` as is, without telling anyone (a copy from the other side). */
export function replaceMockSettingsText(text: string): void {
    currentStorage()?.setItem(KEY, text);
}

export function readMockSettings(): MockSettings {
    try {
        return { ...DEFAULTS, ...(JSON.parse(readMockSettingsText()) as Partial<MockSettings>) };
    } catch {
        return DEFAULTS;
    }
}

export function writeMockSettings(change: Partial<MockSettings>): MockSettings {
    const next = { ...readMockSettings(), ...change };
    replaceMockSettingsText(JSON.stringify(next));
    writers.forEach(listener => listener(next));
    return next;
}

/** The key of the settings in the page's localStorage. */
export const MOCK_SETTINGS_KEY = KEY;

/** The one-time code the mock accepts (shown on the verify page in mock mode only). */
export const MOCK_OTP_CODE = '12345';
/** The password-mode credentials the mock accepts. */
export const MOCK_CREDENTIALS = { username: 'admin', password: 'zar-admin' };
/** A limited admin's screens. */
export const LIMITED_ACCESSES = ['banking', 'order', 'receipt', 'user'];

/**
 * The developer panel's permissions for a limited admin: everything, but `approve` and `pay` alone
 * only up to ۱۰ میلیون تومان (above it, a second admin approves).
 */
export const LIMIT_PERMISSIONS: PermissionRule[] = [{ resource: '*', action: '*', max_amount: 10_000_000 }];
