import Pusher, { type Options } from 'pusher-js';
import { session } from '../providers/session';
import type { BroadcastingInfo } from './broadcastingInfo';
import type { ConnectionState } from './liveStore';
import { CHANNEL_EVENTS, XAU_CHANNEL, XAU_EVENTS, type LivePipeline } from './pipeline';

/** pusher-js options, exactly as contract §9 says. */
export function pusherOptions(info: BroadcastingInfo): Options {
    return {
        cluster: 'ir',
        wsHost: info.host,
        wsPort: info.port ?? 80,
        wssPort: info.port ?? 80,
        forceTLS: info.force_tls ?? false,
        enabledTransports: ['ws', 'wss'],
        activityTimeout: 5000,
        pongTimeout: 1000,
        channelAuthorization: {
            // pusher-js's own request sends no cookies cross-origin: authorise with fetch
            customHandler: ({ socketId, channelName }, callback) => {
                const token = session.getToken();
                fetch(info.auth, {
                    method: 'POST',
                    credentials: 'include',
                    headers: {
                        Accept: 'application/json',
                        'Content-Type': 'application/json',
                        ...(token ? { Authorization: `Bearer ${token}` } : {}),
                    },
                    body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
                })
                    .then(async response => {
                        const answer = (await response.json().catch(() => null)) as { auth?: unknown } | null;
                        if (!response.ok || typeof answer?.auth !== 'string') {
                            throw new Error(`channel authorisation failed (${response.status})`);
                        }
                        callback(null, { auth: answer.auth });
                    })
                    .catch((error: Error) => callback(error, null));
            },
        },
    };
}

export interface LiveConnection {
    disconnect(): void;
    /** reconnect after a drop (used by the developer panel's "drop the connection") */
    reconnect(): void;
}

/** Which subscription has just succeeded: the admin's channel or the gold price's. */
export type LiveChannel = 'admin' | 'xau';

/**
 * The page's live connection: pusher-js to `info.host`, subscribed to `info.channel` and
 * `private-xau`, every event into the pipeline. It reports `connected` only once both channels
 * are subscribed (events flow), and calls `onSubscribed` after every (re)subscription so the
 * page can catch up on what it missed while it was away.
 */
export function openLiveConnection(
    info: BroadcastingInfo,
    pipeline: LivePipeline,
    onState: (state: ConnectionState) => void,
    onSubscribed: (channel: LiveChannel) => void = () => undefined
): LiveConnection {
    const pusher = new Pusher(info.key, pusherOptions(info));
    const subscribed = new Set<LiveChannel>();
    const report = () => {
        const state = pusher.connection.state as ConnectionState;
        onState(state === 'connected' && subscribed.size < 2 ? 'connecting' : state);
    };
    pusher.connection.bind('state_change', ({ current }: { current: ConnectionState }) => {
        if (current !== 'connected') subscribed.clear();
        report();
    });

    const listen = (name: string, channel: LiveChannel, events: readonly string[]) => {
        const subscription = pusher.subscribe(name);
        subscription.bind('pusher:subscription_succeeded', () => {
            subscribed.add(channel);
            report();
            onSubscribed(channel);
        });
        for (const event of events) subscription.bind(event, (payload: unknown) => pipeline(event, payload));
    };
    listen(info.channel, 'admin', CHANNEL_EVENTS);
    listen(XAU_CHANNEL, 'xau', XAU_EVENTS);
    report();

    return {
        disconnect: () => pusher.disconnect(),
        reconnect: () => pusher.connect(),
    };
}
