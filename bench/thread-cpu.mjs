// Shared by the start benchmark (bench/page-load.mjs, --threads): where a start's CPU goes, thread
// by thread, read from a Chromium trace.

/** The groups a thread is counted in, by process and thread name, in the order they are printed. */
export const THREAD_GROUPS = [
    { key: 'main', label: "the page's main thread" },
    { key: 'background', label: "the page's background threads (V8 compiling and collecting, decoding)" },
    { key: 'workers', label: "the page's workers (the mock's worker and service worker)" },
    { key: 'compositor', label: "the page's compositor and IO threads" },
    { key: 'browser', label: 'the browser process' },
    { key: 'gpu', label: 'the GPU process (drawing, in software)' },
    { key: 'other', label: 'other threads' },
];

/** The group of a thread, by its process's and its own name as Chromium's trace gives them. */
export function threadGroup(processName, threadName) {
    if (processName === 'Browser') return 'browser';
    if (processName === 'GPU Process') return 'gpu';
    if (processName !== 'Renderer') return 'other';
    if (threadName === 'CrRendererMain') return 'main';
    if (/^ThreadPool/.test(threadName)) return 'background';
    if (/Worker thread$/.test(threadName)) return 'workers';
    if (/^(Compositor|Chrome_ChildIOThread)/.test(threadName)) return 'compositor';
    return 'other';
}

/**
 * The CPU time of every thread between two moments of a trace (trace clock, µs), summed by group
 * (ms): each thread's outermost complete events (`ph: 'X'`) that begin in the window, by their
 * thread time (`tdur`), so that nested events count once. For the page's main thread, also the
 * wall time of those events (`mainTaskMs`): a task's time, which counts the moments the thread
 * waited for a core. `mainPid` names the page's renderer: other renderers' main threads are
 * counted as other threads.
 */
export function cpuByThreadGroup(traceEvents, { from, to, mainPid }) {
    const processNames = new Map();
    const threadNames = new Map();
    for (const event of traceEvents) {
        if (event.ph !== 'M') continue;
        if (event.name === 'process_name') processNames.set(event.pid, event.args?.name);
        if (event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args?.name);
    }
    const byThread = new Map();
    for (const event of traceEvents) {
        if (event.ph !== 'X' || typeof event.dur !== 'number' || event.ts < from || event.ts >= to) continue;
        const key = `${event.pid}:${event.tid}`;
        let list = byThread.get(key);
        if (!list) byThread.set(key, (list = []));
        list.push(event);
    }
    const cpu = Object.fromEntries(THREAD_GROUPS.map(group => [group.key, 0]));
    let mainTaskMs = 0;
    for (const [key, events] of byThread) {
        const pid = Number(key.split(':')[0]);
        let group = threadGroup(processNames.get(pid), threadNames.get(key) ?? '');
        if (group === 'main' && pid !== mainPid) group = 'other';
        // outermost first: by start, the longer of two that start together first
        events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
        let end = -Infinity;
        for (const event of events) {
            if (event.ts < end) continue;
            end = event.ts + event.dur;
            cpu[group] += (event.tdur ?? event.dur) / 1000;
            if (group === 'main') mainTaskMs += event.dur / 1000;
        }
    }
    return { cpu, mainTaskMs };
}
