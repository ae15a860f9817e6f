import type { PresenceHandlers, PresenceJoiner } from '../../src/realtime/presence/hub';

/** A presence channel joined through a fake connection: its handlers (to play what pusher-js reports) and what was sent. */
export interface JoinedChannel {
    name: string;
    handlers: PresenceHandlers;
    left: boolean;
    sent: Array<[string, object]>;
}

/**
 * A live connection's presence, played by the test: `join` (for `presenceHub.set`) records each
 * channel joined in `joined`, with the client events sent on it and whether it was left.
 */
export function fakePresenceConnection() {
    const joined: JoinedChannel[] = [];
    const join: PresenceJoiner = (name, handlers) => {
        const entry: JoinedChannel = { name, handlers, left: false, sent: [] };
        joined.push(entry);
        return {
            trigger: (event, data) => {
                entry.sent.push([event, data]);
                return true;
            },
            leave: () => {
                entry.left = true;
            },
        };
    };
    return { join, joined };
}
