/** What a staff member is doing on a record (docs/asyncapi.yaml, `client-activity`). */
export type PresenceState = 'viewing' | 'editing' | 'deciding';
export const PRESENCE_STATES: readonly PresenceState[] = ['viewing', 'editing', 'deciding'];

export const isPresenceState = (value: unknown): value is PresenceState =>
    typeof value === 'string' && (PRESENCE_STATES as readonly string[]).includes(value);

/** Another staff member on the record. */
export interface PresenceMember {
    id: string;
    /** `user_info.name`; empty when the server sent none */
    name: string;
    avatar: string | null;
    state: PresenceState;
}

/** `user_info` as the channel_data carries it: `{ name, avatar }`, anything else ignored. */
export function memberInfo(info: unknown): { name: string; avatar: string | null } {
    const fields = info && typeof info === 'object' ? (info as Record<string, unknown>) : {};
    return {
        name: typeof fields.name === 'string' ? fields.name.trim() : '',
        avatar: typeof fields.avatar === 'string' && fields.avatar ? fields.avatar : null,
    };
}

export interface PresenceRoom {
    /** (re)subscribed: who this admin is, and every member (itself among them) */
    reset(me: string, members: Array<{ id: string; info: unknown }>): void;
    add(id: string, info: unknown): void;
    remove(id: string): void;
    /** a member's `client-activity`; malformed ones are ignored */
    activity(id: string, data: unknown): void;
    /** nothing to show (refused, dropped, left) */
    clear(): void;
    /** the others, by user_id (one admin in two tabs is one), never this admin; a stable array */
    others(): readonly PresenceMember[];
    subscribe(listener: () => void): () => void;
}

/**
 * The members of one presence channel, keyed by `user_id`: pusher-js's own members hash keeps one
 * entry per user, and a repeated `member_added` (an admin's second tab on a server that sends it)
 * replaces the entry rather than adding one. This admin itself (channel_data's `user_id`) is never
 * among the others.
 */
export function createRoom(): PresenceRoom {
    let me: string | null = null;
    const members = new Map<string, PresenceMember>();
    const listeners = new Set<() => void>();
    let snapshot: readonly PresenceMember[] = [];
    const changed = () => {
        snapshot = [...members.values()].filter(member => member.id !== me);
        listeners.forEach(listener => listener());
    };
    const put = (id: string, info: unknown) => {
        const { name, avatar } = memberInfo(info);
        members.set(id, { id, name, avatar, state: members.get(id)?.state ?? 'viewing' });
    };
    return {
        reset(self, list) {
            me = self;
            const states = new Map([...members].map(([id, member]) => [id, member.state]));
            members.clear();
            for (const { id, info } of list) {
                put(id, info);
                const state = states.get(id);
                if (state) members.set(id, { ...members.get(id)!, state });
            }
            changed();
        },
        add(id, info) {
            put(id, info);
            changed();
        },
        remove(id) {
            if (members.delete(id)) changed();
        },
        activity(id, data) {
            const member = members.get(id);
            const state = data && typeof data === 'object' ? (data as { state?: unknown }).state : undefined;
            if (!member || !isPresenceState(state) || member.state === state) return;
            members.set(id, { ...member, state });
            changed();
        },
        clear() {
            if (!members.size && me === null) return;
            me = null;
            members.clear();
            changed();
        },
        others: () => snapshot,
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
    };
}
