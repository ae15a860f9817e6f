/**
 * Where a record's page finds the live connection's presence channels (docs/asyncapi.yaml,
 * `presence-{resource}.{id}`). The live layer sets the joiner while its connection is open; the
 * record pages (src/realtime/presence/rooms.ts) join through it. Loaded at first: kept tiny, with
 * the connection's own code (join.ts) in its lazy chunk.
 */

/** What a presence channel tells the page, in pusher-js's terms (ids as text). */
export interface PresenceHandlers {
    /** subscribed (again): who this admin is on the channel, and every member, itself included */
    onMembers(me: string, members: Array<{ id: string; info: unknown }>): void;
    onAdded(id: string, info: unknown): void;
    onRemoved(id: string): void;
    /** a `client-activity` event from another member (`user_id` as the server stamped it) */
    onActivity(userId: string, data: unknown): void;
    /** refused, or the connection left `connected`: nothing to show until `onMembers` again */
    onLost(): void;
}

export interface PresenceLink {
    /** a client event to the other members; false when the channel is not subscribed */
    trigger(event: string, data: object): boolean;
    /** unsubscribes */
    leave(): void;
}

export type PresenceJoiner = (name: string, handlers: PresenceHandlers) => PresenceLink;

let joiner: PresenceJoiner | null = null;
const listeners = new Set<() => void>();

export const presenceHub = {
    get: (): PresenceJoiner | null => joiner,
    set(next: PresenceJoiner | null): void {
        if (next === joiner) return;
        joiner = next;
        listeners.forEach(listener => listener());
    },
    subscribe(listener: () => void): () => void {
        listeners.add(listener);
        return () => listeners.delete(listener);
    },
};
