import { act } from '@testing-library/react';

/**
 * A window whose width can cross the phone breakpoint in the middle of a test (a phone turned
 * upright): while narrow, every max-width media query (MUI's `breakpoints.down`) matches, and the
 * components listening to one hear the change. Call it at the top of a file or `describe`.
 */
export function changingWindowWidth(): { narrow: (value: boolean) => void } {
    const wide = window.matchMedia;
    const listeners = new Set<() => void>();
    let narrow = false;
    beforeEach(() => {
        narrow = false;
        window.matchMedia = (query: string) =>
            ({
                media: query,
                get matches() {
                    return narrow && /max-width/.test(query);
                },
                onchange: null,
                addListener: (listener: () => void) => void listeners.add(listener),
                removeListener: (listener: () => void) => void listeners.delete(listener),
                addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
                removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
                dispatchEvent: () => false,
            }) as unknown as MediaQueryList;
    });
    afterEach(() => {
        window.matchMedia = wide;
        listeners.clear();
    });
    return {
        narrow: value =>
            act(() => {
                narrow = value;
                listeners.forEach(listener => listener());
            }),
    };
}
