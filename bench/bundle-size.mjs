#!/usr/bin/env node
// Bundle-size report of the production build (`npm run bench`), against a bare react-admin app
// built in the same run.
//
//   npm run bench                   build the product into dist-bench/ (VITE_MOCK_API=false) and the
//                                   reference app into dist-bench-reference/, print the report
//   npm run bench -- --no-build     report on the existing dist-bench/ and dist-bench-reference/
//   npm run bench -- --check        also enforce (exit 1 otherwise); used by `npm run test:all`:
//                                   - the product's first-load JS (gzip) is no heavier than the
//                                     reference's;
//                                   - and within SANITY_GZIP (320 KB), an absolute ceiling: the
//                                     reference alone would let the product grow by its whole lead
//                                     (about 50 KB) unnoticed, or grow with the reference when a
//                                     react-admin or MUI upgrade makes both heavier;
//                                   - no mock code in the build;
//                                   - the template kit's discipline (docs/template-kit.md): the default
//                                     build holds none of the kit's code, and a second build with
//                                     VITE_TEMPLATE_KIT=true (dist-bench-kit/) has the same
//                                     first-load chunks, within KIT_DOOR_BYTES gzip (the lazy door)
//
// The reference (bench/reference-app/): what a bare react-admin 5 + MUI 7 back-office in Persian
// loads at first: an <Admin> with a tiny REST dataProvider over ra-core's fetchJson, an
// authProvider stub, ra-i18n-polyglot with ra-language-farsi, react-admin's MUI theme turned
// right-to-left, and one <Resource> on ListGuesser / ShowGuesser / EditGuesser, imported
// statically as a bare app does. How the comparison is kept fair: both are built in the same run by
// the same Vite (node_modules/vite) and React plugin, from the same node_modules, in production
// mode with the same size-deciding settings: bench/reference-app/vite.config.ts spreads the
// product's own `productionBuild` from vite.config.ts (target es2022, Vite's default minifier,
// the one 'first-load' chunk grouping; the reference has no dynamic import, so its first load is
// one chunk either way). Both are measured by the same code below, raw and gzip -9.
//
// First-load JavaScript = the entry chunk(s) of index.html plus every chunk they import
// statically, transitively (`import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`).
// Dynamic `import("./x.js")` targets are lazy and listed separately. Sizes are raw bytes and
// gzip -9 bytes (node:zlib), shown in KB (1 KB = 1024 bytes).

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { table } from './table.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR_NAME = 'dist-bench';
const DIST = join(ROOT, OUT_DIR_NAME);
// The two reference apps, each built into a directory of its own: a bare app on react-admin's
// guessers (bench/reference-app/), and the stricter minimal one, a hand-written list and show
// page with no guessers (bench/reference-minimal/).
const REFERENCES = [
    {
        name: 'guessers',
        what: 'a bare react-admin app on the guessers',
        source: 'bench/reference-app/',
        config: 'bench/reference-app/vite.config.ts',
        outDir: 'dist-bench-reference',
    },
    {
        name: 'minimal',
        what: 'a minimal react-admin app, a hand-written list and show page, no guessers',
        source: 'bench/reference-minimal/',
        config: 'bench/reference-minimal/vite.config.ts',
        outDir: 'dist-bench-minimal',
    },
].map((reference) => ({ ...reference, dist: join(ROOT, reference.outDir) }));
// The absolute ceiling of the product's first-load JS (gzip), secondary to the reference: the
// product measured 306.5 KB when it was set, the reference 358.2 KB, so the ceiling is the one a
// slow growth of the product's own first load meets first.
const SANITY_GZIP = 320 * 1024;
// Strings that only the embedded mock backend (MSW) brings into a bundle.
// MSW itself, and the app's own mock-only code (its developer settings key)
const MOCK_MARKERS = ['mockServiceWorker', 'zarMockServiceWorker', '[MSW]', 'setupWorker', 'zar-mock-settings'];
// The mocks' service workers, emitted beside the bundle when a mock is built in (vite.config.ts).
const MOCK_SERVICE_WORKERS = ['mockServiceWorker.js', 'zarMockServiceWorker.js'];
// Strings only the template kit's code holds (its session key, its mock API's token secret).
const KIT_MARKERS = ['kit.accessToken', 'zar-template-kit-secret'];
const KIT_OUT_DIR_NAME = 'dist-bench-kit';
const KIT_DIST = join(ROOT, KIT_OUT_DIR_NAME);
// With the kit on, the product's first load gains only the kit's lazy door (routes/templateKit.tsx:
// three lazy() wrappers, two routes and the menu group; about 1.3 KB gzip measured) and Rolldown's
// runtime helpers (0.9 KB raw) move from the entry into a file of their own, as the kit's lazy
// chunks share them; everything else of the kit loads lazily.
const KIT_DOOR_BYTES = 2048;
// Rolldown's runtime helpers: in the entry or in a file of their own, the same first-load code.
const RUNTIME_CHUNK = 'assets/rolldown-runtime.js';
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.txt', '.svg', '.webmanifest']);

const args = new Set(process.argv.slice(2));
const CHECK = args.has('--check');
const BUILD = !args.has('--no-build');

// ---------------------------------------------------------------------------------------------
// helpers

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const toPosix = (p) => p.split(sep).join('/');
const rel = (abs) => toPosix(relative(DIST, abs));

const sizeCache = new Map();
function sizes(abs) {
    let s = sizeCache.get(abs);
    if (!s) {
        const buf = readFileSync(abs);
        s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
        sizeCache.set(abs, s);
    }
    return s;
}
const sum = (files) =>
    files.reduce((acc, f) => {
        const s = sizes(f);
        return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip };
    }, { raw: 0, gzip: 0 });

function walk(dir, out = []) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const abs = join(dir, entry.name);
        if (entry.isDirectory()) {
            if (entry.name === '.vite') continue; // build metadata, never served
            walk(abs, out);
        } else if (entry.isFile()) {
            out.push(abs);
        }
    }
    return out;
}

function build(outDir = OUT_DIR_NAME, extraEnv = {}, config = null) {
    return new Promise((resolvePromise, reject) => {
        const flags = Object.entries({ VITE_MOCK_API: 'false', ...extraEnv }).map(([k, v]) => `${k}=${v}`).join(' ');
        console.log(
            config
                ? `bench: building the reference app (${config}) into ${outDir}/ ...`
                : `bench: building the production bundle into ${outDir}/ (${flags}) ...`,
        );
        const configArgs = config ? ['--config', config] : [];
        const child = spawn('npx', ['vite', 'build', ...configArgs, '--outDir', join(ROOT, outDir), '--emptyOutDir', '--manifest'], {
            cwd: ROOT,
            env: {
                ...process.env,
                VITE_TEMPLATE_KIT: 'false',
                VITE_MOCK_API: 'false',
                // the reference's config imports vite.config.ts without an extension (as tsc wants)
                VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
                ...extraEnv,
            },
            stdio: ['ignore', 'inherit', 'inherit'],
        });
        child.on('error', reject);
        child.on('exit', (code, signal) =>
            code === 0 ? resolvePromise() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
        );
    });
}

/** A URL found in index.html or a chunk -> absolute path inside dist, or null if external. */
function urlToFile(url, fromFile, dist = DIST) {
    if (!url || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return null; // http:, data:, //cdn
    const clean = url.split(/[?#]/)[0];
    const base = clean.startsWith('/') ? dist : dirname(fromFile);
    const abs = resolve(base, '.' + (clean.startsWith('/') ? clean : '/' + clean));
    return abs.startsWith(dist + sep) ? abs : null;
}

const attr = (tag, name) => {
    const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
    return m ? (m[1] ?? m[2] ?? m[3]) : null;
};

function parseIndexHtml(htmlFile, dist = DIST) {
    const html = readFileSync(htmlFile, 'utf8');
    const scripts = [];
    const preloads = [];
    const styles = [];
    for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
        if ((attr(tag, 'type') ?? '').toLowerCase() === 'module' && attr(tag, 'src')) scripts.push(attr(tag, 'src'));
    }
    for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
        const relAttr = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
        const href = attr(tag, 'href');
        if (!href) continue;
        if (relAttr.includes('modulepreload')) preloads.push(href);
        if (relAttr.includes('stylesheet')) styles.push(href);
    }
    const files = (urls) => urls.map((u) => urlToFile(u, htmlFile, dist)).filter(Boolean);
    return { scripts: files(scripts), preloads: files(preloads), styles: files(styles) };
}

// Static import specifiers of an ES module chunk. Uses Vite's own parser (Rolldown/oxc) when
// available, so strings and comments can never be mistaken for imports; falls back to a regex
// for the minified forms Rolldown emits.
let parseAst;
try {
    ({ parseAst } = await import('vite'));
} catch {
    parseAst = null;
}

const STATIC_IMPORT_RE =
    /(?:^|[;}\n])\s*(?:import\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+\s*|\{[^}]*\}\s*)?(?:from\s*)?|export\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)from\s*)["']([^"'\n]+)["']/g;

function staticImports(code) {
    if (parseAst) {
        try {
            const ast = parseAst(code);
            const out = [];
            for (const node of ast.body) {
                if (
                    (node.type === 'ImportDeclaration' ||
                        node.type === 'ExportAllDeclaration' ||
                        node.type === 'ExportNamedDeclaration') &&
                    node.source &&
                    typeof node.source.value === 'string'
                ) {
                    out.push(node.source.value);
                }
            }
            return out;
        } catch {
            // fall through to the regex
        }
    }
    return [...code.matchAll(STATIC_IMPORT_RE)].map((m) => m[1]);
}

function firstLoadClosure(entryFiles, dist = DIST) {
    const seen = new Set();
    const stack = [...entryFiles];
    while (stack.length > 0) {
        const file = stack.pop();
        if (seen.has(file) || !existsSync(file)) continue;
        seen.add(file);
        for (const spec of staticImports(readFileSync(file, 'utf8'))) {
            const target = urlToFile(spec, file, dist);
            if (target && target.endsWith('.js') && !seen.has(target)) stack.push(target);
        }
    }
    return seen;
}

function readManifest() {
    const file = join(DIST, '.vite', 'manifest.json');
    if (!existsSync(file)) return null;
    try {
        return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
        return null;
    }
}


// ---------------------------------------------------------------------------------------------
// template kit

/** First-load JS of a build, by chunk name without its content hash (`assets/index.js`). */
function firstLoadFiles(dist) {
    const html = parseIndexHtml(join(dist, 'index.html'), dist);
    return [...firstLoadClosure([...html.scripts, ...html.preloads], dist)].filter((f) => f.endsWith('.js'));
}
const firstLoadByName = (dist) =>
    new Map(firstLoadFiles(dist).map((f) => [toPosix(relative(dist, f)).replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js'), sizes(f)]));

function filesWith(dist, markers, files = walk(dist)) {
    const found = [];
    for (const f of files) {
        const dot = f.lastIndexOf('.');
        if (!TEXT_EXTENSIONS.has(f.slice(dot).toLowerCase())) continue;
        const text = readFileSync(f, 'utf8');
        for (const marker of markers) if (text.includes(marker)) found.push(`${toPosix(relative(dist, f))} contains "${marker}"`);
    }
    return found;
}

/**
 * The kit's bundle discipline: none of its code in the default build; with the kit on, the same
 * first-load chunks, grown by at most the lazy door; the kit's code present (lazily) in that build,
 * which shows the markers do find it. Returns the problems found.
 */
async function checkTemplateKit() {
    if (BUILD) await build(KIT_OUT_DIR_NAME, { VITE_TEMPLATE_KIT: 'true' });
    if (!existsSync(join(KIT_DIST, 'index.html'))) return [`${KIT_OUT_DIR_NAME}/index.html not found (run without --no-build)`];
    const problems = [];
    const inDefault = filesWith(DIST, KIT_MARKERS);
    const withKit = firstLoadByName(KIT_DIST);
    const without = firstLoadByName(DIST);
    const kitFirstLoad = [...withKit.keys()].filter((name) => !without.has(name) && name !== RUNTIME_CHUNK);
    const gone = [...without.keys()].filter((name) => !withKit.has(name) && name !== RUNTIME_CHUNK);
    const total = (map) => [...map.values()].reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
    const a = total(without);
    const b = total(withKit);
    const kitLazy = filesWith(KIT_DIST, KIT_MARKERS);
    const kitInFirstLoad = filesWith(KIT_DIST, KIT_MARKERS, firstLoadFiles(KIT_DIST));

    console.log('\nTemplate kit (VITE_TEMPLATE_KIT)');
    table(
        [
            ['off (default)', String(without.size), kb(a.raw), kb(a.gzip)],
            ['on', String(withKit.size), kb(b.raw), kb(b.gzip)],
            ['difference', String(withKit.size - without.size), `${b.raw - a.raw} B`, `${b.gzip - a.gzip} B`],
        ],
        ['first-load JS', 'files', 'raw', 'gzip'],
    );
    console.log(`Kit code in the default build: ${inDefault.length === 0 ? 'none' : inDefault.join('; ')} (markers ${KIT_MARKERS.map((m) => `"${m}"`).join(', ')})`);
    console.log(`Kit code in the kit build: ${kitLazy.length} file(s), ${kitInFirstLoad.length === 0 ? 'all loaded lazily' : `FIRST LOAD: ${kitInFirstLoad.join('; ')}`}`);

    if (inDefault.length > 0) problems.push('the default production build contains template-kit code');
    if (kitLazy.length === 0) problems.push(`the kit build shows no kit marker (the markers ${KIT_MARKERS.join(', ')} no longer find the kit)`);
    if (kitInFirstLoad.length > 0) problems.push('template-kit code is in the first load');
    // The first load is one chunk (vite.config.ts, codeSplitting group 'first-load'): a module the
    // entry shares with the kit's lazy apps stays in it rather than moving to a shared file.
    if (kitFirstLoad.length > 0 || gone.length > 0) problems.push(`the kit changes the first-load chunks (+${kitFirstLoad.join(', ') || '0'} −${gone.join(', ') || '0'})`);
    if (b.gzip - a.gzip > KIT_DOOR_BYTES) problems.push(`the kit grows the first load by ${b.gzip - a.gzip} B gzip (more than its ${KIT_DOOR_BYTES} B door)`);
    return problems;
}

// ---------------------------------------------------------------------------------------------
// main

async function main() {
    if (BUILD) await build();
    const indexHtml = join(DIST, 'index.html');
    if (!existsSync(indexHtml)) {
        throw new Error(`${OUT_DIR_NAME}/index.html not found${BUILD ? '' : ' (run without --no-build first)'}`);
    }

    // 1. entry points: index.html, completed by the manifest when there is one
    const html = parseIndexHtml(indexHtml);
    const manifest = readManifest();
    const entryFiles = new Set([...html.scripts, ...html.preloads]);
    const cssFiles = new Set(html.styles);
    if (manifest && html.scripts.length === 0) {
        // index.html names no module script (unusual): fall back to the manifest's HTML entries
        for (const [key, chunk] of Object.entries(manifest)) {
            if (chunk.isEntry && key.endsWith('.html') && String(chunk.file).endsWith('.js')) {
                const abs = urlToFile(chunk.file, indexHtml);
                if (abs) entryFiles.add(abs);
            }
        }
    }
    if (entryFiles.size === 0) throw new Error(`no <script type="module" src> found in ${OUT_DIR_NAME}/index.html`);

    // 2. first-load JS = entries + static imports, transitively
    const firstLoad = firstLoadClosure([...entryFiles]);
    const firstLoadJs = [...firstLoad].filter((f) => f.endsWith('.js')).sort();

    // first-load CSS: index.html's stylesheets + the CSS the manifest ties to first-load chunks
    let manifestMismatch = [];
    if (manifest) {
        const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
        const fromManifest = new Set();
        const visit = (key) => {
            const chunk = manifest[key];
            if (!chunk) return;
            const abs = urlToFile(chunk.file, indexHtml);
            if (!abs || fromManifest.has(abs)) return;
            fromManifest.add(abs);
            (chunk.imports ?? []).forEach(visit);
        };
        for (const f of firstLoadJs) {
            const chunk = byFile.get(rel(f));
            for (const css of chunk?.css ?? []) {
                const abs = urlToFile(css, indexHtml);
                if (abs) cssFiles.add(abs);
            }
        }
        for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key.endsWith('.html')) visit(key);
        if (fromManifest.size > 0) {
            manifestMismatch = [
                ...[...fromManifest].filter((f) => !firstLoad.has(f)).map((f) => `manifest only: ${rel(f)}`),
                ...firstLoadJs.filter((f) => !fromManifest.has(f)).map((f) => `parsed only:   ${rel(f)}`),
            ];
        }
    }
    const firstLoadCss = [...cssFiles].filter((f) => existsSync(f)).sort();

    // 3. everything else that is JavaScript is loaded lazily (dynamic import, workers)
    const allFiles = walk(DIST);
    const lazyJs = allFiles
        .filter((f) => f.endsWith('.js') && !firstLoad.has(f) && !MOCK_SERVICE_WORKERS.includes(rel(f)))
        .map((f) => ({ file: f, ...sizes(f) }))
        .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));

    const js = sum(firstLoadJs);
    const css = sum(firstLoadCss);

    console.log(`\nBundle size of ${OUT_DIR_NAME}/ (production build, mock backend off)\n`);
    console.log('First load');
    table(
        [
            [`JavaScript (${firstLoadJs.length} file${firstLoadJs.length === 1 ? '' : 's'})`, kb(js.raw), kb(js.gzip)],
            [`CSS (${firstLoadCss.length} file${firstLoadCss.length === 1 ? '' : 's'})`, kb(css.raw), kb(css.gzip)],
            ['Total', kb(js.raw + css.raw), kb(js.gzip + css.gzip)],
        ],
        ['', 'raw', 'gzip'],
    );
    console.log('\nFirst-load files');
    table(
        [...firstLoadJs, ...firstLoadCss].map((f) => [rel(f), kb(sizes(f).raw), kb(sizes(f).gzip)]),
        ['file', 'raw', 'gzip'],
    );
    console.log(`\nLazily loaded JavaScript chunks (${lazyJs.length})`);
    if (lazyJs.length > 0) {
        table(lazyJs.map((c) => [rel(c.file), kb(c.raw), kb(c.gzip)]), ['chunk', 'raw', 'gzip']);
        const lazy = lazyJs.reduce((a, c) => ({ raw: a.raw + c.raw, gzip: a.gzip + c.gzip }), { raw: 0, gzip: 0 });
        console.log(`  total lazy: ${kb(lazy.raw)} raw, ${kb(lazy.gzip)} gzip`);
    } else {
        console.log('  (none)');
    }
    if (manifestMismatch.length > 0) {
        console.log('\nNote: the manifest and the parsed imports disagree on the first-load chunks:');
        for (const m of manifestMismatch) console.log(`  ${m}`);
    }

    // 4. no mock code in production
    const mockFindings = [];
    for (const worker of MOCK_SERVICE_WORKERS) {
        if (existsSync(join(DIST, worker))) mockFindings.push(`${OUT_DIR_NAME}/${worker} exists`);
    }
    for (const f of allFiles) {
        const dot = f.lastIndexOf('.');
        if (!TEXT_EXTENSIONS.has(f.slice(dot).toLowerCase()) || statSync(f).size > 50 * 1024 * 1024) continue;
        const text = readFileSync(f, 'utf8');
        for (const marker of MOCK_MARKERS) {
            if (text.includes(marker)) mockFindings.push(`${rel(f)} contains "${marker}"`);
        }
    }
    console.log('');
    if (mockFindings.length === 0) {
        console.log(`Mock code: none (checked ${allFiles.length} files for ${MOCK_MARKERS.map((m) => `"${m}"`).join(', ')})`);
    } else {
        console.log(`Mock code FOUND in the production build:`);
        for (const m of mockFindings) console.log(`  ${m}`);
    }

    // 5. the references, measured the same way
    const signed = (bytes) => `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${kb(Math.abs(bytes))}`;
    const against = [];
    for (const reference of REFERENCES) {
        if (BUILD) await build(reference.outDir, {}, reference.config);
        if (!existsSync(join(reference.dist, 'index.html'))) {
            throw new Error(`${reference.outDir}/index.html not found${BUILD ? '' : ' (run without --no-build first)'}`);
        }
        const refFiles = firstLoadFiles(reference.dist);
        const ref = sum(refFiles);
        const diff = { raw: js.raw - ref.raw, gzip: js.gzip - ref.gzip };
        console.log(`\nFirst-load JavaScript against ${reference.what} (${reference.source})`);
        table(
            [
                [`product (${OUT_DIR_NAME}/)`, String(firstLoadJs.length), kb(js.raw), kb(js.gzip)],
                [`reference (${reference.outDir}/)`, String(refFiles.length), kb(ref.raw), kb(ref.gzip)],
                ['product − reference', '', signed(diff.raw), signed(diff.gzip)],
            ],
            ['', 'files', 'raw', 'gzip'],
        );
        const over = diff.gzip > 0;
        console.log(
            `Reference (${reference.name}): the product's first load is ${over ? `HEAVIER by ${kb(diff.gzip)}` : `lighter by ${kb(-diff.gzip)}`} gzip ` +
                `(${js.gzip} against ${ref.gzip} bytes, ${(js.gzip / ref.gzip).toFixed(3)}×)`,
        );
        if (over) against.push(`first-load JS is ${kb(js.gzip)} gzip, ${kb(diff.gzip)} heavier than the ${reference.name} reference's ${kb(ref.gzip)}`);
    }
    const overSanity = js.gzip > SANITY_GZIP;
    console.log(
        `Ceiling: first-load JS gzip ${kb(js.gzip)} of ${kb(SANITY_GZIP)} (${js.gzip} of ${SANITY_GZIP} bytes)` +
            (overSanity ? ` -- OVER by ${kb(js.gzip - SANITY_GZIP)}` : ' -- ok'),
    );

    if (!CHECK) return 0;
    const problems = await checkTemplateKit();
    problems.push(...against);
    if (overSanity) problems.push(`first-load JS is ${kb(js.gzip)} gzip, over the ${kb(SANITY_GZIP)} ceiling`);
    if (mockFindings.length > 0) problems.push('the production build contains mock (MSW) code');
    if (problems.length > 0) {
        console.error(`\nbench --check FAILED: ${problems.join('; ')}`);
        return 1;
    }
    console.log('\nbench --check passed');
    return 0;
}

main().then(
    (code) => process.exit(code),
    (err) => {
        console.error(`bench: ${err instanceof Error ? err.message : err}`);
        process.exit(1);
    },
);
