import { toastStore } from './toasts';

/** The order chime shipped in public/sounds (made by scripts/make-order-sound.mjs). */
export const ORDER_SOUND_URL = '/sounds/new-order.wav';

/**
 * How long after a chime began the next one may begin (ms): orders streaming in ring every two
 * seconds, not once an order.
 */
export const CHIME_GAP_MS = 2000;

let audio: HTMLAudioElement | null = null;
/** when the last chime that rang began (`performance.now()`) */
let rangAt = -Infinity;

/**
 * Plays the new-order chime. When the browser blocks playback (no user gesture yet), a toast
 * says so and its retry plays it again. Orders arriving while it rings, or within
 * {@link CHIME_GAP_MS} of its start, are announced by that ring: a chime per order of a stream
 * would ring without a pause, and every ring is media playback the browser tracks (its media
 * session's messages cost the browser's main thread about 3 ms an order at 20 orders a second).
 */
export function playOrderSound(): void {
    if (typeof Audio === 'undefined') return;
    audio ??= new Audio(ORDER_SOUND_URL);
    if (audio.paused === false && audio.ended === false) return;
    const now = performance.now();
    if (now - rangAt < CHIME_GAP_MS) return;
    rangAt = now;
    audio.currentTime = 0;
    let attempt: Promise<void> | undefined;
    try {
        attempt = audio.play();
    } catch {
        attempt = Promise.reject(new Error('play failed'));
    }
    attempt?.catch(() => {
        // it did not ring: the next order, or the toast's retry, tries again at once
        rangAt = -Infinity;
        toastStore.show({
            message: 'app.live.sound_error',
            severity: 'warning',
            action: { label: 'app.live.retry', run: playOrderSound },
        });
    });
}
