import Pusher, { type Options } from 'pusher-js';
import { dataProvider } from '../providers/dataProvider';
import { session } from '../providers/session';
import { backoff } from './backoff';
import type { BroadcastingInfo } from './broadcastingInfo';
import type { ConnectionState } from './liveStore';
import { CHANNEL_EVENTS, XAU_CHANNEL, XAU_EVENTS, type LivePipeline } from './pipeline';
import type { PresenceHandlers, PresenceLink } from './presence/hub';
import { joinPresenceChannel } from './presence/join';

/** Loaded with the connection: see src/realtime/broadcastingInfo.ts. */
export { parseBroadcastingInfo } from './broadcastingInfo';

/** pusher-js options, exactly as docs/asyncapi.yaml says (the server's bindings). */
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
            // pusher-js's own request sends no cookies cross-origin: the dataProvider authorises
            customHandler: ({ socketId, channelName }, callback) => {
                dataProvider
                    .authorizeChannel(info.auth, socketId, channelName)
                    .then(answer => {
                        // a presence answer without channel_data would make pusher-js log an error
                        if (channelName.startsWith('presence-') && answer.channel_data === undefined) {
                            callback(new Error('presence authorisation without channel_data'), null);
                        } else callback(null, answer);
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
    /** joins a presence channel (a record's page): see src/realtime/presence/join.ts */
    joinPresence(name: string, handlers: PresenceHandlers): PresenceLink;
}

/** Which subscription has just succeeded: the admin's channel or the gold price's. */
export type LiveChannel = 'admin' | 'xau';

/**
 * The page's live connection: pusher-js to `info.host`, subscribed to `info.channel` and
 * `private-xau`, every event into the pipeline. It reports `connected` only once both channels
 * are subscribed (events flow), and calls `onSubscribed` after every (re)subscription so the
 * page can catch up on what it missed while it was away.
 *
 * A channel whose authorisation fails (403, 5xx, network; a 401 ends the session instead) makes
 * the connection `unavailable` — the top bar says disconnected and the banner shows — calls
 * `onRefused` so the page loads by HTTP what the channel would have brought, and is asked for
 * again with backoff until it listens.
 */
export function openLiveConnection(
    info: BroadcastingInfo,
    pipeline: LivePipeline,
    onState: (state: ConnectionState) => void,
    onSubscribed: (channel: LiveChannel) => void = () => undefined,
    onRefused: (channel: LiveChannel) => void = () => undefined
): LiveConnection {
    const pusher = new Pusher(info.key, pusherOptions(info));
    const subscribed = new Set<LiveChannel>();
    const refused = new Set<LiveChannel>();
    const retries = new Map<LiveChannel, { attempt: number; timer?: ReturnType<typeof setTimeout> }>();
    let closed = false;
    const report = () => {
        const state = pusher.connection.state as ConnectionState;
        if (state === 'connected' && refused.size) onState('unavailable');
        else onState(state === 'connected' && subscribed.size < 2 ? 'connecting' : state);
    };
    pusher.connection.bind('state_change', ({ current }: { current: ConnectionState }) => {
        if (current !== 'connected') {
            subscribed.clear();
            // pusher-js subscribes every channel again itself once it reconnects
            retries.forEach(retry => clearTimeout(retry.timer));
        }
        report();
    });

    const listen = (name: string, channel: LiveChannel, events: readonly string[]) => {
        const subscription = pusher.subscribe(name);
        subscription.bind('pusher:subscription_succeeded', () => {
            subscribed.add(channel);
            refused.delete(channel);
            clearTimeout(retries.get(channel)?.timer);
            retries.delete(channel);
            report();
            onSubscribed(channel);
        });
        subscription.bind('pusher:subscription_error', () => {
            // a 401 has ended the session: nothing to load in its place, nothing to ask again
            if (closed || !session.getToken()) return;
            const first = !refused.has(channel);
            refused.add(channel);
            report();
            if (first) onRefused(channel);
            const retry = retries.get(channel) ?? { attempt: 0 };
            clearTimeout(retry.timer);
            const wait = backoff(retry.attempt);
            retry.attempt += 1;
            retry.timer = setTimeout(() => {
                if (!closed && pusher.connection.state === 'connected') pusher.subscribe(name);
            }, wait);
            retries.set(channel, retry);
        });
        for (const event of events) subscription.bind(event, (payload: unknown) => pipeline(event, payload));
    };
    listen(info.channel, 'admin', CHANNEL_EVENTS);
    listen(XAU_CHANNEL, 'xau', XAU_EVENTS);
    report();

    return {
        disconnect: () => {
            closed = true;
            retries.forEach(retry => clearTimeout(retry.timer));
            pusher.disconnect();
        },
        reconnect: () => pusher.connect(),
        joinPresence: (name, handlers) => joinPresenceChannel(pusher, name, handlers),
    };
}
