#!/usr/bin/env node
// Starting the admin, against a bare react-admin app started in the same run, and moving to a
// record (`npm run bench:load`): prints figures; with --check, enforces the start's target.
//
//   npm run bench:load                    build the demo bundle and the reference, measure, print
//   npm run bench:load -- --no-build      reuse the last builds (dist-demo/, dist-bench-minimal/)
//   npm run bench:load -- --runs 12       starts per screen and app (default 8)
//   npm run bench:load -- --only compare  only the comparison with the reference (or: screens)
//   npm run bench:load -- --check         exit 1 when the admin's start misses its target
//   npm run bench:load -- --dist /tmp/x   another demo build, as it is (to compare two builds)
//   npm run bench:load -- --threads       also where each app's start spends its CPU, thread by thread
//   CHROMIUM_PATH=/path/to/chrome npm run bench:load
//
// Where it runs: the demo build (the production build with the embedded mock backend, as the
// end-to-end tests run it), served by tests/e2e/static-server.mjs, in Debian's full Chromium with
// the tests' flags (tests/e2e/chromium.mjs, 1440x900, fa-IR), each load in a fresh browser context
// signed in with a mock token, the mock's timed live events paused: most of what a person waits
// for when opening the admin, and what each e2e test pays to start it (a little less there: the
// tests run in Chromium's headless shell).
//
// 1. Against the reference (bench/reference-minimal/, built into dist-bench-minimal/ with the
//    product's build settings): a bare react-admin 5 + MUI 7 app in Persian, the bank accounts on a
//    hand-written <List><DataTable> of the same five columns and 15 rows a page, and a hand-written
//    <Show> of one account; its API is answered by the bench itself (Playwright's routing, no
//    work in the page), so the reference pays nothing for a mock where the admin pays its own.
//    Starts alternate, admin and reference (which goes first changes every run), each in a fresh
//    context. Per start, read the moment the screen is shown (the list's rows, or the record's
//    fields, with nothing loading; polled every animation frame): the time since the navigation,
//    the renderer's main-thread task time (CDP TaskDuration), the main thread's CPU time (CDP
//    ThreadTime, which the machine's load moves less), the DOM nodes and the JS heap; then the
//    same once the page is quiet (no request for 500 ms). One more start of each app and screen
//    counts React's components drawn, by part of the page (top bar, side menu, page, the rest):
//    counting is main-thread work of its own, so the timed starts go without it. The ratios are
//    the medians' (admin ÷ reference). --check: both the main-thread time and its CPU time to
//    the shown screen at most TARGET_RATIO × the reference's, for the list and for the record.
//    A third app takes turns with them, printed apart and not judged: the admin without its mock
//    (the production build, built into dist-bench-nomock/), its API answered by the bench outside
//    the page as the reference's is, with the answers the mock gave in this run's first start. The
//    difference between the two admins is what the demo build adds to a start: the mock's page part
//    (its worker and service worker started, its answers relayed; the mock itself runs in its
//    worker, off the page's main thread); the ratio of
//    this one to the reference is the admin's own.
//    --threads: three more starts of each app at the list, traced (Chromium's trace of every
//    process), alternating: the CPU time of each group of threads from the navigation to the rows
//    (bench/thread-cpu.mjs), medians. On 2 cores what else runs beside the main thread (V8
//    compiling in the background, the mock's worker, the browser) is what makes its task time
//    longer than its CPU time. Tracing slows a start down: compare these figures with each other.
// 2. Per screen of the admin (the dashboard, a queue, a record's page), medians over the runs:
//    - shown: ms from the navigation until the screen's content is there (the queue's rows, the
//      record's decision buttons, the dashboard's queue tiles, with nothing loading);
//    - CPU: ms of CPU all of Chromium's processes spent from the navigation until the page was
//      quiet (no request for 500 ms), read from /proc (Linux; "–" elsewhere), with the runs' min
//      and max;
//    - main thread: the renderer's main-thread task time (CDP Performance.getMetrics TaskDuration);
//    - commits, drawn: React's commits, and the components they drew (new, or drawn again with new
//      props or state), read through React's DevTools hook as React DevTools' profiler does;
//    - live panel and figures after shown, channel connected after shown: ms from the screen shown
//      until the live layer (it starts once the first screen is shown) has the gold price on the
//      top bar and the live-order panel with the waiting orders read, and until its channel is
//      connected: the median and the slowest start, each moment read in the page (a DOM and
//      resource observer set before any script).
//    Then the same figures for one step inside the admin: from the queue, a click on its first
//    row until the record's page shows.
//
// Wall-clock figures move with the machine's load; CPU, the ratios and components drawn much
// less: compare those when judging a change, and note the load average (printed) beside them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/e2e/chromium.mjs';
import { startStaticServer } from '../tests/e2e/static-server.mjs';
import { LOADING_SELECTOR, isApiCall, isPanelOrdersRead, mockToken, signedIn } from '../tests/e2e/support.mjs';
import { quantile } from './quantile.mjs';
import { settled } from './settled.mjs';
import { table } from './table.mjs';
import { THREAD_GROUPS, cpuByThreadGroup } from './thread-cpu.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const option = name => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 8);
const DIST = option('--dist') ?? join(ROOT, 'dist-demo');
const REF_DIST = join(ROOT, 'dist-bench-minimal');
/** the admin's production build (no mock), answered from outside the page */
const NOMOCK_DIST = join(ROOT, 'dist-bench-nomock');
const ONLY = option('--only');
const CHECK = argv.includes('--check');
const BUILD = !argv.includes('--no-build');
const THREADS = argv.includes('--threads');
/** traced starts of each app for --threads */
const THREAD_RUNS = 3;
if (THREADS && ONLY === 'screens') console.log('bench: --threads traces the comparison\'s apps, which --only screens leaves out: no thread figures');
/** the admin's start: main-thread time to its first screen at most this many times the reference's */
const TARGET_RATIO = 1.0;

/** The reference's bank accounts: as many, and as long, as the admin's mock shows. */
const BANKS = ['بانک ملت', 'بانک ملی ایران', 'بانک تجارت', 'بانک صادرات ایران', 'بانک سپه', 'بانک پاسارگاد', 'بانک سامان', 'بانک اقتصاد نوین', 'بانک پارسیان', 'بانک کشاورزی'];
const OWNERS = ['شرکت زر گستر آریا', 'گالری طلای نگین', 'زرگری مهر', 'شرکت سیم و زر پارس'];
const REF_ROWS = Array.from({ length: 24 }, (_, index) => ({
    id: index + 1,
    title: BANKS[index % BANKS.length],
    account_name: OWNERS[index % OWNERS.length],
    iban: `IR${String(10 + ((index * 37) % 89)).padStart(2, '0')}0${String(12 + index).padStart(2, '0')}${String(1_000_000_000_000_000_000n + BigInt(index) * 7_919n).slice(-19)}`,
    card_number: `6104${String(337_000_000_000 + index * 1_234_567).padStart(12, '0')}`,
    accounting_id: String(1000 + index * 13),
}));
const REF_RECORD = REF_ROWS[REF_ROWS.length - 1];

/** Answers the reference's REST calls (`/api/bank?…`, `/api/bank/{id}`) from REF_ROWS, outside the page. */
async function answerReference(route) {
    const url = new URL(route.request().url());
    const [, , resource, id] = url.pathname.split('/');
    if (resource !== 'bank') return route.fulfill({ status: 404, json: {} });
    if (id) return route.fulfill({ json: REF_ROWS.find(row => String(row.id) === id) ?? {} });
    const { page, perPage } = JSON.parse(url.searchParams.get('pagination') ?? '{"page":1,"perPage":15}');
    const sorted = [...REF_ROWS].sort((a, b) => b.id - a.id);
    return route.fulfill({ json: { data: sorted.slice((page - 1) * perPage, page * perPage), total: REF_ROWS.length } });
}

/** What the screen shows once it is there; the record is the receipt queue's first (a waiting one). */
const SCREENS = [
    { name: 'dashboard', path: '/', shown: '[data-testid="queue-tiles"]' },
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
    const counts = { commits: 0, drawn: 0, parts: {} };
    /** Which part of the page a fiber draws in: the nearest enclosing element that names one. */
    const PARTS = [
        ['top bar', 'header'],
        ['side menu', '.RaSidebar-root, .RaSidebar-fixed'],
        ['page', '#main-content'],
    ];
    const partOf = fiber => {
        for (let at = fiber.return; at; at = at.return) {
            if (typeof at.type !== 'string' || !(at.stateNode instanceof Element)) continue;
            for (const [name, selector] of PARTS) if (at.stateNode.matches(selector)) return name;
        }
        return 'around them (providers, layout, overlays)';
    };
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
                    if (component && !previous.has(fiber) && (!old || old.memoizedProps !== fiber.memoizedProps || old.memoizedState !== fiber.memoizedState)) {
                        counts.drawn++;
                        const part = partOf(fiber);
                        counts.parts[part] = (counts.parts[part] ?? 0) + 1;
                    }
                    if (fiber.child) stack.push(fiber.child);
                }
            }
            previous = current;
            counts.commits++;
        },
    };
}

/**
 * In the page before any script: the moments (performance.now()) the screen `shown` is there with
 * nothing loading, and the parts of the live layer after it (it starts once the first screen is
 * shown, src/realtime/firstScreen.ts): the gold price shown and the live-order panel there with the
 * waiting orders read (`panel`); the channel connected (`connected`). Watched on the DOM's changes
 * and the page's finished reads, not every frame.
 */
function watchLiveAfterShown([shown, loading, panelReadSource]) {
    const isPanelRead = new Function('url', `return (${panelReadSource})(url)`);
    const moments = (window.__benchLive = { shown: null, panel: null, connected: null });
    const check = () => {
        const now = performance.now();
        if (moments.shown === null && document.querySelector(shown) && !document.querySelector(loading)) moments.shown = now;
        const panel =
            /[۰-۹]/.test(document.querySelector('[data-testid="gold-price"]')?.textContent ?? '') &&
            document.querySelector('[data-testid="live-orders"]') &&
            performance.getEntriesByType('resource').some(entry => isPanelRead(new URL(entry.name)));
        if (moments.panel === null && panel) moments.panel = now;
        if (moments.connected === null && document.querySelector('[data-testid="connection-status"][data-state="connected"]')) moments.connected = now;
        if (Object.values(moments).every(moment => moment !== null)) {
            observer.disconnect();
            reads.disconnect();
        }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    // a read's answer that changes nothing on the page (no waiting order) still counts
    const reads = new PerformanceObserver(check);
    reads.observe({ type: 'resource' });
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

const mainThreadMs = async cdp => (await pageMetrics(cdp)).task;
/** The renderer's figures: main-thread task time and CPU time (ms), DOM nodes, JS heap (bytes). */
const pageMetrics = async cdp => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = name => metrics.find(metric => metric.name === name)?.value ?? 0;
    return { task: value('TaskDuration') * 1000, thread: value('ThreadTime') * 1000, nodes: value('Nodes'), heap: value('JSHeapUsedSize') };
};
const NO_WORK = { commits: 0, drawn: 0, parts: {} };
const reactWork = page => page.evaluate(() => window.__benchReact ?? { commits: 0, drawn: 0, parts: {} }).catch(() => NO_WORK);

async function freshPage(browser, baseURL, { reference = false, answers = null, count = true } = {}) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    const page = await context.newPage();
    if (reference) await context.route('**/api/**', answerReference);
    else if (answers) {
        // the admin without its mock: signed in, its calls answered as the mock answered them
        await context.route(url => isApiCall(url), route => {
            const answer = answers.get(new URL(route.request().url()).pathname);
            return route.fulfill(answer ? { status: answer.status, body: answer.body, contentType: 'application/json' } : { status: 404, json: {} });
        });
        await page.addInitScript(token => localStorage.setItem('token', token), mockToken());
    } else await signedIn(page);
    // the count is work on the page's main thread (a walk of React's tree each commit): the timed
    // starts against the reference go without it, and one start of each is counted apart
    if (count) await page.addInitScript(countReactWork);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto('about:blank');
    return { context, page, cdp };
}

/**
 * One start of an app at `path`, read when `isShown` (run in the page each animation frame) holds
 * with nothing loading, and again once the page is quiet.
 */
async function measureStart(page, cdp, path, isShown, arg) {
    const before = { metrics: await pageMetrics(cdp), react: await reactWork(page) };
    const started = Date.now();
    await page.goto(path, { waitUntil: 'commit' });
    await untilShown(page, isShown, arg);
    const shownMs = Date.now() - started;
    const figures = async () => {
        const metrics = await pageMetrics(cdp);
        const react = await reactWork(page);
        return {
            task: metrics.task - before.metrics.task,
            thread: metrics.thread - before.metrics.thread,
            nodes: metrics.nodes,
            heap: metrics.heap / 2 ** 20,
            drawn: react.drawn - before.react.drawn,
            commits: react.commits - before.react.commits,
            parts: react.parts,
        };
    };
    const atShown = { shown: shownMs, ...(await figures()) };
    if ((await settled(page, { quietMs: 500 })) === null) console.log('bench: warning: the page kept making requests for 30 s');
    return { atShown, atQuiet: await figures() };
}

/**
 * Waits, looking at every animation frame, until `isShown(arg)` holds in the page with nothing
 * loading; `mark` names a `performance.mark` made at that moment (in a trace's clock).
 */
const untilShown = (page, isShown, arg, mark = null) =>
    page.waitForFunction(
        ([shown, loading, value, name]) => {
            const ok = !document.querySelector(loading) && new Function('value', `return (${shown})(value)`)(value);
            if (ok && name) performance.mark(name);
            return ok;
        },
        [isShown.toString(), LOADING_SELECTOR, arg, mark],
        { polling: 'raf', timeout: 30_000 }
    );

/**
 * One start of an app at `path`, traced until `isShown` holds with nothing loading: the CPU time of
 * each group of threads from the navigation to that moment (bench/thread-cpu.mjs).
 */
async function tracedStart(browser, page, path, isShown, arg) {
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'loading', 'devtools.timeline'] });
    await page.goto(path, { waitUntil: 'commit' });
    await untilShown(page, isShown, arg, 'bench:shown');
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const shown = traceEvents.find(event => event.name === 'bench:shown');
    // the navigation of the document that showed the screen (not an inner frame's)
    const navigationId = shown?.args?.data?.navigationId;
    const navigation = traceEvents.find(event => event.name === 'navigationStart' && event.args?.data?.navigationId === navigationId);
    if (!shown || !navigation) throw new Error('bench: the trace has no navigation or no shown mark');
    return cpuByThreadGroup(traceEvents, { from: navigation.ts, to: shown.ts, mainPid: shown.pid });
}


/** Every API answer the page gets from now on, by path (the last one of a path wins). */
function recordAnswers(page, answers) {
    page.on('response', async response => {
        if (!isApiCall(new URL(response.url())) || !['fetch', 'xhr'].includes(response.request().resourceType())) return;
        try {
            answers.set(new URL(response.url()).pathname, { status: response.status(), body: await response.text() });
        } catch {
            // the page closed meanwhile
        }
    });
}

/** The list's rows are there (15, or every row when fewer). */
const rowsShown = () => document.querySelectorAll('#main-content tbody tr').length >= 1;
/** The record's page shows its fields: the account holder's name is in the page's content. */
const recordShown = name => Boolean(document.querySelector('#main-content')?.textContent?.includes(name));

function buildOrFail(args, what, env = {}) {
    console.log(`bench: building ${what} ...`);
    const built = spawnSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    if (built.status !== 0) throw new Error(`building ${what} failed`);
}
if (!option('--dist') && (BUILD || !existsSync(join(DIST, 'index.html')))) buildOrFail(['npm', 'run', 'build:demo', '--silent'], 'the demo bundle (npm run build:demo)');
if (ONLY !== 'screens' && (BUILD || !existsSync(join(REF_DIST, 'index.html')))) {
    buildOrFail(
        ['vite', 'build', '--config', 'bench/reference-minimal/vite.config.ts', '--outDir', REF_DIST, '--emptyOutDir'],
        'the reference app (bench/reference-minimal/)',
        { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
    );
}

if (ONLY !== 'screens' && (BUILD || !existsSync(join(NOMOCK_DIST, 'index.html')))) {
    buildOrFail(['vite', 'build', '--outDir', NOMOCK_DIST, '--emptyOutDir'], 'the admin without its mock (the production build)', { VITE_MOCK_API: 'false' });
}

const loads = [];
const readLoad = () => loads.push(loadavg()[0]);
const server = await startStaticServer({ root: DIST });
const refServer = ONLY === 'screens' ? null : await startStaticServer({ root: REF_DIST });
const nomockServer = ONLY === 'screens' ? null : await startStaticServer({ root: NOMOCK_DIST });
const browser = await launchChromium();
const results = new Map();
const record = (name, figures) => results.set(name, [...(results.get(name) ?? []), figures]);
const compared = { list: { admin: [], reference: [], nomock: [] }, record: { admin: [], reference: [], nomock: [] } };
/** one counted start of each app and screen: React's components drawn, by part of the page */
const drawn = { list: {}, record: {}, fiveRows: {} };
/** --threads: per app, the traced starts' CPU by group of threads */
const threads = { admin: [], nomock: [], reference: [] };
try {
    if (ONLY !== 'screens') {
        // the admin's record: the newest bank account, and its holder's name
        // and what the mock answers the list and the record's page, for the admin without it
        const { context, page } = await freshPage(browser, server.url, { count: false });
        const answers = new Map();
        recordAnswers(page, answers);
        const answer = page.waitForResponse(response => ['fetch', 'xhr'].includes(response.request().resourceType()) && /\/bank$/.test(new URL(response.url()).pathname));
        await page.goto('/bank');
        const body = await (await answer).json();
        const first = (body.data ?? body)[0];
        const adminRecord = { path: `/bank/${first.id}/show`, name: first.account_name };
        await settled(page, { quietMs: 500 });
        await page.goto(adminRecord.path);
        await page.waitForFunction(recordShown, adminRecord.name);
        await settled(page, { quietMs: 500 });
        await context.close();
        const admin = {
            list: () => ['/bank', rowsShown, null],
            record: () => [adminRecord.path, recordShown, adminRecord.name],
        };
        const starts = {
            admin,
            // the admin without its mock opens the same paths
            nomock: admin,
            // react-admin's own router is a hash router
            reference: {
                list: () => ['/#/bank', rowsShown, null],
                record: () => [`/#/bank/${REF_RECORD.id}/show`, recordShown, REF_RECORD.account_name],
            },
        };
        /** A fresh page of one of the three apps, React's work not counted. */
        const appPage = app =>
            freshPage(browser, app === 'reference' ? refServer.url : app === 'nomock' ? nomockServer.url : server.url, {
                reference: app === 'reference',
                answers: app === 'nomock' ? answers : null,
                count: false,
            });
        for (let run = 0; run < RUNS; run++) {
            // the admin and the reference alternate (which goes first changes every run); the
            // admin without its mock takes its turn between them
            const order = run % 2 === 0 ? ['admin', 'nomock', 'reference'] : ['reference', 'nomock', 'admin'];
            for (const screen of ['list', 'record']) {
                for (const app of order) {
                    readLoad();
                    const { context, page, cdp } = await appPage(app);
                    compared[screen][app].push(await measureStart(page, cdp, ...starts[app][screen]()));
                    await context.close();
                }
            }
        }
        for (const screen of ['list', 'record']) {
            for (const app of ['admin', 'reference']) {
                const reference = app === 'reference';
                const { context, page, cdp } = await freshPage(browser, reference ? refServer.url : server.url, { reference });
                drawn[screen][app] = await measureStart(page, cdp, ...starts[app][screen]());
                await context.close();
            }
        }
        for (let run = 0; THREADS && run < THREAD_RUNS; run++) {
            const order = run % 2 === 0 ? ['admin', 'nomock', 'reference'] : ['reference', 'nomock', 'admin'];
            for (const app of order) {
                const { context, page } = await appPage(app);
                threads[app].push(await tracedStart(browser, page, ...starts[app].list()));
                await context.close();
            }
        }
        // a row's components: the list with 5 rows a page against 15
        for (const app of ['admin', 'reference']) {
            const reference = app === 'reference';
            const { context, page, cdp } = await freshPage(browser, reference ? refServer.url : server.url, { reference });
            const [path, isShown] = starts[app].list();
            drawn.fiveRows[app] = await measureStart(page, cdp, `${path}?perPage=5`, isShown, null);
            await context.close();
        }
    }
    if (ONLY !== 'compare') {
        {
            // the record: the first row of the receipt queue
            const { context, page } = await freshPage(browser, server.url);
            await page.goto('/receipt');
            SCREENS[2].path = new URL(await page.locator('tbody tr a').first().getAttribute('href'), server.url).pathname;
            await context.close();
        }
        for (let run = 0; run < RUNS; run++) {
            for (const screen of SCREENS) {
                readLoad();
                const { context, page, cdp } = await freshPage(browser, server.url);
                await page.addInitScript(watchLiveAfterShown, [screen.shown, LOADING_SELECTOR, isPanelOrdersRead.toString()]);
                const figures = await measure(page, cdp, () => page.goto(screen.path), screen.shown);
                const moments = await page.evaluate(() => window.__benchLive);
                const after = part => (moments?.shown != null && moments?.[part] != null ? moments[part] - moments.shown : null);
                record(`start at ${screen.name}`, { ...figures, panel: after('panel'), connected: after('connected') });
                if (screen.path === '/receipt') {
                    const open = () => page.locator('tbody tr').first().locator('a').first().click();
                    record('queue → its first record (a click)', await measure(page, cdp, open, '[data-testid="decision-buttons"]'));
                }
                await context.close();
            }
        }
    }
} finally {
    await browser.close();
    await server.close();
    await refServer?.close();
    await nomockServer?.close();
}

const median = (list, key) => quantile(list.map(item => item[key]), 0.5);
const problems = [];
if (ONLY !== 'screens') {
    const rows = [];
    const ratios = [];
    for (const [screen, { admin, reference }] of Object.entries(compared)) {
        for (const moment of ['atShown', 'atQuiet']) {
            const a = admin.map(start => start[moment]);
            const r = reference.map(start => start[moment]);
            const when = moment === 'atShown' ? 'shown' : 'quiet';
            const cell = (list, key, digits = 0) => median(list, key).toFixed(digits);
            for (const [app, list] of [['admin', a], ['reference', r]]) for (const start of list) start.drawn = drawn[screen][app][moment].drawn;
            rows.push([`${screen}, ${when}: admin`, when === 'shown' ? cell(a, 'shown') : '', cell(a, 'task'), cell(a, 'thread'), cell(a, 'nodes'), cell(a, 'heap', 1), cell(a, 'drawn')]);
            rows.push([`${screen}, ${when}: reference`, when === 'shown' ? cell(r, 'shown') : '', cell(r, 'task'), cell(r, 'thread'), cell(r, 'nodes'), cell(r, 'heap', 1), cell(r, 'drawn')]);
            const ratio = key => median(a, key) / median(r, key);
            rows.push([`${screen}, ${when}: admin ÷ reference`, when === 'shown' ? `${ratio('shown').toFixed(2)}×` : '', `${ratio('task').toFixed(2)}×`, `${ratio('thread').toFixed(2)}×`, `${ratio('nodes').toFixed(2)}×`, `${ratio('heap').toFixed(2)}×`, `${ratio('drawn').toFixed(2)}×`]);
            if (moment === 'atShown') {
                // each start's own ratio to the reference's start next to it, to show the spread
                const pairs = a.map((start, index) => start.task / r[index].task).sort((x, y) => x - y);
                ratios.push([screen, ratio('task'), pairs[0], pairs[pairs.length - 1], ratio('thread')]);
            }
        }
    }
    console.log(`\nThe admin against a minimal react-admin app (bench/reference-minimal/), alternating, fresh contexts: medians of ${RUNS} starts each`);
    table(rows, ['start', 'shown ms', 'main thread ms', 'main thread CPU ms', 'DOM nodes', 'JS heap MB', 'components drawn*']);
    console.log('* components drawn: one more start of each, counted through React\'s DevTools hook (the count is work of its own, so the timed starts go without it)');
    const mockRows = [];
    for (const [screen, { admin, reference, nomock }] of Object.entries(compared)) {
        const at = list => list.map(start => start.atShown);
        const [a, n, r] = [at(admin), at(nomock), at(reference)];
        for (const key of ['task', 'thread']) {
            mockRows.push([
                `${screen}: ${key === 'task' ? 'main thread ms' : 'main thread CPU ms'}`,
                median(a, key).toFixed(0),
                median(n, key).toFixed(0),
                median(r, key).toFixed(0),
                `${(median(n, key) / median(r, key)).toFixed(2)}×`,
                `${(median(a, key) - median(n, key)).toFixed(0)}`,
            ]);
        }
    }
    console.log(`\nThe admin without its mock (the production build, its API answered outside the page as the reference's is), in the same run: medians to the shown screen`);
    table(mockRows, ['start', 'admin (demo build)', 'admin without its mock', 'reference', 'without its mock ÷ reference', 'demo − production build (ms)']);
    const partRows = [];
    for (const screen of ['list', 'record']) {
        for (const app of ['admin', 'reference']) {
            const { atShown, atQuiet } = drawn[screen][app];
            const parts = [...new Set([...Object.keys(atShown.parts), ...Object.keys(atQuiet.parts)])].sort();
            for (const part of parts) partRows.push([`${screen}: ${app}`, part, String(atShown.parts[part] ?? 0), String(atQuiet.parts[part] ?? 0)]);
            partRows.push([`${screen}: ${app}`, "(React's commits)", String(atShown.commits), String(atQuiet.commits)]);
        }
    }
    console.log('\nComponents drawn by part of the page (the counted start): once the screen is shown, and once the page is quiet');
    table(partRows, ['start', 'part', 'shown', 'quiet']);
    const perRow = app => {
        const fifteen = drawn.list[app].atShown;
        const five = drawn.fiveRows[app].atShown;
        const nodes = figures => figures.nodes;
        return `${((fifteen.parts.page - five.parts.page) / 10).toFixed(0)} components and ${((nodes(fifteen) - nodes(five)) / 10).toFixed(0)} DOM nodes`;
    };
    console.log(`A list row (the list at 15 rows a page against 5, the page's part): the admin ${perRow('admin')}, the reference ${perRow('reference')}`);
    if (THREADS) {
        const apps = ['admin', 'nomock', 'reference'];
        const cell = (app, read) => quantile(threads[app].map(read), 0.5).toFixed(0);
        const threadRows = THREAD_GROUPS.map(group => [group.label, ...apps.map(app => cell(app, start => start.cpu[group.key]))]);
        threadRows.push(['all of them', ...apps.map(app => cell(app, start => Object.values(start.cpu).reduce((sum, ms) => sum + ms, 0)))]);
        threadRows.push(["the main thread's task time (CPU and waiting for a core)", ...apps.map(app => cell(app, start => start.mainTaskMs))]);
        console.log(`\nWhere a start's CPU goes, thread by thread: ${THREAD_RUNS} traced starts of each at the list (alternating), CPU ms from the navigation to the rows, medians (tracing slows a start: compare these with each other)`);
        table(threadRows, ['threads', 'admin (demo build)', 'admin without its mock', 'reference']);
    }
    for (const [screen, ratio, low, high, cpu] of ratios) {
        const worse = Math.max(ratio, cpu);
        console.log(
            `${screen}: main-thread time to the shown screen ${ratio.toFixed(2)}× the reference's (pairs ${low.toFixed(2)}–${high.toFixed(2)}×), ` +
                `its CPU time ${cpu.toFixed(2)}×; target: both ≤ ${TARGET_RATIO.toFixed(2)}× ${worse <= TARGET_RATIO ? 'ok' : 'MISSED'}`
        );
        if (worse > TARGET_RATIO) problems.push(`${screen}: ${ratio.toFixed(2)}× the reference's main-thread time, ${cpu.toFixed(2)}× its CPU time (target ${TARGET_RATIO.toFixed(2)}×)`);
    }
}
/** A part of the live layer after the shown screen: median (max) over the starts, "–" for a step that is not a start. */
const liveCell = (list, part) => {
    const live = list.map(item => item[part]).filter(value => typeof value === 'number');
    if (!live.length) return '–';
    const missed = list.length - live.length;
    return `${Math.round(quantile(live, 0.5))} (${Math.round(Math.max(...live))})${missed ? `, ${missed} never` : ''}`;
};
if (ONLY !== 'compare') {
    const rows = [...results].map(([name, list]) => {
        const cpu = list.map(item => item.cpu).filter(value => value !== null);
        return [
            name,
            Math.round(median(list, 'shown')),
            cpu.length ? `${Math.round(quantile(cpu, 0.5))} (${Math.min(...cpu)}–${Math.max(...cpu)})` : '–',
            Math.round(median(list, 'main')),
            Math.round(median(list, 'commits')),
            Math.round(median(list, 'drawn')),
            liveCell(list, 'panel'),
            liveCell(list, 'connected'),
        ];
    });
    console.log(`\nStarting the admin in a fresh browser context, and one step inside it: medians of ${RUNS} runs each`);
    table(rows, ['step', 'shown ms', 'Chromium CPU ms (min–max)', 'main thread ms', 'commits', 'components drawn', 'live panel and figures after shown ms (max)*', 'channel connected after shown ms (max)']);
    console.log('* the live layer starts once the first screen is shown: from then, the gold price and the live-order panel with the waiting orders read');
}
console.log(`\nLoad average (1 min) during the starts: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (median ${quantile(loads, 0.5).toFixed(1)}) on ${(await import('node:os')).cpus().length} cores`);
if (CHECK) {
    if (problems.length) {
        console.error(`\nbench:load --check FAILED: ${problems.join('; ')}`);
        process.exit(1);
    }
    console.log('\nbench:load --check passed');
}
