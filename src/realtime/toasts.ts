import { frameSchedule } from './frameSchedule';

/**
 * The live toasts (spec §9): receipts, notifications and the sound's retry, top right, at most
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
export const TOAST_MS = 3000;

let toasts: readonly LiveToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const schedule = frameSchedule();
let scheduled = false;
const notify = () => {
    scheduled = false;
    listeners.forEach(listener => listener());
};
const emit = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(notify);
};

export const toastStore = {
    getState: () => toasts,
    subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
    },
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
