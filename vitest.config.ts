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
        environment: 'jsdom',
        include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
        setupFiles: ['tests/setup.ts'],
        css: false,
        testTimeout: 180000,
        env: { TZ: 'Asia/Tehran' },
    },
});
