import { toastStore } from './toasts';

/** The order chime shipped in public/sounds (made by scripts/make-order-sound.mjs). */
export const ORDER_SOUND_URL = '/sounds/new-order.wav';

let audio: HTMLAudioElement | null = null;

/**
 * Plays the new-order chime. When the browser blocks playback (no user gesture yet), a toast
 * says so and its retry plays it again (spec §8). Orders arriving while it is still ringing are
 * announced by that ring: restarting the chime for each of a burst of orders would cost the page
 * a media seek per order and sound no different.
 */
export function playOrderSound(): void {
    if (typeof Audio === 'undefined') return;
    audio ??= new Audio(ORDER_SOUND_URL);
    if (audio.paused === false && audio.ended === false) return;
    audio.currentTime = 0;
    let attempt: Promise<void> | undefined;
    try {
        attempt = audio.play();
    } catch {
        attempt = Promise.reject(new Error('play failed'));
    }
    attempt?.catch(() => {
        toastStore.show({
            message: 'app.live.sound_error',
            severity: 'warning',
            action: { label: 'app.live.retry', run: playOrderSound },
        });
    });
}
