// Types for bench/thread-cpu.mjs (its unit test imports it).

export type ThreadGroupKey = 'main' | 'background' | 'workers' | 'compositor' | 'browser' | 'gpu' | 'other';

export const THREAD_GROUPS: { key: ThreadGroupKey; label: string }[];

export function threadGroup(processName: string | undefined, threadName: string): ThreadGroupKey;

/** An event of Chromium's trace event format, as much of it as is read. */
export interface TraceEvent {
    ph: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    tdur?: number;
    name: string;
    args?: { name?: string };
}

export function cpuByThreadGroup(
    traceEvents: TraceEvent[],
    window: { from: number; to: number; mainPid: number }
): { cpu: Record<ThreadGroupKey, number>; mainTaskMs: number };
