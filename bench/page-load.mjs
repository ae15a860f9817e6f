#!/usr/bin/env node
// Starting the admin, and moving to a record (`npm run bench:load`): prints figures; it is not a test.
//
//   npm run bench:load                   build the demo bundle, measure, print
//   npm run bench:load -- --no-build     reuse the last demo build (dist-demo/)
//   npm run bench:load -- --runs 12      loads per screen (default 8)
//   npm run bench:load -- --dist /tmp/x  another demo build, as it is (to compare two builds)
//   CHROMIUM_PATH=/path/to/chrome npm run bench:load
//
// Where it runs: the demo build (the production build with the embedded mock backend, as the
// end-to-end tests run it), served by tests/e2e/static-server.mjs, in Debian's full Chromium with
// the tests' flags (tests/e2e/chromium.mjs, 1440x900, fa-IR), each load in a fresh browser context
// signed in with a mock token, the mock's timed live events paused: most of what a person waits
// for when opening the admin, and what each e2e test pays to start it (a little less there: the
// tests run in Chromium's headless shell).
//
// Per screen (the dashboard, a queue, a record's page), medians over the runs:
// - shown: ms from the navigation until the screen's content is there (the queue's rows, the
//   record's decision buttons, the dashboard's heading with nothing loading);
// - CPU: ms of CPU all of Chromium's processes spent from the navigation until the page was quiet
//   (no request for 500 ms), read from /proc (Linux; "–" elsewhere), with the runs' min and max;
// - main thread: the renderer's main-thread task time (CDP Performance.getMetrics TaskDuration);
// - commits, drawn: React's commits, and the components they drew (new, or drawn again with new
//   props or state), read through React's DevTools hook as React DevTools' profiler does.
// Then the same figures for one step inside the admin: from the queue, a click on its first row
// until the record's page shows.
//
// Wall-clock figures move with the machine's load; CPU and components drawn much less: compare
// those when judging a change.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/e2e/chromium.mjs';
import { startStaticServer } from '../tests/e2e/static-server.mjs';
import { LOADING_SELECTOR, signedIn } from '../tests/e2e/support.mjs';
import { quantile } from './quantile.mjs';
import { settled } from './settled.mjs';
import { table } from './table.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = name => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 8);
const DIST = option('--dist') ?? join(ROOT, 'dist-demo');

/** What the screen shows once it is there; the record is the receipt queue's first (a waiting one). */
const SCREENS = [
    { name: 'dashboard', path: '/', shown: 'h1' },
    { name: 'queue (receipts)', path: '/receipt', shown: 'tbody tr' },
    { name: 'record (a waiting receipt)', path: null, shown: '[data-testid="decision-buttons"]' },
];

/** CPU ms spent so far by the processes this bench started (Chromium's, Linux /proc), or null. */
function chromiumCpuMs() {
    if (!existsSync('/proc/self/stat')) return null;
    const stats = new Map();
    for (const pid of readdirSync('/proc')) {
        if (!/^\d+$/.test(pid)) continue;
        try {
            // after the command's closing parenthesis: state, ppid, …, utime (12th), stime (13th)
            const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
            stats.set(Number(pid), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
        } catch {
            // the process ended meanwhile
        }
    }
    const ours = pid => {
        for (let at = stats.get(pid); at; at = stats.get(at.parent)) if (at.parent === process.pid) return true;
        return false;
    };
    let ticks = 0;
    for (const [pid, { ticks: own }] of stats) if (ours(pid)) ticks += own;
    return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * Counts React's commits and the components each drew, through React's DevTools hook (in the
 * page before any script): a component counts when its fiber is new to the tree, or was worked
 * on in this commit (not the fiber of the commit before) with new props or state.
 */
function countReactWork() {
    const counts = { commits: 0, drawn: 0 };
    window.__benchReact = counts;
    let previous = new WeakSet();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot(_id, root) {
            const current = new WeakSet();
            const stack = [root.current];
            while (stack.length) {
                for (let fiber = stack.pop(); fiber; fiber = fiber.sibling) {
                    current.add(fiber);
                    const old = fiber.alternate;
                    const component = typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
                    if (component && !previous.has(fiber) && (!old || old.memoizedProps !== fiber.memoizedProps || old.memoizedState !== fiber.memoizedState)) counts.drawn++;
                    if (fiber.child) stack.push(fiber.child);
                }
            }
            previous = current;
            counts.commits++;
        },
    };
}

/** The figures of one step: `act` starts it, `shown` is there when the screen is. */
async function measure(page, cdp, act, shown) {
    const before = { cpu: chromiumCpuMs(), metrics: await mainThreadMs(cdp), react: await reactWork(page) };
    const started = Date.now();
    await act();
    await page.locator(shown).first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(selector => !document.querySelector(selector), LOADING_SELECTOR, { timeout: 30_000 });
    const shownMs = Date.now() - started;
    if ((await settled(page, { quietMs: 500 })) === null) console.log('bench: warning: the page kept making requests for 30 s');
    const cpu = chromiumCpuMs();
    const react = await reactWork(page);
    return {
        shown: shownMs,
        cpu: cpu === null || before.cpu === null ? null : cpu - before.cpu,
        main: (await mainThreadMs(cdp)) - before.metrics,
        commits: react.commits - before.react.commits,
        drawn: react.drawn - before.react.drawn,
    };
}

const mainThreadMs = async cdp => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find(metric => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
};
const reactWork = page => page.evaluate(() => window.__benchReact ?? { commits: 0, drawn: 0 }).catch(() => ({ commits: 0, drawn: 0 }));

async function freshPage(browser, baseURL) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    const page = await context.newPage();
    await signedIn(page);
    await page.addInitScript(countReactWork);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto('about:blank');
    return { context, page, cdp };
}

if (!option('--dist') && (!argv.includes('--no-build') || !existsSync(join(DIST, 'index.html')))) {
    console.log('bench: building the demo bundle (npm run build:demo) ...');
    const built = spawnSync('npm', ['run', 'build:demo', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build:demo failed');
}

const server = await startStaticServer({ root: DIST });
const browser = await launchChromium();
const results = new Map();
const record = (name, figures) => results.set(name, [...(results.get(name) ?? []), figures]);
try {
    {
        // the record: the first row of the receipt queue
        const { context, page } = await freshPage(browser, server.url);
        await page.goto('/receipt');
        SCREENS[2].path = new URL(await page.locator('tbody tr a').first().getAttribute('href'), server.url).pathname;
        await context.close();
    }
    for (let run = 0; run < RUNS; run++) {
        for (const screen of SCREENS) {
            const { context, page, cdp } = await freshPage(browser, server.url);
            record(`start at ${screen.name}`, await measure(page, cdp, () => page.goto(screen.path), screen.shown));
            if (screen.path === '/receipt') {
                const open = () => page.locator('tbody tr').first().locator('a').first().click();
                record('queue → its first record (a click)', await measure(page, cdp, open, '[data-testid="decision-buttons"]'));
            }
            await context.close();
        }
    }
} finally {
    await browser.close();
    await server.close();
}

const median = (list, key) => quantile(list.map(item => item[key]), 0.5);
const rows = [...results].map(([name, list]) => {
    const cpu = list.map(item => item.cpu).filter(value => value !== null);
    return [
        name,
        Math.round(median(list, 'shown')),
        cpu.length ? `${Math.round(quantile(cpu, 0.5))} (${Math.min(...cpu)}–${Math.max(...cpu)})` : '–',
        Math.round(median(list, 'main')),
        Math.round(median(list, 'commits')),
        Math.round(median(list, 'drawn')),
    ];
});
console.log(`\nStarting the admin in a fresh browser context, and one step inside it: medians of ${RUNS} runs each`);
table(rows, ['step', 'shown ms', 'Chromium CPU ms (min–max)', 'main thread ms', 'commits', 'components drawn']);
