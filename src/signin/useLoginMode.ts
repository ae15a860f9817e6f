import { useEffect, useState } from 'react';
import { request } from '../providers/httpClient';

export type LoginMode = 'otp' | 'password';

/** The manifest's login mode: password when `has_password` is 1; OTP otherwise and on any failure. */
export async function fetchLoginMode(): Promise<LoginMode> {
    try {
        const { json } = await request<{ options?: { has_password?: unknown } }>('/manifest.json');
        return Number(json?.options?.has_password) === 1 ? 'password' : 'otp';
    } catch {
        return 'otp';
    }
}

/** The login mode, `null` while the manifest is being read. */
export function useLoginMode(): LoginMode | null {
    const [mode, setMode] = useState<LoginMode | null>(null);
    useEffect(() => {
        let alive = true;
        void fetchLoginMode().then(result => alive && setMode(result));
        return () => {
            alive = false;
        };
    }, []);
    return mode;
}
