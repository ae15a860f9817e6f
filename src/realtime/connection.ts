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

/**
 * The page's live connection: pusher-js to `info.host`, subscribed to `info.channel` and
 * `private-xau`, every event into the pipeline. It reports `connected` only once the admin's
 * channel is subscribed (events flow), and calls `onSubscribed` after every (re)subscription so
 * the page can catch up on what it missed while it was away.
 */
export function openLiveConnection(
    info: BroadcastingInfo,
    pipeline: LivePipeline,
    onState: (state: ConnectionState) => void,
    onSubscribed: () => void = () => undefined
): LiveConnection {
    const pusher = new Pusher(info.key, pusherOptions(info));
    let subscribed = false;
    const report = () => {
        const state = pusher.connection.state as ConnectionState;
        onState(state === 'connected' && !subscribed ? 'connecting' : state);
    };
    pusher.connection.bind('state_change', ({ current }: { current: ConnectionState }) => {
        if (current !== 'connected') subscribed = false;
        report();
    });

    const main = pusher.subscribe(info.channel);
    main.bind('pusher:subscription_succeeded', () => {
        subscribed = true;
        report();
        onSubscribed();
    });
    for (const event of CHANNEL_EVENTS) main.bind(event, (payload: unknown) => pipeline(event, payload));
    const xau = pusher.subscribe(XAU_CHANNEL);
    for (const event of XAU_EVENTS) xau.bind(event, (payload: unknown) => pipeline(event, payload));
    report();

    return {
        disconnect: () => pusher.disconnect(),
        reconnect: () => pusher.connect(),
    };
}
