import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);

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
        // A test that fails reports within seconds. A screen test takes 1–3 s on a quiet
        // two-core machine and up to ~15 s when other builds share it; 30 s leaves room for that,
        // and the waits inside a test (tests/setup.dom.ts) give up sooner with their own message.
        testTimeout: 30_000,
        hookTimeout: 30_000,
        env: { TZ: 'Asia/Tehran' },
        // Two environments, chosen by the file's extension (see docs/testing.md):
        projects: [
            {
                extends: true,
                test: {
                    // logic: no DOM. A .ts file that needs one (localStorage, document) says so
                    // on its first line: // @vitest-environment jsdom
                    name: 'node',
                    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
                    environment: 'node',
                },
            },
            {
                extends: true,
                test: {
                    // components and screens: jsdom, with tests/setup.dom.ts
                    name: 'dom',
                    include: ['tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.tsx'],
                    environment: 'jsdom',
                },
            },
        ],
    },
});
