/**
 * Developer switches of the mock backend, kept in localStorage so they survive a reload:
 * sign-in mode (OTP or password), the kind of admin that signs in, whether the live event
 * player starts paused (automated tests set it for deterministic pages), and how writes answer.
 */
export interface MockSettings {
    loginMode: 'otp' | 'password';
    admin: 'super' | 'limited';
    livePaused: boolean;
    /**
     * How `POST`/`PUT`/`DELETE` answer: `record` with `{ data }` (201/200), `empty` with `204` and
     * no body — both allowed by docs/openapi.yaml, and the admin must handle both.
     */
    writeAnswer: 'record' | 'empty';
}

const KEY = 'zar-mock-settings';
const DEFAULTS: MockSettings = { loginMode: 'otp', admin: 'super', livePaused: false, writeAnswer: 'record' };

export function readMockSettings(): MockSettings {
    try {
        return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<MockSettings>) };
    } catch {
        return DEFAULTS;
    }
}

export function writeMockSettings(change: Partial<MockSettings>): MockSettings {
    const next = { ...readMockSettings(), ...change };
    localStorage.setItem(KEY, JSON.stringify(next));
    return next;
}

/** The one-time code the mock accepts (shown on the verify page in mock mode only). */
export const MOCK_OTP_CODE = '12345';
/** The password-mode credentials the mock accepts. */
export const MOCK_CREDENTIALS = { username: 'admin', password: 'zar-admin' };
/** A limited admin's screens. */
export const LIMITED_ACCESSES = ['banking', 'order', 'receipt', 'user'];
