/**
 * Vitest setup for every test file. Files without a DOM (the `node` project: *.test.ts, see
 * vitest.config.ts) get nothing more; files with one (*.test.tsx, or a .ts file whose first line
 * is `// @vitest-environment jsdom`) get the browser setup of ./setup.dom.ts. Neither imports
 * react-admin: a file that needs it imports it itself.
 */
import * as nodeTimers from 'node:timers';
import { vi } from 'vitest';

// In the dom project the files of a worker run one after another in the same process and the
// same jsdom (`isolate: false` in vitest.config.ts: loading react-admin and MUI, and creating
// jsdom, once per worker rather than once per file). Each file still starts from fresh modules
// of its own: the app's and the tests' modules are evaluated again (their state — the live
// store, the mock backend's store, the signed-in admin — begins as on a page load), while the
// packages in node_modules, which hold no state of the app, stay loaded. This runs before the
// file imports anything.
vi.resetModules();
// what a file may have left behind in the process it shares
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
// and Node's own timers: a spy on a faked timer is restored by Vitest once more after its file
// (vi.restoreAllMocks() between files), putting back the fake of a clock that no longer runs —
// every later timer of that name in the worker would never fire
for (const name of ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] as const) {
    if (globalThis[name] !== nodeTimers[name]) Object.assign(globalThis, { [name]: nodeTimers[name] });
}
// and the same for fetch (a spy on the fetch of an MSW server, restored after the server closed,
// puts the closed server's fetch back): the worker's own, as its first file found it
const ownFetch = globalThis as { [key: symbol]: typeof fetch | undefined };
const FETCH = Symbol.for('zar.tests.fetch');
ownFetch[FETCH] ??= globalThis.fetch;
if (globalThis.fetch !== ownFetch[FETCH]) globalThis.fetch = ownFetch[FETCH]!;

if (typeof window !== 'undefined') await import('./setup.dom');
export {};
