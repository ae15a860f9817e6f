import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type BuildEnvironmentOptions, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The embedded mock backend (src/mock/): on for `vite` (dev) unless VITE_MOCK_API=false,
 * off for a build unless VITE_MOCK_API=true. `__MOCK_API__` is a compile-time constant, so a
 * production build drops every import of src/mock and msw.
 */
export function isMockEnabled(command: 'serve' | 'build', flag: string | undefined): boolean {
    if (command === 'serve') return flag !== 'false';
    return flag === 'true';
}

/**
 * The template kit (src/templates/, docs/template-kit.md): on for `vite` (dev) unless VITE_TEMPLATE_KIT=false; in a build,
 * on when VITE_TEMPLATE_KIT=true, or in a demo build (mock on) unless VITE_TEMPLATE_KIT=false.
 * `__TEMPLATE_KIT__` is a compile-time constant, so a production build drops src/templates.
 */
export function isTemplateKitEnabled(command: 'serve' | 'build', flag: string | undefined, mock: boolean): boolean {
    if (flag === 'true') return true;
    if (flag === 'false') return false;
    return command === 'serve' || mock;
}

/** What the page loads as code, style or font: never an API call, so never the mock's to answer. */
const STATIC_DESTINATIONS = ['script', 'style', 'font', 'worker', 'sharedworker'];

/**
 * MSW's service worker with one check added at the top of its fetch listener: a request for the
 * page's own scripts, styles and fonts (by `Request.destination`) goes straight to the network.
 * Unchanged, the worker hands every request the page makes to the page's MSW and waits for it to
 * say "not mine": a lazily loaded screen's dozens of chunks (hundreds of modules in dev) each paid
 * a round trip through the page's busy main thread. Every mocked call is a `fetch` (destination
 * ''), an image, or the web app manifest, and still reaches the mock. The worker's integrity
 * checksum is MSW's own, so MSW still checks the worker's version.
 */
export function mockServiceWorkerSource(original: string): string {
    const listener = "addEventListener('fetch', function (event) {";
    if (!original.includes(listener)) throw new Error("msw/mockServiceWorker.js: its fetch listener has changed; update vite.config.ts's mockServiceWorkerSource");
    return original.replace(
        listener,
        `${listener}\n  // Zar Admin: the page's own code, styles and fonts are never mocked (vite.config.ts)\n  if (${JSON.stringify(STATIC_DESTINATIONS)}.includes(event.request.destination)) {\n    return\n  }\n`
    );
}

/** Where the product mock's service worker is served, for a page to register (src/mock/browser.ts registers the same path). */
const ZAR_MOCK_SERVICE_WORKER_PATH = '/zarMockServiceWorker.js';
/** The product mock's own service worker (src/mock/browser.ts): a plain script, served as it is. */
const zarMockServiceWorker = () => fileURLToPath(new URL('./src/mock/serviceWorker/zarMockServiceWorker.js', import.meta.url));

/**
 * Serves (dev) or emits (build) the service workers of the mocks, only when they are on: the
 * product mock's `/zarMockServiceWorker.js` (it carries the page's requests to the mock's worker,
 * src/mock/browser.ts), and MSW's `/mockServiceWorker.js`, which only the template kit's mock API
 * uses, in a build that has the kit without the product's mock (src/templates/mock/startKitMockApi.ts).
 */
function mockServiceWorker({ mock, kit }: { mock: boolean; kit: boolean }): Plugin {
    const require = createRequire(import.meta.url);
    const workers: Array<{ path: string; enabled: boolean; source: () => string }> = [
        { path: ZAR_MOCK_SERVICE_WORKER_PATH, enabled: mock, source: () => readFileSync(zarMockServiceWorker(), 'utf8') },
        { path: '/mockServiceWorker.js', enabled: kit && !mock, source: () => mockServiceWorkerSource(readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')) },
    ];
    const serve = (middlewares: { use(path: string, handler: (req: unknown, res: { setHeader(name: string, value: string): void; end(text: string): void }, next: () => void) => void): void }) => {
        for (const worker of workers) {
            middlewares.use(worker.path, (_req, res, next) => {
                if (!worker.enabled) return next();
                res.setHeader('Content-Type', 'text/javascript');
                res.end(worker.source());
            });
        }
    };
    return {
        name: 'zar:mock-service-worker',
        configureServer(server) {
            serve(server.middlewares);
        },
        configurePreviewServer(server) {
            serve(server.middlewares);
        },
        generateBundle() {
            for (const worker of workers) {
                if (worker.enabled) this.emitFile({ type: 'asset', fileName: worker.path.slice(1), source: worker.source() });
            }
        },
    };
}

/** The mock's worker as the build emits it (src/mock/worker/mockWorker.ts, `new Worker(new URL(…))` in src/mock/browser.ts). */
const MOCK_WORKER_FILE = /(^|\/)mockWorker-[\w-]+\.js$/;

/** The module of the mock's page part (the chunk src/main.tsx imports in a build with the mock). */
const MOCK_PAGE_MODULE = /[\\/]src[\\/]mock[\\/]browser\.ts$/;

/** The files of the mock's page part the entry does not already load: its chunk and the chunks it imports. */
function mockPageFiles(bundle: Rolldown.OutputBundle): string[] {
    const chunks = Object.values(bundle).filter(file => file.type === 'chunk');
    const entry = chunks.find(chunk => chunk.isEntry);
    const page = chunks.find(chunk => MOCK_PAGE_MODULE.test(chunk.facadeModuleId ?? ''));
    if (!page) throw new Error('vite.config.ts, startMockEarly: the build emitted no chunk for the mock\'s page part (src/mock/browser.ts, imported by src/main.tsx)');
    const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
    return [page.fileName, ...page.imports].filter(file => !loaded.has(file));
}

/**
 * The embedded mock starts with the page (a build with the mock: the demo build): a script in the
 * built index.html's head starts the mock's worker and registers its service worker while the
 * admin's own script is still arriving and being run, instead of after it (src/mock/browser.ts
 * takes the worker: `window.__zarMockEarly`). Both were on a start's way to its first answer: the
 * worker's start (its code, its seed data) and the service worker's registration each took about
 * 0.1 s after the admin's script had run. The page's own part of the mock (src/mock/browser.ts and
 * the chunks it imports, which src/main.tsx imports before the first call) is preloaded beside the
 * admin's script, so it is there when that script runs instead of fetched after it. The
 * development server starts them from the script.
 */
export function startMockEarly({ mock }: { mock: boolean }): Plugin {
    return {
        name: 'zar:start-mock-early',
        apply: 'build',
        transformIndexHtml: {
            order: 'post',
            handler(_html, context) {
                if (!mock) return [];
                const worker = Object.keys(context.bundle ?? {}).find(file => MOCK_WORKER_FILE.test(file));
                if (!worker) throw new Error("vite.config.ts, startMockEarly: the build emitted no mock worker (src/mock/browser.ts's new Worker(new URL('./worker/mockWorker.ts', …)))");
                const options = JSON.stringify({ type: 'module', name: 'zar-mock' });
                return [
                    ...mockPageFiles(context.bundle ?? {}).map(file => ({
                        tag: 'link',
                        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
                        injectTo: 'head' as const,
                    })),
                    {
                        tag: 'script',
                        children: `window.__zarMockEarly={worker:new Worker(${JSON.stringify(`/${worker}`)},${options})};navigator.serviceWorker&&navigator.serviceWorker.register(${JSON.stringify(ZAR_MOCK_SERVICE_WORKER_PATH)},{scope:'/'}).catch(function(){});`,
                        injectTo: 'head' as const,
                    },
                ];
            },
        },
    };
}

/**
 * MSW's cookie store replaced by one that keeps nothing (src/mock/msw/cookieStore.ts): the mock
 * sets and reads no cookies, and MSW's store would bring tough-cookie and its public-suffix list
 * (about 330 KB of script) into every start of a demo build (the mock's worker, and the template
 * kit's page). The development server pre-bundles MSW apart from the build's plugins and keeps
 * MSW's own store there (harmless, only heavier; in the mock's worker it is given an empty
 * localStorage: src/mock/worker/workerGlobals.ts).
 */
export function mswCookieStore(): Plugin {
    const replacement = fileURLToPath(new URL('./src/mock/msw/cookieStore.ts', import.meta.url));
    return {
        name: 'zar:msw-cookie-store',
        enforce: 'pre',
        resolveId(source, importer) {
            if (importer && /[\\/]msw[\\/]lib[\\/]core[\\/]/.test(importer) && /(^|\/)cookieStore\.mjs$/.test(source)) return replacement;
            return null;
        },
    };
}

/** The Persian text's font files the first screen draws with: Vazirmatn's Arabic-script and Latin subsets. */
export const FIRST_SCREEN_FONTS = /(^|\/)vazirmatn-(arabic|latin)-wght-normal-[\w-]+\.woff2$/;

/**
 * Preload links for the fonts of the first screen's text, in the built index.html. The stylesheet
 * alone asks for a font only once text set in it is laid out, after the first screen's script has
 * run: until then its text is drawn in a fallback font, then shaped and laid out again when
 * Vazirmatn arrives (a visible jump, and main-thread work). Preloaded, the files arrive while the
 * script loads, and the first layout is in Vazirmatn. The development server leaves them to the
 * stylesheet.
 */
export function preloadFirstScreenFonts(): Plugin {
    return {
        name: 'zar:preload-first-screen-fonts',
        apply: 'build',
        transformIndexHtml: {
            order: 'post',
            handler(_html, context) {
                const fonts = Object.keys(context.bundle ?? {}).filter(file => FIRST_SCREEN_FONTS.test(file)).sort();
                return fonts.map(file => ({
                    tag: 'link',
                    attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
                    injectTo: 'head' as const,
                }));
            },
        },
    };
}

/** V8's explicit compile hint (Chromium 136 and later): compile every function of this file now. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The start's two big files, the first-load chunk and the shared `lazy-ui` chunk, carry V8's
 * explicit compile hint, so Chromium compiles all their functions on a background thread while
 * each file streams in. Without it V8 compiles a function on the page's main thread the first
 * time it is called, and a start calls most of these two files' functions: that compiling was
 * about a sixth of the main thread's work to the list's rows (docs/performance.md). Other files
 * are left to V8's lazy compiling (most of their functions may never run). A browser without
 * the hint reads a comment. The source maps move down the line the hint takes.
 */
export function compileHints(): Plugin {
    return {
        name: 'zar:compile-hints',
        apply: 'build',
        enforce: 'post',
        // after Vite's own rewriting of the chunks (its preload list goes at their top)
        generateBundle: { order: 'post', handler(_options, bundle) {
            for (const file of Object.values(bundle)) {
                if (file.type !== 'chunk' || !(file.isEntry || file.name === 'lazy-ui')) continue;
                file.code = COMPILE_HINT + file.code;
                const map = bundle[`${file.fileName}.map`];
                if (map?.type === 'asset' && typeof map.source === 'string') {
                    const parsed = JSON.parse(map.source) as { mappings: string };
                    map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
                }
            }
        } },
    };
}

/**
 * The build settings that decide the bundle's size. bench/reference-app/vite.config.ts builds the
 * bench's reference app (a bare react-admin app) with these same settings, so that the first loads
 * compared are built alike.
 */
export const productionBuild = {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
        output: {
            codeSplitting: {
                // Everything the first page needs (what index.html's entry imports
                // statically) goes in one chunk beside the entry. Without it, Rolldown
                // splits modules the entry shares with lazy features (the template kit's
                // apps) out into more first-load files, so a lazy feature would change
                // the first load (bench/bundle-size.mjs checks it does not).
                // Rolldown's own runtime goes there too (a lazy feature would otherwise
                // move it to a file of its own).
                groups: [
                    { name: 'first-load', test: (id: string) => id === '\0rolldown/runtime.js', priority: 1 },
                    { name: 'first-load', tags: ['$initial'] },
                    // What lazy features take from react-admin and MUI beyond the first load (the
                    // list's table, pagination, chips, switches, dialogs…) in one shared chunk, not
                    // dozens: a screen's first visit then fetches a few files instead of about fifty,
                    // each of which cost the page's main thread a request, a preload link and a
                    // module of its own to instantiate (docs/performance.md).
                    { name: 'lazy-ui', test: /node_modules[\\/](?:@mui[\\/](?:material|icons-material|system|utils)|ra-ui-materialui|ra-core)[\\/]/ },
                    // What the resource screens share of the admin's own code (the field types, the
                    // record's layout, decisions, drafts, conflicts, the timeline, presence's rooms, the
                    // catalogue), modules two or more lazy chunks import, in one shared chunk too: a
                    // record's page fetched about 25 files before its fields showed, now 3 (its screen,
                    // lazy-ui and this), each file a request and a load event on the main thread.
                    { name: 'lazy-screens', test: /^(?!.*node_modules).*[\\/]src[\\/](?:resources|catalogue|realtime[\\/]presence)[\\/]/, minShareCount: 2 },
                ],
            },
        },
    },
} satisfies BuildEnvironmentOptions;

/**
 * One stylis for Emotion and for the admin's right-to-left styles (src/layout/RtlCache.tsx): the
 * project's own (4.4), which the prefixer and the flip import. Emotion pins 4.2 and would bring a
 * second copy of the parser into the first load (and warm it up at every start); with 4.4 it
 * inserts the same rules (compared on every screen of the menu, light and dark).
 */
export const STYLIS = createRequire(import.meta.url).resolve('stylis/package.json').replace(/package\.json$/, 'index.js');

export default defineConfig(({ command, mode }) => {
    const env = loadEnv(mode, process.cwd(), 'VITE_');
    const flag = process.env.VITE_MOCK_API ?? env.VITE_MOCK_API;
    const mock = isMockEnabled(command, flag);
    const kit = isTemplateKitEnabled(command, process.env.VITE_TEMPLATE_KIT ?? env.VITE_TEMPLATE_KIT, mock);
    return {
        plugins: [react(), mockServiceWorker({ mock, kit }), startMockEarly({ mock }), mswCookieStore(), preloadFirstScreenFonts(), compileHints()],
        // the mock's worker (src/mock/worker/mockWorker.ts): an ES module, with MSW's cookie store left out as in the page
        worker: { format: 'es' as const, plugins: () => [mswCookieStore()] },
        define: {
            __MOCK_API__: JSON.stringify(mock),
            __TEMPLATE_KIT__: JSON.stringify(kit),
        },
        // Scan every source file up front, so lazily loaded screens don't make the dev server
        // re-optimise dependencies (and reload the page) on first visit.
        optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}'] },
        resolve: { alias: [{ find: /^stylis$/, replacement: STYLIS }] },
        server: { port: 5173 },
        preview: { port: 4173 },
        build: productionBuild,
    };
});
