import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, toastStore } from '../../src/realtime/toasts';

describe('the live toasts’ store', () => {
    afterEach(() => toastStore.clear());

    it('keeps the newest five and tells its readers once for a burst raised in one task', async () => {
        let told = 0;
        const unsubscribe = toastStore.subscribe(() => told++);
        try {
            for (let index = 1; index <= 40; index++) toastStore.show({ message: `فیش ${index}`, severity: 'info' });
            // the state is current at once; the readers hear of it after the task, once
            expect(toastStore.getState().map(toast => toast.message)).toEqual(['فیش 36', 'فیش 37', 'فیش 38', 'فیش 39', 'فیش 40']);
            expect(toastStore.getState()).toHaveLength(MAX_TOASTS);
            expect(told).toBe(0);
            await vi.waitFor(() => expect(told).toBeGreaterThan(0));
            expect(told).toBe(1);
            toastStore.dismiss(toastStore.getState()[0].id);
            expect(told).toBe(1);
            await vi.waitFor(() => expect(told).toBe(2));
            expect(toastStore.getState()).toHaveLength(MAX_TOASTS - 1);
        } finally {
            unsubscribe();
        }
    });
});
