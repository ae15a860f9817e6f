// Tiny static file server for the end-to-end tests (no dependencies, node:http only).
//
//   node tests/e2e/static-server.mjs dist-demo --port 4180   (Playwright's webServer runs this)
//
//   import { startStaticServer } from './static-server.mjs';
//   const srv = await startStaticServer({ root: 'dist-demo' });   // binds 127.0.0.1 on a free port
//   console.log(srv.url);                                         // http://127.0.0.1:41234
//   await srv.close();
//
// - Serves files from `root` (so also dist-demo/zarMockServiceWorker.js, the mock's service worker emitted by the Vite build).
// - SPA fallback: an unknown path gets `index.html` (status 200). Exception: a request that is
//   clearly for a missing asset (the path has a file extension and the client does not accept
//   text/html, e.g. a lost `/assets/x.js` chunk) gets a real 404, so a broken build shows up as
//   a 404 instead of an HTML page parsed as JavaScript. Browser navigations always accept
//   text/html, so deep links such as `/orders/12.5/show` still get index.html.
// - Never lists directories, refuses paths that escape `root`, supports GET and HEAD only.
// - `notFound` collects the 404ed paths; from the command line each 404 is also printed to stderr.

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTENT_TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.map': 'application/json; charset=utf-8',
    '.webmanifest': 'application/manifest+json; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.avif': 'image/avif',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.ttf': 'font/ttf',
    '.otf': 'font/otf',
    '.mp3': 'audio/mpeg',
    '.wav': 'audio/wav',
    '.ogg': 'audio/ogg',
    '.txt': 'text/plain; charset=utf-8',
    '.wasm': 'application/wasm',
};

export function contentTypeFor(path) {
    return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

async function fileAt(path) {
    try {
        const st = await stat(path);
        return st.isFile() ? st : null;
    } catch {
        return null;
    }
}

/**
 * @param {{ root: string, host?: string, port?: number, fallback?: string, onNotFound?: (path: string) => void }} options
 * @returns {Promise<{ server: import('node:http').Server, host: string, port: number, url: string,
 *   notFound: string[], close: () => Promise<void> }>}
 */
export async function startStaticServer({ root, host = '127.0.0.1', port = 0, fallback = 'index.html', onNotFound }) {
    const rootDir = resolve(root);
    const fallbackPath = join(rootDir, fallback);
    if (!(await fileAt(fallbackPath))) {
        throw new Error(`static-server: ${fallbackPath} does not exist (was the app built?)`);
    }
    const notFound = [];

    const send = (req, res, status, headers, filePath) => {
        res.writeHead(status, headers);
        if (req.method === 'HEAD' || !filePath) {
            res.end();
            return;
        }
        const stream = createReadStream(filePath);
        stream.on('error', () => res.destroy());
        stream.pipe(res);
    };

    const server = createServer(async (req, res) => {
        try {
            if (req.method !== 'GET' && req.method !== 'HEAD') {
                res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
                res.end('Method Not Allowed');
                return;
            }
            const url = new URL(req.url ?? '/', 'http://localhost');
            let pathname;
            try {
                pathname = decodeURIComponent(url.pathname);
            } catch {
                pathname = url.pathname;
            }
            let filePath = resolve(rootDir, '.' + (pathname.endsWith('/') ? pathname + 'index.html' : pathname));
            const inside = filePath === rootDir || filePath.startsWith(rootDir + sep);
            let st = inside && !pathname.includes('\0') ? await fileAt(filePath) : null;

            if (!st) {
                const accept = String(req.headers.accept ?? '');
                const looksLikeAsset = extname(pathname) !== '' && !accept.includes('text/html');
                if (looksLikeAsset || !inside) {
                    notFound.push(pathname);
                    onNotFound?.(pathname);
                    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
                    res.end(req.method === 'HEAD' ? undefined : `Not found: ${pathname}`);
                    return;
                }
                filePath = fallbackPath;
                st = await fileAt(filePath);
            }

            const isHtml = filePath.endsWith('.html');
            send(req, res, 200, {
                'Content-Type': contentTypeFor(filePath),
                'Content-Length': String(st.size),
                // Hashed assets may be cached; the HTML shell and the service worker may not.
                'Cache-Control': pathname.startsWith('/assets/') && !isHtml ? 'public, max-age=31536000, immutable' : 'no-cache',
                'X-Content-Type-Options': 'nosniff',
            }, filePath);
        } catch (err) {
            if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
            res.end(`Internal error: ${err instanceof Error ? err.message : String(err)}`);
        }
    });

    await new Promise((resolvePromise, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
            server.off('error', reject);
            resolvePromise();
        });
    });
    const address = server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;

    let closing;
    const close = () => {
        closing ??= new Promise((resolvePromise) => {
            server.close(() => resolvePromise());
            server.closeAllConnections?.();
        });
        return closing;
    };

    return { server, host, port: actualPort, url: `http://${host}:${actualPort}`, notFound, close };
}

// The command line: `node static-server.mjs <root> [--port N] [--host H]`; stops on SIGINT/SIGTERM.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const args = process.argv.slice(2);
    const option = (name, fallback) => {
        const index = args.indexOf(`--${name}`);
        return index >= 0 ? args[index + 1] : fallback;
    };
    const root = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ?? 'dist-demo';
    const srv = await startStaticServer({
        root,
        host: option('host', '127.0.0.1'),
        port: Number(option('port', '0')),
        onNotFound: path => console.error(`static-server: 404 ${path}`),
    });
    console.log(`static-server: serving ${resolve(root)} at ${srv.url}`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => srv.close().then(() => process.exit(0)));
}
