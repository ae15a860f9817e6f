// Shared by the browser benchmarks.

/**
 * Waits until the page has had no request in flight and started none for `quietMs` (the mock
 * answers them in the page, so a request is work on the page's own thread); resolves with the ms
 * waited, or null after `maxMs`.
 */
export async function settled(page, { quietMs = 1000, maxMs = 30_000 } = {}) {
    let inFlight = 0;
    let last = Date.now();
    const started = () => {
        inFlight++;
        last = Date.now();
    };
    // a request already on its way when this began is seen ending
    const ended = () => {
        inFlight = Math.max(0, inFlight - 1);
        last = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    const begun = Date.now();
    try {
        while (Date.now() - begun < maxMs) {
            if (inFlight === 0 && Date.now() - last >= quietMs) return Date.now() - begun;
            await page.waitForTimeout(50);
        }
        return null;
    } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
    }
}
