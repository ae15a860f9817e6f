import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { i18nProvider, messages } from '../../src/appProviders';
import type { MessageTree } from '../../src/i18n/lazyMessages';
import { definitions, menuEntries } from '../../src/resources';

/**
 * The lazy features' message sets (src/i18n/lazy/), by file name. Importing them adds them to the
 * i18nProvider, as the lazy chunks that use them do.
 */
const lazySets = Object.fromEntries(
    Object.entries(import.meta.glob<Record<string, MessageTree>>('../../src/i18n/lazy/*.ts', { eager: true })).map(
        ([path, module]) => [path.replace(/^.*\/([^/]+)\.ts$/, '$1'), Object.values(module)[0]]
    )
);
/** What the admin can be shown: the first-load messages and every lazy set. */
const allMessages = mergeTranslations(messages, ...(Object.values(lazySets) as TranslationMessages[]));

/**
 * The translations: every key the code names exists, numbers come out in Persian digits, resource
 * names have a singular and a plural, and every definition's labels are reachable by
 * react-admin's `resources.{name}.fields.{source}` keys.
 */

const SRC = resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap(entry => {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) return sourceFiles(path);
        return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
    });
}

/**
 * Translation-key literals of a namespace in the sources: quoted with ' or ", or a backtick
 * literal without interpolation. Keys that end with a dot are prefixes of keys built at run time.
 */
function keyLiterals(namespace: 'app' | 'ra'): Map<string, string[]> {
    const pattern = new RegExp(`(['"\`])(${namespace}\\.[a-z0-9_.]+)\\1`, 'g');
    const found = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(pattern)) {
            const key = match[2];
            if (key.endsWith('.')) continue;
            found.set(key, [...(found.get(key) ?? []), relative(SRC, file)]);
        }
    }
    return found;
}

/** The message at a dotted key, walking the merged messages as polyglot does. */
function messageAt(key: string): unknown {
    const parts = key.split('.');
    let node: unknown = allMessages;
    for (let i = 0; i < parts.length; i++) {
        if (!node || typeof node !== 'object') return undefined;
        const object = node as Record<string, unknown>;
        // a nested key may itself contain dots (`fields: { 'user.name': … }`)
        const rest = parts.slice(i).join('.');
        if (typeof object[rest] === 'string') return object[rest];
        node = object[parts[i]];
    }
    return node;
}

const translate = (key: string, options?: object) => i18nProvider.translate(key, options);

describe('translation keys used in the code', () => {
    const appKeys = keyLiterals('app');

    it('finds the keys (the scan itself works)', () => {
        // the scan must see at least the menu heading and the search placeholder used by the shell
        expect([...appKeys.keys()]).toEqual(expect.arrayContaining(['app.menu.heading', 'app.list.search', 'app.title']));
        expect(appKeys.size).toBeGreaterThan(20);
    });

    it('every app.* key literal in src has a Persian text in the messages', () => {
        const missing = [...appKeys.entries()]
            .filter(([key]) => typeof messageAt(key) !== 'string')
            .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
        expect(missing).toEqual([]);
    });

    it('every ra.* key literal in src exists in react-admin’s Persian messages', () => {
        const missing = [...keyLiterals('ra').entries()]
            .filter(([key]) => typeof messageAt(key) !== 'string')
            .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
        expect(missing).toEqual([]);
    });

    it('the keys in definitions (help texts, placeholders, units) that look like keys exist', () => {
        const missing: string[] = [];
        for (const definition of definitions) {
            for (const field of definition.fields) {
                const texts = [field.helperText, field.placeholder, 'unit' in field ? field.unit : undefined];
                for (const text of texts) {
                    if (text && /^(app|ra)\.[a-z0-9_.]+$/.test(text) && typeof messageAt(text) !== 'string') {
                        missing.push(`${definition.name}.${field.source}: ${text}`);
                    }
                }
            }
        }
        expect(missing).toEqual([]);
    });

    it('a translated key is never shown as the key itself', () => {
        for (const key of appKeys.keys()) {
            const text = translate(key, { name: 'x', title: 'x', account_name: 'x', min: 1, max: 2 });
            expect(text, key).not.toBe(key);
            expect(text, key).not.toMatch(/^app\./);
        }
    });
});

describe('messages of lazy features (src/i18n/lazy/)', () => {
    /** The dotted keys of a tree of messages. */
    const keysOf = (tree: MessageTree, prefix = ''): string[] =>
        Object.entries(tree).flatMap(([key, value]) =>
            typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)
        );
    /** Every key of a lazy set → that set's name. */
    const setOfKey = new Map<string, string>();
    const inTwoSets: string[] = [];
    for (const [name, set] of Object.entries(lazySets)) {
        for (const key of keysOf(set)) {
            if (setOfKey.has(key)) inTwoSets.push(key);
            setOfKey.set(key, name);
        }
    }
    /** The lazy sets holding a key the code names: the key itself, or the keys under a prefix. */
    const setsFor = (named: string): string[] => {
        const exact = setOfKey.get(named);
        if (exact) return [exact];
        const prefix = named.endsWith('.') ? named : `${named}.`;
        return [...new Set([...setOfKey].filter(([key]) => key.startsWith(prefix)).map(([, set]) => set))];
    };
    /** A source file without its comments (a comment may mention a key it does not use). */
    const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

    it('finds the sets (the glob itself works)', () => {
        expect(Object.keys(lazySets)).toEqual(expect.arrayContaining(['conflicts', 'list', 'mock', 'settings']));
        expect(setOfKey.get('app.views.today')).toBe('list');
        expect(setsFor('app.settings.desktop.')).toEqual(['settings']);
    });

    it('each key is in one place: the first-load messages or one lazy set', () => {
        const base = new Set(keysOf({ app: (messages as unknown as { app: MessageTree }).app }));
        expect([...setOfKey.keys()].filter(key => base.has(key))).toEqual([]);
        expect(inTwoSets).toEqual([]);
    });

    it('every file naming a key of a lazy set imports that set, so the set is in place before it renders', () => {
        const missing: string[] = [];
        for (const file of sourceFiles(SRC)) {
            if (relative(SRC, file).startsWith('i18n')) continue;
            const text = code(readFileSync(file, 'utf8'));
            const needed = new Set<string>();
            for (const match of text.matchAll(/\bapp\.[a-z0-9_]+(?:\.[a-z0-9_]+)*\.?/g)) {
                for (const set of setsFor(match[0])) needed.add(set);
            }
            for (const set of needed) {
                if (!text.includes(`i18n/lazy/${set}'`)) missing.push(`${relative(SRC, file)} needs i18n/lazy/${set}`);
            }
        }
        expect(missing).toEqual([]);
    });

    it('a lazy set is translated once its module is loaded', () => {
        expect(translate('app.conflicts.close')).toBe('بستن');
        expect(translate('app.views.today')).toBe('امروز');
    });
});

describe('i18nProvider.translate', () => {
    it('writes numbers in Persian digits', () => {
        expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 15, total: 42 })).toBe('۱ تا ۱۵ از ۴۲');
        expect(translate('app.validation.min', { min: 1000 })).toBe('مقدار باید دست‌کم ۱۰۰۰ باشد.');
        expect(translate('ra.navigation.current_page', { page: 12 })).toContain('۱۲');
        expect(translate('ra.navigation.current_page', { page: 12 })).not.toMatch(/[0-9]/);
    });

    it('is in Persian', () => {
        expect(i18nProvider.getLocale()).toBe('fa');
        expect(translate('ra.action.save')).toBe('ذخیره');
        expect(translate('ra.validation.required')).toBe('اجباری');
        expect(translate('app.title')).toBe('پنل مدیریت زر');
    });

    it('gives a resource name in the singular for one and the plural otherwise', () => {
        const bank = definitions.find(definition => definition.name === 'bank')!;
        expect(translate('resources.bank.name', { smart_count: 1 })).toBe(bank.label.one);
        expect(translate('resources.bank.name', { smart_count: 2 })).toBe(bank.label.many);
        expect(translate('resources.bank.name', { smart_count: 0 })).toBe(bank.label.many);
        expect(bank.label.one).not.toBe(bank.label.many);
    });
});

describe('resource definitions and their translations', () => {
    it.each(definitions.map(definition => [definition.name, definition] as const))(
        '%s: name (one and many) and every field label are under resources.%s',
        (name, definition) => {
            expect(translate(`resources.${name}.name`, { smart_count: 1 })).toBe(definition.label.one);
            expect(translate(`resources.${name}.name`, { smart_count: 2 })).toBe(definition.label.many);
            for (const field of definition.fields) {
                expect(messageAt(`resources.${name}.fields.${field.source}`), `${name}.${field.source}`).toBe(field.label);
                expect(translate(`resources.${name}.fields.${field.source}`), `${name}.${field.source}`).toBe(field.label);
            }
        }
    );

    it('every definition has Persian labels, not English leftovers', () => {
        for (const definition of definitions) {
            for (const text of [definition.label.one, definition.label.many, ...definition.fields.map(field => field.label)]) {
                expect(text, definition.name).toMatch(/[\u0600-\u06FF]/);
                expect(text, definition.name).not.toMatch(/[A-Za-z]{3,}/);
            }
        }
    });

    it('every enum choice has a Persian name', () => {
        for (const definition of definitions) {
            for (const field of definition.fields) {
                if (field.type !== 'enum') continue;
                for (const choice of field.choices) {
                    expect(choice.name, `${definition.name}.${field.source}=${choice.id}`).toMatch(/[\u0600-\u06FF]/);
                }
            }
        }
    });

    it('every menu label translates to Persian', () => {
        for (const entry of menuEntries) {
            const text = translate(entry.label, { smart_count: 2 });
            expect(text, entry.menuId).not.toBe(entry.label);
            expect(text, entry.menuId).toMatch(/[\u0600-\u06FF]/);
        }
    });
});
