/**
 * Vitest setup for every test file. Files without a DOM (the `node` project: *.test.ts, see
 * vitest.config.ts) get nothing more; files with one (*.test.tsx, or a .ts file whose first line
 * is `// @vitest-environment jsdom`) get the browser setup of ./setup.dom.ts. Neither imports
 * react-admin: a file that needs it imports it itself.
 */
if (typeof window !== 'undefined') await import('./setup.dom');
export {};
