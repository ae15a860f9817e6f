import type { MockTransport } from '../client';
import { mockState, runMockCall, subscribeMockState, type MockState } from './calls';

/**
 * The mock's controls run in this process, at once (Vitest: a test of the developer panel sees the
 * call's effect as soon as its click returns). The browser never uses it: there the mock runs in
 * its worker.
 */
export function localMockTransport(): MockTransport {
    let snapshot: MockState | null = null;
    subscribeMockState(() => (snapshot = null));
    return {
        call: (name, args) => {
            try {
                return Promise.resolve(runMockCall(name, args));
            } catch (error) {
                return Promise.reject(error as Error);
            }
        },
        state: () => (snapshot ??= mockState()),
        subscribe: subscribeMockState,
    };
}
