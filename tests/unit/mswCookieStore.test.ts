import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mswCookieStore } from '../../vite.config';
import { cookieStore } from '../../src/mock/msw/cookieStore';

const require = createRequire(import.meta.url);
const mswCore = join(dirname(require.resolve('msw/package.json')), 'lib', 'core');

type ResolveId = (source: string, importer?: string) => string | null;
const resolveId = mswCookieStore().resolveId as unknown as ResolveId;

/** Every `.mjs` file of MSW's core, recursively. */
const coreFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
        entry.isDirectory() ? coreFiles(join(dir, entry.name)) : entry.name.endsWith('.mjs') ? [join(dir, entry.name)] : []
    );

describe("MSW's cookie store in the browser mock: one that keeps nothing", () => {
    it("takes the place of MSW's own wherever MSW's core imports it, and of nothing else", () => {
        const importer = join(mswCore, 'utils', 'request', 'getRequestCookies.mjs');
        expect(resolveId('../cookieStore.mjs', importer)).toMatch(/src[\\/]mock[\\/]msw[\\/]cookieStore\.ts$/);
        expect(resolveId('./cookieStore.mjs', join(mswCore, 'utils', 'x.mjs'))).toMatch(/cookieStore\.ts$/);
        expect(resolveId('../cookieStore.mjs', '/work/src/mock/other.ts')).toBeNull();
        expect(resolveId('tough-cookie', importer)).toBeNull();
        expect(resolveId('../cookieStore.mjs')).toBeNull();
    });

    it('answers every use MSW makes of it (so an MSW upgrade that asks for more fails here)', () => {
        const uses = new Set<string>();
        for (const file of coreFiles(mswCore)) {
            if (file.endsWith(join('utils', 'cookieStore.mjs'))) continue;
            for (const [, method] of readFileSync(file, 'utf8').matchAll(/\bcookieStore\.(\w+)\(/g)) uses.add(method);
        }
        expect(uses.size).toBeGreaterThan(0);
        for (const method of uses) expect(typeof (cookieStore as Record<string, unknown>)[method], method).toBe('function');
    });

    it('has no cookies to give and keeps none it is given', async () => {
        await cookieStore.setCookie('session=1; Path=/', 'http://127.0.0.1/admin/me');
        expect(cookieStore.getCookies('http://127.0.0.1/admin/me')).toEqual([]);
    });
});
