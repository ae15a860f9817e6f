import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * No module of the admin makes an Intl formatter or collator as it loads: the first one a page
 * makes costs ICU's set-up (12–18 ms of the main thread in Chromium), which a start should pay
 * only when it shows a formatted number or date (docs/performance.md, "No Intl formatter before
 * it is needed"). Every module of the product is loaded with Intl's constructors watched; a
 * formatter made while a module of `src/` runs its top level is a failure, named by its module.
 * The template kit (its own pages) and the mock's worker entry are left out.
 */

const WATCHED = ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'Collator', 'PluralRules', 'ListFormat'] as const;
type Watched = (typeof WATCHED)[number];

const originals = Object.fromEntries(WATCHED.map(name => [name, Intl[name]])) as Record<Watched, unknown>;
const made: string[] = [];

/**
 * The product's line that made it: the nearest frame of the stack outside this file, when it is
 * the product's (a package making its own formatters as it loads is no concern of the product's).
 */
const productFrame = (stack: string) => {
    const caller = stack
        .split('\n')
        .slice(1)
        .find(line => !line.includes('formattersAtFirstUse.test'));
    return caller?.includes('/src/') && !caller.includes('/node_modules/') ? caller : undefined;
};

beforeAll(() => {
    for (const name of WATCHED) {
        const watch = (): void => {
            const frame = productFrame(new Error().stack ?? '');
            if (frame) made.push(`Intl.${name}, ${frame.trim()}`);
        };
        const Original = originals[name] as new (...args: unknown[]) => object;
        (Intl as Record<Watched, unknown>)[name] = new Proxy(Original, {
            construct(target, args) {
                watch();
                return Reflect.construct(target, args) as object;
            },
            apply(target, self, args) {
                watch();
                return Reflect.apply(target as unknown as (...values: unknown[]) => unknown, self, args);
            },
        });
    }
});

afterAll(() => {
    for (const name of WATCHED) (Intl as Record<Watched, unknown>)[name] = originals[name];
});

/** Every module of the product but the page's entry (which draws the admin) and what runs apart from the page. */
const modules = import.meta.glob([
    '../../src/**/*.{ts,tsx}',
    '!../../src/main.tsx',
    '!../../src/templates/**',
    '!../../src/mock/worker/**',
    '!../../src/mock/serviceWorker/**',
    '!../../src/**/*.d.ts',
]);

describe('Intl formatters are made at their first use, never as a module loads', () => {
    it('loads every module of the product and none makes a formatter or collator', async () => {
        expect(Object.keys(modules).length, 'the product’s modules are found').toBeGreaterThan(200);
        for (const load of Object.values(modules)) await load();
        // the watch itself sees a formatter made by product code (formatNumber writes a finite
        // number without Intl, and asks Intl for the others)
        const { formatNumber } = await import('../../src/i18n/format');
        const before = made.length;
        formatNumber(Infinity);
        expect(made.length, 'a formatter made at its first use is seen').toBeGreaterThan(before);
        expect(made.slice(0, before)).toEqual([]);
    }, 120_000);
});
