// The frame floor, measured in a browser the caller has launched: how soon Chromium shows one line
// of text added to a blank page. Used by `npm run bench:floor` and printed beside the realtime
// bench's event-to-screen figure (measured in the same browser, in rounds alternating with the
// app's), so each run shows what no page could beat on the machine at that moment.

/**
 * In the page: `count` timer tasks at `perSecond`, each shifted by a different part of a 60 Hz
 * frame as the realtime bench's orders are, each prepending one line of text marked for Element
 * Timing; resolves with each line's ms from its task's start to the presentation of the frame
 * that showed it (`renderTime`).
 */
function floorInPage({ count, perSecond }) {
    const sent = new Map();
    const painted = new Map();
    new PerformanceObserver(list => {
        for (const entry of list.getEntries()) painted.set(entry.identifier, entry.renderTime);
    }).observe({ type: 'element' });
    const root = document.getElementById('root');
    const FRAME = 1000 / 60;
    const start = performance.now() + 50;
    const due = index => start + (index * 1000) / perSecond + ((index * 0.6180339887) % 1) * FRAME;
    return new Promise(resolve => {
        let index = 0;
        const tick = () => {
            const id = String(index);
            sent.set(id, performance.now());
            const line = document.createElement('div');
            line.textContent = `سفارش ${index}`;
            line.setAttribute('elementtiming', id);
            root.prepend(line);
            index++;
            if (index < count) setTimeout(tick, Math.max(0, due(index) - performance.now()));
            else setTimeout(() => resolve([...sent].filter(([key]) => painted.has(key)).map(([key, t0]) => painted.get(key) - t0)), 1000);
        };
        setTimeout(tick, Math.max(0, due(0) - performance.now()));
    });
}

/**
 * A blank 1440x900 page of `browser` kept open for the floor: `measure` adds `lines` lines at
 * `perSecond` and resolves with their samples (ms); it may be called again, between other work, as
 * the realtime bench does to read the floor in rounds alternating with the app's. `close` ends it.
 */
export async function openFrameFloor(browser) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const blank = () => page.setContent('<html><body><div id="root"></div></body></html>');
    return {
        async measure({ lines, perSecond }) {
            await blank();
            return page.evaluate(floorInPage, { count: lines, perSecond });
        },
        close: () => page.close(),
    };
}

/** The floor's samples (ms), from a fresh 1440x900 page of `browser` that is closed afterwards. */
export async function measureFrameFloor(browser, { lines = 200, perSecond = 20 } = {}) {
    const floor = await openFrameFloor(browser);
    try {
        return { samples: await floor.measure({ lines, perSecond }), lines };
    } finally {
        await floor.close();
    }
}
