import type { MockState } from './calls';

/**
 * The messages between the page, the mock's worker (./mockWorker.ts) and the mock's service
 * worker (src/mock/serviceWorker/zarMockServiceWorker.js, plain script: it repeats the shapes of
 * `WireRequest`, `WireAnswer` and the `request`/`answer` messages, keep them alike).
 */

/** A request as the service worker saw it: enough to build it again in the worker. */
export interface WireRequest {
    url: string;
    method: string;
    headers: Array<[string, string]>;
    /** null for GET and HEAD (and an empty body) */
    body: ArrayBuffer | null;
    credentials: RequestCredentials;
    redirect: RequestRedirect;
}

/**
 * An answer: `bypass` when no handler took the request (the service worker then fetches it from the
 * network, as MSW's `onUnhandledRequest: 'bypass'`), `error` for a network failure
 * (`HttpResponse.error()`), else the response, its body read whole (null for the statuses that
 * have none: 101, 103, 204, 205, 304).
 */
export type WireAnswer =
    | { kind: 'bypass' }
    | { kind: 'error' }
    | { kind: 'response'; status: number; statusText: string; headers: Array<[string, string]>; body: ArrayBuffer | null };

/** Page → worker. */
export type ToWorker =
    | { type: 'start'; settings: string }
    | { type: 'settings'; settings: string }
    | { type: 'service-worker-port' }
    | { type: 'call'; id: number; name: string; args: unknown[] }
    | { type: 'ws-open'; id: number; url: string }
    | { type: 'ws-send'; id: number; data: unknown }
    | { type: 'ws-close'; id: number; code: number; reason: string }
    | { type: 'page-answers'; on: boolean }
    | { type: 'page-answer'; id: number; answer: WireAnswer };

/** Worker → page. */
export type ToPage =
    | { type: 'result'; id: number; ok: true; value: unknown }
    | { type: 'result'; id: number; ok: false; error: string }
    | { type: 'state'; state: MockState }
    | { type: 'settings'; settings: string }
    | { type: 'farewell'; messages: unknown[] }
    | { type: 'ws-opened'; id: number }
    | { type: 'ws-message'; id: number; data: unknown }
    | { type: 'ws-closed'; id: number; code: number; reason: string }
    | { type: 'page-request'; id: number; request: WireRequest };

/** Service worker → worker, on the port the page gave both, and the answer back. */
export type FromServiceWorker = { type: 'request'; id: number; request: WireRequest };
export type ToServiceWorker = { type: 'answer'; id: number; answer: WireAnswer };

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Builds the request again (the worker's side). */
export function requestOf(wire: WireRequest): Request {
    return new Request(wire.url, {
        method: wire.method,
        headers: wire.headers,
        body: wire.body,
        credentials: wire.credentials,
        redirect: wire.redirect,
    });
}

/** A request to send (the page's side, for the template kit's handlers; the service worker has its own). */
export async function wireRequestOf(request: Request): Promise<WireRequest> {
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    return {
        url: request.url,
        method: request.method,
        headers: [...request.headers],
        body: body && body.byteLength > 0 ? body : null,
        credentials: request.credentials,
        redirect: request.redirect,
    };
}

/** An answer to send: its body read whole. */
export async function wireAnswerOf(response: Response | undefined): Promise<WireAnswer> {
    if (!response) return { kind: 'bypass' };
    if (response.type === 'error') return { kind: 'error' };
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    return { kind: 'response', status: response.status, statusText: response.statusText, headers: [...response.headers], body };
}

/** The buffers an answer carries, to transfer rather than copy. */
export const transferOf = (answer: WireAnswer | WireRequest): Transferable[] => {
    const body = 'body' in answer ? answer.body : null;
    return body ? [body] : [];
};
