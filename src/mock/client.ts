import type { MockCallName, MockCalls, MockState } from './worker/calls';

/**
 * The page's way to the mock (the developer panel, `window.__zarMock…`): each control is asked of
 * the mock by name and answers a Promise. In the browser the mock runs in its worker
 * (src/mock/browser.ts sets that transport at start); in Vitest a test may run it in its own
 * process (src/mock/worker/localTransport.ts).
 */
export interface MockTransport {
    call(name: string, args: unknown[]): Promise<unknown>;
    /** the mock's state as last heard: the same object until it changes */
    state(): MockState;
    subscribe(listener: () => void): () => void;
}

const NO_STATE: MockState = { paused: true, presence: [] };

let transport: MockTransport | null = null;

export function setMockTransport(next: MockTransport): void {
    transport = next;
}

/** Asks the mock to run one of its controls (src/mock/worker/calls.ts); its answer. */
export function mockCall<N extends MockCallName>(name: N, ...args: Parameters<MockCalls[N]>): Promise<Awaited<ReturnType<MockCalls[N]>>> {
    if (!transport) return Promise.reject(new Error('The mock backend has not started.'));
    return transport.call(name, args) as Promise<Awaited<ReturnType<MockCalls[N]>>>;
}

/** The mock's state for `useSyncExternalStore`. */
export const mockStateNow = (): MockState => transport?.state() ?? NO_STATE;
export const subscribeMockState = (listener: () => void): (() => void) => transport?.subscribe(listener) ?? (() => undefined);
