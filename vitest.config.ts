import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);

/**
 * Logic files that need a DOM (localStorage, document, the HTTP client against MSW in a page):
 * their first line is `// @vitest-environment jsdom`. They run in the `dom` project, sharing its
 * workers' jsdom, instead of each creating one in a process of its own.
 */
const LOGIC_WITH_DOM = ['tests/unit', 'tests/integration'].flatMap(dir =>
    readdirSync(dir)
        .filter(name => name.endsWith('.test.ts'))
        .map(name => `${dir}/${name}`)
        .filter(file => readFileSync(file, 'utf8').startsWith('// @vitest-environment jsdom'))
);

export default defineConfig({
    plugins: [react()],
    define: {
        __MOCK_API__: 'true',
        // product tests see the product alone; the kit's tests import src/templates directly
        __TEMPLATE_KIT__: 'false',
    },
    resolve: {
        alias: {
            // pusher-js's Node build opens real sockets that MSW cannot see.
            'pusher-js': require.resolve('pusher-js/dist/web/pusher.js'),
        },
    },
    test: {
        globals: true,
        setupFiles: ['tests/setup.ts'],
        css: false,
        // A failing test reports within seconds, not minutes: logic tests take milliseconds, and a
        // wait inside a screen test gives up after 15 s with its own message (tests/setup.dom.ts).
        // Screen tests get more (the dom project below); tests that mount the whole admin more
        // still (WHOLE_APP_TIMEOUT in tests/support/renderAdmin.tsx).
        testTimeout: 20_000,
        hookTimeout: 20_000,
        env: { TZ: 'Asia/Tehran' },
        // Vitest's default is one worker fewer than the cores: on a two-core machine that is one
        // file at a time, while the main process mostly waits. Two workers halve the wall time.
        maxWorkers: 2,
        // A worker runs its files one after another in one process (and, for screens, one jsdom):
        // the packages (react-admin, MUI, MSW, jsdom) load once per worker, not once per file. Each
        // file still gets fresh modules of the app and of tests/ (tests/setup.ts), so no module
        // state passes between files. A process per file spent most of its time loading the same
        // packages again (the logic files: 34 s against 14 s).
        isolate: false,
        // Two environments, chosen by the file's extension and first line (see docs/testing.md):
        projects: [
            {
                extends: true,
                test: {
                    // logic: no DOM. A .ts file that needs one says so on its first line
                    // (// @vitest-environment jsdom) and runs in the dom project
                    name: 'node',
                    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
                    exclude: LOGIC_WITH_DOM,
                    environment: 'node',
                },
            },
            {
                extends: true,
                test: {
                    // components and screens, and the logic files that need a DOM: jsdom, with
                    // tests/setup.dom.ts
                    name: 'dom',
                    include: ['tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.tsx', ...LOGIC_WITH_DOM],
                    environment: 'jsdom',
                    // a screen test takes 1–5 s on a quiet two-core machine; with other builds
                    // and test runs sharing it (load 10) the longest list tests took 20–30 s
                    testTimeout: 40_000,
                },
            },
        ],
    },
});
