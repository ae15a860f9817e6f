import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../vite.config';

type Output = { type: 'chunk'; fileName: string; name: string; isEntry: boolean; code: string } | { type: 'asset'; fileName: string; source: string };
type Bundle = Record<string, Output>;

const chunk = (fileName: string, name: string, isEntry: boolean, code: string): Output => ({ type: 'chunk', fileName, name, isEntry, code });
const map = (fileName: string, mappings: string): Output => ({ type: 'asset', fileName, source: JSON.stringify({ version: 3, mappings, sources: ['a.ts'] }) });

/** The plugin's last step of the build, on a bundle as Rolldown hands it over. */
function run(bundle: Bundle): Bundle {
    const hook = compileHints().generateBundle as unknown as { order: string; handler: (options: unknown, bundle: Bundle) => void };
    expect(hook.order, 'after Vite has put its preload list at the top of the chunks').toBe('post');
    hook.handler({}, bundle);
    return bundle;
}

describe('compile hints: the start’s two big files are compiled off the main thread', () => {
    it('puts the hint on the first line of the entry chunk and of the shared lazy-ui chunk, and on no other file', () => {
        const bundle = run({
            'assets/index-a.js': chunk('assets/index-a.js', 'index', true, 'const __vite__mapDeps=1;\nimport"x";'),
            'assets/lazy-ui-b.js': chunk('assets/lazy-ui-b.js', 'lazy-ui', false, 'export const a=1;'),
            'assets/BankList-c.js': chunk('assets/BankList-c.js', 'BankList', false, 'export const b=2;'),
            'assets/index-d.css': { type: 'asset', fileName: 'assets/index-d.css', source: 'body{}' },
        });
        const code = (file: string) => (bundle[file] as { code: string }).code;
        expect(code('assets/index-a.js')).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;\nimport"x";`);
        expect(code('assets/lazy-ui-b.js')).toBe(`${COMPILE_HINT}export const a=1;`);
        expect(code('assets/BankList-c.js'), 'a screen’s own chunk is left to lazy compiling').toBe('export const b=2;');
        expect((bundle['assets/index-d.css'] as { source: string }).source).toBe('body{}');
        expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    });

    it('moves the source maps of the files it marks down by the line it adds', () => {
        const bundle = run({
            'assets/index-a.js': chunk('assets/index-a.js', 'index', true, 'a();\nb();'),
            'assets/index-a.js.map': map('assets/index-a.js.map', 'AAAA;AACA'),
            'assets/other-c.js': chunk('assets/other-c.js', 'other', false, 'c();'),
            'assets/other-c.js.map': map('assets/other-c.js.map', 'AAAA'),
        });
        const mappings = (file: string) => (JSON.parse((bundle[file] as { source: string }).source) as { mappings: string }).mappings;
        expect(mappings('assets/index-a.js.map')).toBe(';AAAA;AACA');
        expect(mappings('assets/other-c.js.map')).toBe('AAAA');
    });
});
