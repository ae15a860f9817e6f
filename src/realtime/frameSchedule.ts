/** When a store's readers hear of its changes: `flush` tells them all at once. */
export type Schedule = (flush: () => void) => void;

/** One frame at 60 Hz, ms. */
const FRAME_MS = 1000 / 60;

/** Whether this page draws frames now (a browser, the page shown): a hidden one draws none. */
const drawsFrames = (): boolean => typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && !document.hidden;

/**
 * When the readers hear of a change, in a browser: the first change a frame or more after they
 * last heard of one at once, in a microtask (so the events of one task still make one render),
 * so a lone order reaches the screen in the very next frame; changes streaming in with the next
 * frame, so however many events arrive the readers render about once a frame. In a hidden page
 * or without frames, a task later.
 */
export function frameSchedule(now: () => number = () => performance.now()): Schedule {
    let lastFlush = -Infinity;
    return flush => {
        if (!drawsFrames()) {
            setTimeout(flush, 0);
            return;
        }
        const run = () => {
            lastFlush = now();
            flush();
        };
        if (now() - lastFlush >= FRAME_MS) queueMicrotask(run);
        else requestAnimationFrame(run);
    };
}

/**
 * When the readers hear of a change nobody waits on (a count, a price): once the next frame is
 * drawn, in a task of its own, so they never lengthen the frame that shows a new order (the order
 * is told at once, its count a task after). In a hidden page or without frames, a task later.
 */
export function afterFrameSchedule(): Schedule {
    return flush => {
        if (drawsFrames()) requestAnimationFrame(() => setTimeout(flush, 0));
        else setTimeout(flush, 0);
    };
}

/** A store's readers, told of its changes when a {@link Schedule} says. */
export interface ScheduledReaders {
    /** Adds a reader; returns what removes it. */
    subscribe(listener: () => void): () => void;
    /** Something changed: the readers hear of it once, with every other change made until then. */
    changed(): void;
    /**
     * Something changed that can wait: the readers hear of it with the next change that can't,
     * or when the later schedule says, whichever comes first.
     */
    changedLater(): void;
}

/**
 * The readers of a store (the live store, the toasts' store), told at most once per flush of
 * `schedule`; changes that can wait are told by `later` (by `schedule` when not given).
 */
export function scheduledReaders(schedule: Schedule = frameSchedule(), later: Schedule = schedule): ScheduledReaders {
    const listeners = new Set<() => void>();
    let scheduled = false;
    let laterScheduled = false;
    let unheard = false;
    const notify = () => {
        if (!unheard) return;
        unheard = false;
        listeners.forEach(listener => listener());
    };
    return {
        subscribe(listener) {
            listeners.add(listener);
            return () => void listeners.delete(listener);
        },
        changed() {
            // nobody to tell: no frame asked for (a reader who comes reads the state as it is)
            if (listeners.size === 0) return;
            unheard = true;
            if (scheduled) return;
            scheduled = true;
            schedule(() => {
                scheduled = false;
                notify();
            });
        },
        changedLater() {
            if (listeners.size === 0) return;
            unheard = true;
            if (scheduled || laterScheduled) return;
            laterScheduled = true;
            later(() => {
                laterScheduled = false;
                notify();
            });
        },
    };
}
