import { MOCK_COLLEAGUES, type ColleagueState } from './kinds';
import { frame } from './protocol';

/**
 * Presence channels of the mock live server (docs/asyncapi.yaml, `presence-{resource}.{id}`),
 * as Pusher runs them: members keyed by `user_id` (one admin's two tabs are one member: added
 * with the first socket, removed with the last), `pusher_internal:subscription_succeeded` with
 * the members hash, `pusher_internal:member_added` / `member_removed` to the others, and client
 * events (`client-…`) relayed to the channel's other sockets stamped with the sender's `user_id`.
 *
 * The mock runs in each page's own worker, so each tab has its own server. Tabs of one browser (one
 * storage partition) join theirs through a BroadcastChannel (`enablePresenceBus`, started in the
 * browser only): each tells the others who joined, who left and what client events were sent,
 * which is how a developer's two tabs, signed in as two admins, see each other. Simulated
 * colleagues (the developer panel) are members of this tab's server, told to the others the same way.
 */

export interface MemberData {
    user_id: string;
    user_info: unknown;
}

type Sender = (text: string) => void;

interface LocalMember {
    socketId: string;
    channel: string;
    member: MemberData;
    send: Sender | null; // null: a simulated colleague (no socket)
}

interface RemoteMember {
    channel: string;
    member: MemberData;
}

/** A message between the tabs' mock servers. */
type BusMessage =
    | { type: 'join'; tab: string; key: string; channel: string; member: MemberData }
    | { type: 'leave'; tab: string; key: string; channel: string }
    | { type: 'client'; tab: string; channel: string; event: string; data: string; user_id: string }
    | { type: 'sync'; tab: string };

export interface PresenceBus {
    post(message: BusMessage): void;
    listen(receive: (message: BusMessage) => void): () => void;
}

const TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
/** socket id (or `colleague:…`) + channel → member */
const local = new Map<string, LocalMember>();
/** `tab|key|channel` → member of another tab */
const remote = new Map<string, RemoteMember>();
const listeners = new Set<() => void>();
let bus: PresenceBus | null = null;
let stopBus: (() => void) | null = null;

const localKey = (socketId: string, channel: string) => `${socketId}|${channel}`;
const changed = () => listeners.forEach(listener => listener());

/** Every member of the channel, by user_id, in every tab. */
export function presenceMembers(channel: string): Map<string, unknown> {
    const members = new Map<string, unknown>();
    for (const entry of local.values()) if (entry.channel === channel) members.set(entry.member.user_id, entry.member.user_info);
    for (const entry of remote.values()) if (entry.channel === channel) members.set(entry.member.user_id, entry.member.user_info);
    return members;
}

const isMember = (channel: string, userId: string) => presenceMembers(channel).has(userId);

/** A frame to this tab's sockets on the channel, but `except` (the sender). */
function toSockets(channel: string, text: string, except?: string): void {
    for (const entry of local.values()) {
        if (entry.channel === channel && entry.send && entry.socketId !== except) entry.send(text);
    }
}

const memberAdded = (channel: string, member: MemberData, except?: string) =>
    toSockets(channel, frame('pusher_internal:member_added', member, channel), except);
const memberRemoved = (channel: string, userId: string) =>
    toSockets(channel, frame('pusher_internal:member_removed', { user_id: userId }, channel));

function addLocal(key: string, entry: LocalMember): void {
    const fresh = !isMember(entry.channel, entry.member.user_id);
    local.set(localKey(key, entry.channel), entry);
    if (fresh) memberAdded(entry.channel, entry.member, entry.socketId);
    bus?.post({ type: 'join', tab: TAB, key, channel: entry.channel, member: entry.member });
    changed();
}

function removeLocal(key: string, channel: string): void {
    const entry = local.get(localKey(key, channel));
    if (!entry) return;
    local.delete(localKey(key, channel));
    if (!isMember(channel, entry.member.user_id)) memberRemoved(channel, entry.member.user_id);
    bus?.post({ type: 'leave', tab: TAB, key, channel });
    changed();
}

/**
 * A socket of this tab subscribes (its `auth` and `channel_data` checked by the server): it gets
 * `subscription_succeeded` with every member, itself included; the others hear `member_added`
 * unless its user was already there (another tab of the same admin).
 */
export function joinPresence(socketId: string, channel: string, member: MemberData, send: Sender): void {
    removeLocal(socketId, channel);
    addLocal(socketId, { socketId, channel, member, send });
    const members = presenceMembers(channel);
    const hash = Object.fromEntries(members);
    send(frame('pusher_internal:subscription_succeeded', { presence: { ids: Object.keys(hash), hash, count: members.size } }, channel));
}

/** A socket unsubscribes (or closes: `channel` omitted, all of its channels). */
export function leavePresence(socketId: string, channel?: string): void {
    for (const entry of [...local.values()]) {
        if (entry.socketId === socketId && (channel === undefined || entry.channel === channel)) removeLocal(socketId, entry.channel);
    }
}

/** Whether this socket is a member of the channel (client events need it). */
export const inPresence = (socketId: string, channel: string): boolean => local.has(localKey(socketId, channel));

/** A client event from a member: to every other socket on the channel, with its `user_id`. */
export function relayClientEvent(socketId: string, channel: string, event: string, data: string): void {
    const entry = local.get(localKey(socketId, channel));
    if (!entry) return;
    const userId = entry.member.user_id;
    toSockets(channel, JSON.stringify({ event, channel, data, user_id: userId }), socketId);
    bus?.post({ type: 'client', tab: TAB, channel, event, data, user_id: userId });
}

function receive(message: BusMessage): void {
    if (!message || typeof message !== 'object' || message.tab === TAB) return;
    switch (message.type) {
        case 'join': {
            const key = `${message.tab}|${message.key}|${message.channel}`;
            const fresh = !isMember(message.channel, message.member.user_id);
            remote.set(key, { channel: message.channel, member: message.member });
            if (fresh) memberAdded(message.channel, message.member);
            break;
        }
        case 'leave': {
            const key = `${message.tab}|${message.key}|${message.channel}`;
            const entry = remote.get(key);
            if (!entry) return;
            remote.delete(key);
            if (!isMember(entry.channel, entry.member.user_id)) memberRemoved(entry.channel, entry.member.user_id);
            break;
        }
        case 'client':
            toSockets(message.channel, JSON.stringify({ event: message.event, channel: message.channel, data: message.data, user_id: message.user_id }));
            break;
        case 'sync':
            // a tab that has just started asks who is here
            for (const [key, entry] of local) bus?.post({ type: 'join', tab: TAB, key: key.split('|')[0], channel: entry.channel, member: entry.member });
            return;
        default:
            return;
    }
    changed();
}

/** Joins this tab's presence to the other tabs' through `channel` (a BroadcastChannel in the browser). */
export function enablePresenceBus(channel: PresenceBus): void {
    stopBus?.();
    bus = channel;
    stopBus = channel.listen(receive);
    channel.post({ type: 'sync', tab: TAB });
}

/**
 * What this tab tells the others when its page goes: every member of this tab leaves. The mock's
 * worker gives the page this list on each change, and the page posts it on `pagehide` (a worker
 * hears nothing of its page being hidden, and may be stopped before it could say it).
 */
export const presenceFarewell = (): BusMessage[] =>
    [...local].map(([key, entry]) => ({ type: 'leave', tab: TAB, key: key.split('|')[0], channel: entry.channel }));

/** The bus's name: a BroadcastChannel of this origin, shared by its tabs' mock servers. */
export const PRESENCE_BUS_NAME = 'zar-mock-presence';

/**
 * The browser's bus: a BroadcastChannel of this origin; this tab's members leave with the page
 * (on `pagehide` in a page; in a worker, `onPageHide` is not given and the page posts
 * `presenceFarewell()` itself).
 */
export function browserPresenceBus(onPageHide?: (leave: () => void) => void): PresenceBus | null {
    if (typeof BroadcastChannel !== 'function') return null;
    const channel = new BroadcastChannel(PRESENCE_BUS_NAME);
    onPageHide?.(() => {
        for (const message of presenceFarewell()) channel.postMessage(message);
    });
    return {
        post: message => channel.postMessage(message),
        listen: handler => {
            const onMessage = (event: MessageEvent<BusMessage>) => handler(event.data);
            channel.addEventListener('message', onMessage);
            return () => channel.removeEventListener('message', onMessage);
        },
    };
}

// ---- simulated colleagues (the developer panel) -------------------------------------------

export { MOCK_COLLEAGUES, type ColleagueState } from './kinds';

const colleagueKey = (id: string) => `colleague:${id}`;
const colleagueStates = new Map<string, ColleagueState>();

/** The presence channels this tab's sockets are on (the records open in this tab). */
export const openPresenceChannels = (): string[] =>
    [...new Set([...local.values()].filter(entry => entry.send).map(entry => entry.channel))].sort();

/** The colleagues on a channel, with their state. */
export function colleaguesOn(channel: string): Array<{ id: string; name: string; state: ColleagueState }> {
    return MOCK_COLLEAGUES.filter(colleague => local.has(localKey(colleagueKey(colleague.id), channel))).map(colleague => ({
        id: colleague.id,
        name: colleague.name,
        state: colleagueStates.get(`${channel}|${colleague.id}`) ?? 'viewing',
    }));
}

/** A colleague's client-activity, as their page would send it. */
export function setColleagueState(channel: string, id: string, state: ColleagueState): void {
    const key = colleagueKey(id);
    if (!local.has(localKey(key, channel))) return;
    colleagueStates.set(`${channel}|${id}`, state);
    relayClientEvent(key, channel, 'client-activity', JSON.stringify({ state }));
    changed();
}

/** Puts a colleague on the record (member_added to its pages). */
export function placeColleague(channel: string, id: string, state: ColleagueState = 'viewing'): void {
    const colleague = MOCK_COLLEAGUES.find(item => item.id === id);
    if (!colleague) return;
    const key = colleagueKey(id);
    addLocal(key, { socketId: key, channel, member: { user_id: colleague.id, user_info: { name: colleague.name, avatar: colleague.avatar } }, send: null });
    colleagueStates.delete(`${channel}|${id}`);
    if (state !== 'viewing') setColleagueState(channel, id, state);
}

/** Takes a colleague off the record (member_removed). */
export function removeColleague(channel: string, id: string): void {
    colleagueStates.delete(`${channel}|${id}`);
    removeLocal(colleagueKey(id), channel);
}

/** The developer panel re-renders on any change of members. */
export function subscribePresence(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/** Tests: no members, no bus. */
export function resetPresence(): void {
    local.clear();
    remote.clear();
    colleagueStates.clear();
    stopBus?.();
    stopBus = null;
    bus = null;
}
