/**
 * Vitest setup for every test file. Files in the `node` environment (pure logic: add
 * `// @vitest-environment node` on the first line) get nothing more; files with a DOM (jsdom,
 * the default) get the browser setup of ./setup.dom.ts. Neither imports react-admin: a file that
 * needs it imports it itself.
 */
if (typeof window !== 'undefined') await import('./setup.dom');
export {};
