import { HttpError } from 'ra-core';
import { apiUrl } from '../config';
import { earlyReadWanted, keepEarlyRead, noteCall, takeEarlyRead } from './earlyReads';
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
    /** when the request went out (ms since the epoch): before the call, for a read sent early */
    sentAt: number;
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

/** What `fetch` is given for a call: JSON, cookie credentials, and the bearer token when there is one. */
function fetchInit(token: string | null, options: RequestOptions): RequestInit {
    const headers = new Headers({ Accept: 'application/json' });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: string | undefined;
    if (options.body !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.body);
    }
    return { method: options.method ?? 'GET', headers, body, credentials: 'include', signal: options.signal };
}

/**
 * Sends a `GET` of `path` now, for the admin's own call of it to take later (./earlyReads.ts):
 * what a start reads first goes out before the admin is drawn. That call then handles the
 * answer as its own (a 401 signs out, a failure shows), so an early read changes only when.
 * Resolves with a copy of the answer, for the sender to look at; sends nothing (and resolves
 * with nothing) when the admin has already asked for the path itself.
 */
export function sendEarlyRead(path: string): Promise<Response | undefined> {
    if (!earlyReadWanted(path)) return Promise.resolve(undefined);
    const token = session.getToken();
    const response = fetch(apiUrl(path), fetchInit(token, {}));
    keepEarlyRead(path, { token, sentAt: Date.now(), response });
    // copied before the call that takes it can read it
    return response.then(answer => answer.clone());
}

/** `response`, or an AbortError once `signal` aborts first (as `fetch` itself would reject). */
function abortable(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
    if (!signal) return response;
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason ?? new DOMException('The call was aborted', 'AbortError'));
        if (signal.aborted) return onAbort();
        signal.addEventListener('abort', onAbort, { once: true });
        response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
}

/**
 * The one way the admin talks to the API (docs/openapi.yaml, conventions): JSON in and out, `Accept: application/json`,
 * cookie credentials, and the bearer token when there is one. Failures become react-admin's
 * HttpError whose body carries the server `message` and the joined field `errors`. A `GET` sent
 * early for this path (`sendEarlyRead`) is taken instead of sending another.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const token = session.getToken();
    const reading = (options.method ?? 'GET') === 'GET';
    const early = reading ? takeEarlyRead(path, token) : undefined;
    if (reading && !early) noteCall(path);
    const sentAt = early?.sentAt ?? Date.now();
    let response: Response;
    try {
        response = await (early ? abortable(early.response, options.signal) : fetch(apiUrl(path), fetchInit(token, options)));
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
    return { status: response.status, headers: response.headers, json: json as T | null, sentAt };
}

/** The server's own message of a failed call, if it sent one (not one of our generic fallbacks). */
export function serverMessage(error: unknown): string | undefined {
    if (!(error instanceof HttpError)) return undefined;
    const message = error.body?.message ?? error.message;
    return message && message !== SERVER_ERROR && message !== NETWORK_ERROR ? message : undefined;
}
