// The frame floor (`node bench/frame-floor.mjs`): prints figures; it is not a test.
//
// The same headless Chromium as bench/realtime.mjs (same flags, 1440x900), a blank page: 200 timer tasks
// at 20/s (each shifted by a different part of a 60 Hz frame, as the realtime bench's orders are)
// each prepend one line of text marked for Element Timing. Publish-to-presentation of that is the
// least any "event to screen" figure can be here, whatever the app does.
import { launchChromium } from '../tests/e2e/chromium.mjs';
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
await page.setContent('<html><body><div id="root"></div></body></html>');
const result = await page.evaluate(() => new Promise(resolve => {
    const sent = new Map(); const painted = new Map(); const frames = new Map();
    new PerformanceObserver(list => { for (const e of list.getEntries()) painted.set(e.identifier, e.renderTime); }).observe({ type: 'element' });
    let i = 0; const N = 200; const FRAME = 1000 / 60; const start = performance.now() + 50;
    const tick = () => {
        const id = String(i); const t0 = performance.now(); sent.set(id, t0);
        const div = document.createElement('div'); div.textContent = `سفارش ${i}`; div.setAttribute('elementtiming', id);
        document.getElementById('root').prepend(div);
        requestAnimationFrame(() => setTimeout(() => frames.set(id, performance.now() - t0), 0));
        i++;
        if (i < N) setTimeout(tick, Math.max(0, start + i * 50 + ((i * 0.618) % 1) * FRAME - performance.now()));
        else setTimeout(() => {
            const lat = [...sent].filter(([k]) => painted.has(k)).map(([k, t]) => painted.get(k) - t).sort((a, b) => a - b);
            const fr = [...frames.values()].sort((a, b) => a - b);
            const q = (a, p) => a[Math.floor((a.length - 1) * p)];
            resolve({ n: lat.length, p50: q(lat, 0.5), p95: q(lat, 0.95), frameP50: q(fr, 0.5), frameP95: q(fr, 0.95) });
        }, 1000);
    };
    setTimeout(tick, 50);
}));
console.log(`frame floor: element to screen p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${result.n} lines; main-thread frame done p50 ${result.frameP50.toFixed(1)}, p95 ${result.frameP95.toFixed(1)})`);
await browser.close();
