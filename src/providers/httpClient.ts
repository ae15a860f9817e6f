import { HttpError } from 'ra-core';
import { apiUrl } from '../config';
import { session } from './session';

/** The error body of docs/openapi.yaml, conventions, with field errors already joined for the form. */
export interface ApiErrorBody {
    message?: string;
    /** field → messages joined with spaces, as react-admin's forms show them */
    errors?: Record<string, string>;
    /**
     * The record as it is now, when the server sends it with the error: a `409 Conflict` on a
     * `PUT` whose `updated_at` is older than the stored record's (docs/openapi.yaml, conventions).
     */
    data?: Record<string, unknown>;
}

export interface HttpResponse<T = unknown> {
    status: number;
    headers: Headers;
    /** the parsed JSON answer, or null for an empty body (204) */
    json: T | null;
}

export interface RequestOptions {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    body?: unknown;
    signal?: AbortSignal;
}

/** Translation keys used when the server says nothing we can show. */
export const NETWORK_ERROR = 'app.errors.network';
export const SERVER_ERROR = 'app.errors.server';

type UnauthorizedHandler = (path: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Hook point for the session layer: called with the request path whenever the API answers 401,
 * before the error is thrown. The authProvider installs the docs/openapi.yaml, conventions behaviour here.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
    unauthorizedHandler = handler;
}

/**
 * A 401 from a call made outside `request` (the live channel's authorisation): the same
 * handling as any other 401.
 */
export function reportUnauthorized(path: string): void {
    unauthorizedHandler?.(path);
}

function joinFieldErrors(errors: unknown): Record<string, string> | undefined {
    if (!errors || typeof errors !== 'object') return undefined;
    const joined: Record<string, string> = {};
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
        if (Array.isArray(messages)) joined[field] = messages.map(String).join(' ');
        else if (messages != null) joined[field] = String(messages);
    }
    return Object.keys(joined).length ? joined : undefined;
}

async function parseBody(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return null;
    try {
        return JSON.parse(text);
    } catch {
        return null;
    }
}

/**
 * The one way the admin talks to the API (docs/openapi.yaml, conventions): JSON in and out, `Accept: application/json`,
 * cookie credentials, and the bearer token when there is one. Failures become react-admin's
 * HttpError whose body carries the server `message` and the joined field `errors`.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = session.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: string | undefined;
    if (options.body !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
        response = await fetch(apiUrl(path), {
            method: options.method ?? 'GET',
            headers,
            body,
            credentials: 'include',
            signal: options.signal,
        });
    } catch (cause) {
        if ((cause as Error)?.name === 'AbortError') throw cause;
        throw new HttpError(NETWORK_ERROR, 0, { message: NETWORK_ERROR });
    }

    const json = await parseBody(response);
    if (!response.ok) {
        if (response.status === 401) unauthorizedHandler?.(path);
        const raw = (json && typeof json === 'object' ? json : {}) as { message?: unknown; errors?: unknown; data?: unknown };
        const message = typeof raw.message === 'string' && raw.message.trim() ? raw.message : SERVER_ERROR;
        const errorBody: ApiErrorBody = { message, errors: joinFieldErrors(raw.errors) };
        if (raw.data && typeof raw.data === 'object' && !Array.isArray(raw.data)) errorBody.data = raw.data as Record<string, unknown>;
        throw new HttpError(message, response.status, errorBody);
    }
    return { status: response.status, headers: response.headers, json: json as T | null };
}

/** The server's own message of a failed call, if it sent one (not one of our generic fallbacks). */
export function serverMessage(error: unknown): string | undefined {
    if (!(error instanceof HttpError)) return undefined;
    const message = error.body?.message ?? error.message;
    return message && message !== SERVER_ERROR && message !== NETWORK_ERROR ? message : undefined;
}
