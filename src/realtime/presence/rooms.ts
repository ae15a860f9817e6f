import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { presenceHub, type PresenceLink } from './hub';
import { createRoom, type PresenceMember, type PresenceRoom, type PresenceState } from './room';
import { createStateSender, type StateSender } from './throttle';

/** A record's presence channel (docs/asyncapi.yaml): `presence-receipt.12`. */
export const presenceChannelName = (resource: string, id: string | number): string => `presence-${resource}.${id}`;

interface Entry {
    room: PresenceRoom;
    refs: number;
    link: PresenceLink | null;
    /** what each part of the page says the admin is doing (a form, a decision's dialog) */
    sources: Map<symbol, PresenceState>;
    sender: StateSender;
    stopHub?: () => void;
}

const entries = new Map<string, Entry>();

const RANK: Record<PresenceState, number> = { viewing: 0, editing: 1, deciding: 2 };

function ownState(entry: Entry): PresenceState {
    let state: PresenceState = 'viewing';
    entry.sources.forEach(value => {
        if (RANK[value] > RANK[state]) state = value;
    });
    return state;
}

function entryOf(name: string): Entry {
    let entry = entries.get(name);
    if (!entry) {
        const created: Entry = {
            room: createRoom(),
            refs: 0,
            link: null,
            sources: new Map(),
            sender: createStateSender(state => created.link?.trigger('client-activity', { state })),
        };
        entry = created;
        entries.set(name, entry);
    }
    return entry;
}

function connect(name: string, entry: Entry): void {
    entry.link?.leave();
    entry.link = null;
    entry.room.clear();
    const join = presenceHub.get();
    if (!join) return;
    entry.link = join(name, {
        onMembers: (me, members) => {
            entry.room.reset(me, members);
            entry.sender.resend();
        },
        onAdded: (id, info) => {
            entry.room.add(id, info);
            entry.sender.resend();
        },
        onRemoved: id => entry.room.remove(id),
        onActivity: (id, data) => entry.room.activity(id, data),
        onLost: () => entry.room.clear(),
    });
}

/** The page joins a record's channel; the last to release it leaves (unsubscribes). */
export function acquireRoom(name: string): () => void {
    const entry = entryOf(name);
    entry.refs += 1;
    if (entry.refs === 1) {
        connect(name, entry);
        // the live connection opens after the page, or again after a new sign-in
        entry.stopHub = presenceHub.subscribe(() => connect(name, entry));
    }
    let released = false;
    return () => {
        if (released) return;
        released = true;
        entry.refs -= 1;
        if (entry.refs > 0) return;
        entry.stopHub?.();
        entry.sender.cancel();
        entry.link?.leave();
        entry.link = null;
        entry.sources.clear();
        entry.room.clear();
        // the entry itself stays (a few bytes per record opened): a page's store keeps its room
    };
}

/**
 * What one part of the page says the admin is doing on the record (`null`: nothing any more).
 * The state sent is the busiest of them (deciding, then editing, else viewing). A record whose
 * page is not open (a list row's decision) has no channel: nothing is sent.
 */
export function reportState(resource: string, id: string | number, source: symbol, state: PresenceState | null): void {
    const entry = entries.get(presenceChannelName(resource, id));
    if (!entry || entry.refs === 0) return;
    if (state) entry.sources.set(source, state);
    else entry.sources.delete(source);
    entry.sender.set(ownState(entry));
}

/** The others deciding this record now (empty when its page is not open or has no presence). */
export function othersDeciding(resource: string, id: string | number): PresenceMember[] {
    const entry = entries.get(presenceChannelName(resource, id));
    return entry ? entry.room.others().filter(member => member.state === 'deciding') : [];
}

const NONE: readonly PresenceMember[] = [];
const noRoom = () => () => undefined;

/** Joins the record's presence channel while mounted; the other staff on it, live. */
export function usePresence(resource: string | undefined, id: string | number | undefined): readonly PresenceMember[] {
    const name = resource && id !== undefined && id !== '' ? presenceChannelName(resource, id) : null;
    useEffect(() => (name ? acquireRoom(name) : undefined), [name]);
    const room = useMemo(() => (name ? entryOf(name).room : null), [name]);
    return useSyncExternalStore(room ? room.subscribe : noRoom, room ? room.others : () => NONE);
}
