#!/usr/bin/env node
// The frame floor (`npm run bench:floor`): prints figures; it is not a test.
//
// How soon this Chromium shows anything: Chromium launched as bench/realtime.mjs launches it
// (same flags, 1440x900), a blank page, and 200 timer tasks at 20/s, each shifted by a different
// part of a 60 Hz frame as the realtime bench's orders are, each prepending one line of text
// marked for Element Timing. From the task's start to the presentation of the frame with the line
// (`renderTime`) is the least any "event to screen" figure can be here, whatever the page does.
// bench/realtime.mjs measures the same in rounds alternating with its own latency rounds, and
// judges its figure against it.
import { launchChromium } from '../tests/e2e/chromium.mjs';
import { measureFrameFloor } from './frame-floor-page.mjs';
import { quantile } from './quantile.mjs';

const browser = await launchChromium();
try {
    const { samples, lines } = await measureFrameFloor(browser);
    const ms = q => quantile(samples, q).toFixed(1);
    console.log(`frame floor: a line of text on a blank page, task to screen p50 ${ms(0.5)} ms, p95 ${ms(0.95)} ms, max ${ms(1)} ms (${samples.length} of ${lines} lines)`);
} finally {
    await browser.close();
}
