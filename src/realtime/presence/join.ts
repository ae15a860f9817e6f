import type Pusher from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import type { PresenceHandlers, PresenceLink } from './hub';

interface MemberLike {
    id: unknown;
    info: unknown;
}

/**
 * One presence channel on the page's pusher-js connection (loaded with the connection, a lazy
 * chunk). A refused subscription, or a connection that drops, reports `onLost` and nothing else:
 * the connection's own state (top bar, banner) is about the admin's channels only. pusher-js
 * subscribes the channel again when it reconnects, which reports `onMembers` afresh.
 */
export function joinPresenceChannel(pusher: Pusher, name: string, handlers: PresenceHandlers): PresenceLink {
    const channel = pusher.subscribe(name) as PresenceChannel;
    const members = () => {
        const list: Array<{ id: string; info: unknown }> = [];
        channel.members.each((member: MemberLike) => list.push({ id: String(member.id), info: member.info }));
        return list;
    };
    const succeeded = () => handlers.onMembers(String(channel.members.myID), members());
    const added = (member: MemberLike) => handlers.onAdded(String(member.id), member.info);
    const removed = (member: MemberLike) => handlers.onRemoved(String(member.id));
    const refused = () => handlers.onLost();
    const activity = (data: unknown, metadata?: { user_id?: unknown }) => {
        if (metadata?.user_id !== undefined && metadata.user_id !== null) handlers.onActivity(String(metadata.user_id), data);
    };
    const stateChanged = ({ current }: { current: string }) => {
        if (current !== 'connected') handlers.onLost();
    };
    // what the channel is listened to for: bound here, unbound on leaving, from one list
    const listeners: Array<[string, (...args: never[]) => void]> = [
        ['pusher:subscription_succeeded', succeeded],
        ['pusher:subscription_error', refused],
        ['pusher:member_added', added],
        ['pusher:member_removed', removed],
        ['client-activity', activity],
    ];
    for (const [event, listener] of listeners) channel.bind(event, listener);
    pusher.connection.bind('state_change', stateChanged);
    if (channel.subscribed) succeeded();
    let left = false;
    return {
        trigger: (event, data) => !left && channel.subscribed && channel.trigger(event, data),
        leave: () => {
            if (left) return;
            left = true;
            for (const [event, listener] of listeners) channel.unbind(event, listener);
            pusher.connection.unbind('state_change', stateChanged);
            pusher.unsubscribe(name);
        },
    };
}
