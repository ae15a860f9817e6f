import { useEffect, useState } from 'react';
import { request } from '../providers/httpClient';

export type LoginMode = 'otp' | 'password';

/** Where this browser keeps the mode the manifest last said (a server setting, not the admin's). */
const LOGIN_MODE_KEY = 'zar-login-mode';

/** The manifest's login mode: password when `has_password` is 1, OTP when it says otherwise; null when it could not be read. */
async function readLoginMode(): Promise<LoginMode | null> {
    try {
        const { json } = await request<{ options?: { has_password?: unknown } }>('/manifest.json');
        return Number(json?.options?.has_password) === 1 ? 'password' : 'otp';
    } catch {
        return null;
    }
}

function rememberedMode(): LoginMode | null {
    try {
        const mode = localStorage.getItem(LOGIN_MODE_KEY);
        return mode === 'otp' || mode === 'password' ? mode : null;
    } catch {
        return null;
    }
}

function remember(mode: LoginMode | null): void {
    try {
        if (mode) localStorage.setItem(LOGIN_MODE_KEY, mode);
        else localStorage.removeItem(LOGIN_MODE_KEY);
    } catch {
        // storage refused (private mode, quota): the next visit waits for the manifest again
    }
}

/**
 * The login mode (docs/openapi.yaml, `/manifest.json`): password when `has_password` is 1, OTP
 * otherwise and on any failure. Until the manifest answers, the mode it said last time on this
 * browser, so the form is drawn at once and the sign-in card does not grow under the person's
 * eyes; `null` only on a browser that has never read it.
 */
export function useLoginMode(): LoginMode | null {
    const [mode, setMode] = useState<LoginMode | null>(rememberedMode);
    useEffect(() => {
        let alive = true;
        void readLoginMode().then(read => {
            remember(read);
            if (alive) setMode(read ?? 'otp');
        });
        return () => {
            alive = false;
        };
    }, []);
    return mode;
}
