import { TOAST_MS } from '../theme/timing';
import { scheduledReaders } from './frameSchedule';

/**
 * The live toasts: receipts, notifications and the sound's retry, top right, at most
 * five on screen, each leaving after 3000 ms. A tiny store so any code can raise one; its readers
 * hear of changes as the live store's do (about once a frame however many events raise toasts, so
 * a burst of receipts renders the stack once a frame, not once a receipt).
 */
export interface LiveToast {
    id: number;
    message: string;
    severity: 'info' | 'success' | 'warning' | 'error';
    action?: { label: string; run: () => void };
}

export const MAX_TOASTS = 5;
export { TOAST_MS };

let toasts: readonly LiveToast[] = [];
let nextId = 1;
const readers = scheduledReaders();
const emit = readers.changed;

export const toastStore = {
    getState: () => toasts,
    subscribe: readers.subscribe,
    /** Shows a toast; the oldest goes when a sixth arrives. Returns its id. */
    show(toast: Omit<LiveToast, 'id'>): number {
        const id = nextId++;
        toasts = [...toasts, { ...toast, id }].slice(-MAX_TOASTS);
        emit();
        return id;
    },
    dismiss(id: number) {
        if (!toasts.some(toast => toast.id === id)) return;
        toasts = toasts.filter(toast => toast.id !== id);
        emit();
    },
    clear() {
        toasts = [];
        emit();
    },
};
