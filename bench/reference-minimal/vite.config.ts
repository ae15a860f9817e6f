import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { productionBuild } from '../../vite.config';

/**
 * The bench's minimal reference app (bench/bundle-size.mjs builds it, bench/page-load.mjs runs
 * it): the product's Vite, React plugin and size-deciding build settings (`productionBuild`:
 * target, Rolldown's default minifier, the first-load chunk grouping), over
 * bench/reference-minimal/index.html. The output directory is given on the command line.
 */
export default defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react()],
    // no public files: the reference is measured, not served
    publicDir: false,
    logLevel: 'warn',
    build: { ...productionBuild, emptyOutDir: true },
});
