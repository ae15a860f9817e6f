import { BROADCASTING_INFO_PATH, dataProvider } from '../providers/dataProvider';

/** `GET /admin/me/broadcasting-info` (docs/asyncapi.yaml). */
export interface BroadcastingInfo {
    key: string;
    host: string;
    auth: string;
    channel: string;
    port?: number;
    force_tls?: boolean;
}

export { BROADCASTING_INFO_PATH };

export async function fetchBroadcastingInfo(): Promise<BroadcastingInfo> {
    const data = (await dataProvider.broadcastingInfo()) as Partial<BroadcastingInfo> | null | undefined;
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
