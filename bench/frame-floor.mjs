#!/usr/bin/env node
// The frame floor (`npm run bench:floor`): prints figures; it is not a test.
//
// How soon this Chromium shows anything: Chromium launched as bench/realtime.mjs launches it
// (same flags, 1440x900), a blank page, and 200 timer tasks at 20/s, each shifted by a different
// part of a 60 Hz frame as the realtime bench's orders are, each prepending one line of text
// marked for Element Timing. From the task's start to the presentation of the frame with the line
// (`renderTime`) is the least any "event to screen" figure can be here, whatever the page does.
import { launchChromium } from '../tests/e2e/chromium.mjs';
import { quantile } from './quantile.mjs';

const LINES = 200;
const PER_SECOND = 20;

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

const browser = await launchChromium();
try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.setContent('<html><body><div id="root"></div></body></html>');
    const samples = await page.evaluate(floorInPage, { count: LINES, perSecond: PER_SECOND });
    const ms = q => quantile(samples, q).toFixed(1);
    console.log(`frame floor: a line of text on a blank page, task to screen p50 ${ms(0.5)} ms, p95 ${ms(0.95)} ms, max ${ms(1)} ms (${samples.length} of ${LINES} lines)`);
} finally {
    await browser.close();
}
