import type { PresenceState } from './room';

export interface StateSender {
    /** the admin's state now; sent at once, or when the second since the last one is up */
    set(state: PresenceState): void;
    /** send the current state again (a newcomer, a new subscription), unless it is `viewing` */
    resend(): void;
    cancel(): void;
}

interface Clock {
    now(): number;
    setTimeout(run: () => void, ms: number): unknown;
    clearTimeout(timer: unknown): void;
}

const realClock: Clock = {
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: timer => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * The admin's own `client-activity`: at most one per `intervalMs` (the contract's one a second),
 * and the last state always goes out — a change inside the second is sent when the second is up,
 * unless it came back to what the others already know.
 */
export function createStateSender(send: (state: PresenceState) => void, intervalMs = 1000, clock: Clock = realClock): StateSender {
    let wanted: PresenceState = 'viewing';
    let known: PresenceState | null = 'viewing'; // what the others were last told (viewing: nothing yet)
    let sentAt = -Infinity;
    let timer: unknown = null;
    const flush = () => {
        timer = null;
        if (wanted === known) return;
        known = wanted;
        sentAt = clock.now();
        send(wanted);
    };
    const schedule = () => {
        if (timer !== null) return;
        const wait = sentAt + intervalMs - clock.now();
        if (wait <= 0) flush();
        else timer = clock.setTimeout(flush, wait);
    };
    return {
        set(state) {
            wanted = state;
            schedule();
        },
        resend() {
            if (wanted === 'viewing') return;
            known = null;
            schedule();
        },
        cancel() {
            if (timer !== null) clock.clearTimeout(timer);
            timer = null;
        },
    };
}
