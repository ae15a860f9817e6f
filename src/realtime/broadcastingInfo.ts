/** `GET /admin/me/broadcasting-info` (docs/asyncapi.yaml). */
export interface BroadcastingInfo {
    key: string;
    host: string;
    auth: string;
    channel: string;
    port?: number;
    force_tls?: boolean;
}

/**
 * The answer's `data` as the connection's options, or an error when it lacks the key, the host or
 * the channel. It loads with the connection (src/realtime/connection.ts re-exports it), not with the
 * page: the page asks for the answer at once and checks it when the connection's code is there.
 */
export function parseBroadcastingInfo(answer: unknown): BroadcastingInfo {
    const data = answer as Partial<BroadcastingInfo> | null | undefined;
    if (!data || typeof data.key !== 'string' || typeof data.host !== 'string' || typeof data.channel !== 'string') {
        throw new Error('app.live.bad_info');
    }
    return {
        key: data.key,
        host: data.host,
        auth: typeof data.auth === 'string' ? data.auth : '',
        channel: data.channel,
        port: typeof data.port === 'number' ? data.port : undefined,
        force_tls: typeof data.force_tls === 'boolean' ? data.force_tls : undefined,
    };
}
