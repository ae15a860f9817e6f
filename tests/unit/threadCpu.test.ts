// The start benchmark's CPU by group of threads (bench/thread-cpu.mjs, `npm run bench:load -- --threads`),
// read from a hand-made trace in Chromium's trace event format.
import { describe, expect, it } from 'vitest';
import { THREAD_GROUPS, cpuByThreadGroup, threadGroup } from '../../bench/thread-cpu.mjs';

const RENDERER = 10;
const OTHER_RENDERER = 11;
const BROWSER = 1;
const GPU = 2;

const meta = (pid: number, tid: number | undefined, name: string, value: string) => ({ ph: 'M', pid, tid: tid ?? 0, ts: 0, name, args: { name: value } });
const task = (pid: number, tid: number, ts: number, dur: number, tdur?: number) => ({ ph: 'X', pid, tid, ts, dur, ...(tdur === undefined ? {} : { tdur }), name: 'RunTask' });

const NAMES = [
    meta(RENDERER, undefined, 'process_name', 'Renderer'),
    meta(OTHER_RENDERER, undefined, 'process_name', 'Renderer'),
    meta(BROWSER, undefined, 'process_name', 'Browser'),
    meta(GPU, undefined, 'process_name', 'GPU Process'),
    meta(RENDERER, 1, 'thread_name', 'CrRendererMain'),
    meta(RENDERER, 2, 'thread_name', 'ThreadPoolForegroundWorker'),
    meta(RENDERER, 3, 'thread_name', 'DedicatedWorker thread'),
    meta(RENDERER, 4, 'thread_name', 'Compositor'),
    meta(OTHER_RENDERER, 1, 'thread_name', 'CrRendererMain'),
    meta(BROWSER, 1, 'thread_name', 'CrBrowserMain'),
    meta(GPU, 1, 'thread_name', 'VizCompositorThread'),
];

describe('cpuByThreadGroup', () => {
    it('sums each thread’s outermost events by their thread time, in the group of its process and name', () => {
        const { cpu, mainTaskMs } = cpuByThreadGroup(
            [
                ...NAMES,
                // the page's main thread: a 30-ms task that ran 10 ms (it waited for a core), with an event inside it
                task(RENDERER, 1, 1_000, 30_000, 10_000),
                task(RENDERER, 1, 2_000, 5_000, 4_000),
                task(RENDERER, 1, 40_000, 2_000, 2_000),
                task(RENDERER, 2, 1_000, 8_000, 7_000),
                task(RENDERER, 3, 1_000, 3_000, 3_000),
                task(RENDERER, 4, 1_000, 1_000, 1_000),
                task(BROWSER, 1, 1_000, 6_000, 5_000),
                task(GPU, 1, 1_000, 2_000, 2_000),
                // another page's renderer is not this page's main thread
                task(OTHER_RENDERER, 1, 1_000, 9_000, 9_000),
            ],
            { from: 0, to: 100_000, mainPid: RENDERER }
        );
        expect(cpu).toEqual({ main: 12, background: 7, workers: 3, compositor: 1, browser: 5, gpu: 2, other: 9 });
        expect(mainTaskMs).toBe(32);
    });

    it('counts only what begins between the two moments', () => {
        const { cpu, mainTaskMs } = cpuByThreadGroup(
            [...NAMES, task(RENDERER, 1, 500, 4_000, 4_000), task(RENDERER, 1, 5_000, 3_000, 3_000), task(RENDERER, 1, 20_000, 1_000, 1_000)],
            { from: 1_000, to: 20_000, mainPid: RENDERER }
        );
        expect(cpu.main).toBe(3);
        expect(mainTaskMs).toBe(3);
    });

    it('takes an event without thread time at its wall time, and leaves out what is not a complete event', () => {
        const { cpu } = cpuByThreadGroup(
            [...NAMES, task(RENDERER, 2, 1_000, 2_500), { ph: 'I', pid: RENDERER, tid: 2, ts: 2_000, name: 'mark' }, { ph: 'B', pid: RENDERER, tid: 2, ts: 5_000, name: 'begin' }],
            { from: 0, to: 10_000, mainPid: RENDERER }
        );
        expect(cpu.background).toBe(2.5);
    });
});

describe('threadGroup', () => {
    it('names each kind of thread’s group, and every group is printed', () => {
        expect(threadGroup('Renderer', 'ServiceWorker thread')).toBe('workers');
        expect(threadGroup('Renderer', 'Chrome_ChildIOThread')).toBe('compositor');
        expect(threadGroup('Renderer', 'ThreadPoolSingleThreadSharedForegroundBlocking0')).toBe('background');
        expect(threadGroup('Renderer', 'PerfettoTrace')).toBe('other');
        expect(threadGroup('Utility', 'CrUtilityMain')).toBe('other');
        const groups = THREAD_GROUPS.map(group => group.key);
        for (const [processName, threadName] of [
            ['Renderer', 'CrRendererMain'],
            ['Renderer', 'ThreadPoolForegroundWorker'],
            ['Renderer', 'DedicatedWorker thread'],
            ['Renderer', 'Compositor'],
            ['Browser', 'CrBrowserMain'],
            ['GPU Process', 'CrGpuMain'],
        ]) {
            expect(groups).toContain(threadGroup(processName, threadName));
        }
    });
});
