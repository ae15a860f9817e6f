import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first (docs/architecture.md): a module may import from its own layer
 * and the layers below it, never from one above. Paths are relative to this file.
 */
const LAYERS = [
    { name: 'base', paths: ['src/config.ts', 'src/vite-env.d.ts', 'src/i18n', 'src/domain', 'src/theme'] },
    { name: 'access', paths: ['src/access'] },
    { name: 'providers', paths: ['src/providers', 'src/catalogue'] },
    { name: 'realtime', paths: ['src/realtime'] },
    { name: 'resources', paths: ['src/resources'] },
    { name: 'shell', paths: ['src/dashboard', 'src/signin', 'src/profile', 'src/layout'] },
    { name: 'composition', paths: ['src/routes', 'src/App.tsx', 'src/AdminApp.tsx', 'src/main.tsx', 'src/appProviders.ts'] },
];
const layer = name => LAYERS.find(entry => entry.name === name).paths;
const above = index => LAYERS.slice(index + 1).flatMap(entry => entry.paths);
const product = LAYERS.flatMap(entry => entry.paths);
/** Every product file as a glob, leaving out the given files (the doors into the template kit). */
const productGlobs = (...doors) =>
    product.map(path => {
        if (/\.tsx?$/.test(path)) return path;
        const door = doors.find(file => file.startsWith(`${path}/`));
        return door ? `${path}/**/!(${door.slice(path.length + 1).replace(/\.tsx?$/, '')}).@(ts|tsx)` : `${path}/**`;
    });
const see = 'See docs/architecture.md, "Layers".';

const layerZones = [
    // the product's layers: nothing imports from a layer above its own
    ...LAYERS.slice(0, -1).map((entry, index) => ({
        target: entry.paths,
        from: above(index),
        message: `${entry.name} may import only from its own layer and lower ones. ${see}`,
    })),
    // the mock backend (dev only): it imports the base layer only; main.tsx starts it and the
    // shell shows its panels (src/mock/ui), both lazily and only when __MOCK_API__ is on
    {
        target: ['src/mock'],
        from: [...above(0).filter(path => path !== 'src/resources'), 'src/templates'],
        message: `src/mock may import only the base layer. ${see}`,
    },
    // …and the built-in definitions as data (a list with no component), to serve them
    {
        target: ['src/mock'],
        from: ['src/resources'],
        except: ['builtIn.ts'],
        message: `src/mock may import only the base layer, and src/resources/builtIn.ts (the built-in definitions as data). ${see}`,
    },
    {
        target: [...LAYERS.slice(0, 5).flatMap(entry => entry.paths), 'src/routes', 'src/App.tsx', 'src/AdminApp.tsx', 'src/appProviders.ts'],
        from: ['src/mock'],
        message: `only src/main.tsx and the shell's mock panels import src/mock. ${see}`,
    },
    { target: layer('shell'), from: ['src/mock'], except: ['ui'], message: `the shell imports only src/mock/ui. ${see}` },
    // the template kit: it imports the base layer (and the mock, for its own mock API); the product
    // reaches it only through its two lazy doors
    { target: ['src/templates'], from: above(0), message: `src/templates may import only the base layer and the mock. ${see}` },
    {
        target: productGlobs('src/routes/templateKit.tsx', 'src/layout/TemplateKitMenuGroup.tsx'),
        from: ['src/templates'],
        message: `the product imports the template kit only through src/routes/templateKit.tsx and src/layout/TemplateKitMenuGroup.tsx. ${see}`,
    },
];

export default tseslint.config(
    { ignores: ['dist', 'dist-demo', 'dist-bench', 'dist-bench-kit', 'dist-bench-reference', 'dist-bench-minimal', 'dist-bench-nomock', 'node_modules', 'coverage'] },
    {
        files: ['**/*.{ts,tsx}'],
        extends: [js.configs.recommended, ...tseslint.configs.recommended],
        languageOptions: { globals: { ...globals.browser } },
        plugins: { 'react-hooks': reactHooks },
        rules: {
            ...reactHooks.configs.recommended.rules,
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        },
    },
    {
        // one-way imports in the app: no cycle (lazy import()s and type imports count too) and no
        // import from a layer above (docs/architecture.md)
        files: ['src/**/*.{ts,tsx}'],
        plugins: { 'import-x': importX },
        settings: {
            // no-cycle follows each import into the files it names: it must parse TypeScript
            'import-x/extensions': ['.ts', '.tsx'],
            'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
            'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
        },
        rules: {
            'import-x/no-cycle': ['error', { ignoreExternal: true }],
            'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
        },
    },
    {
        files: ['tests/**/*.{ts,tsx}', 'vite.config.ts', 'vitest.config.ts'],
        languageOptions: { globals: { ...globals.node, ...globals.browser } },
    },
    {
        files: ['**/*.{js,mjs}'],
        extends: [js.configs.recommended],
        languageOptions: { globals: { ...globals.node } },
    },
    {
        files: ['tests/e2e/**/*.mjs', 'bench/**/*.mjs'],
        languageOptions: { globals: { ...globals.node, ...globals.browser } },
    }
);
