#!/usr/bin/env node
// Writes docs/openapi.yaml: the hand-written docs/openapi/base.yaml (what belongs to no resource)
// with every resource's paths and schemas made from its definition (src/resources/builtIn.ts,
// through scripts/openapi/resourceParts.ts). Deterministic: the same file on every run.
//
//   npm run make:openapi      (after changing a definition or the base)
//
// tests/unit/openapiFromDefinitions.test.ts fails while the written file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BASE_FILE = resolve(ROOT, 'docs/openapi/base.yaml');
const OUT_FILE = resolve(ROOT, 'docs/openapi.yaml');

/** A TypeScript module of the project, run as Vite runs it (no config, no plugins needed). */
const load = async path => (await runnerImport(resolve(ROOT, path), { root: ROOT, configFile: false, logLevel: 'silent' })).module;

const { builtInDefinitions, builtInParts } = await load('src/resources/builtIn.ts');
const { openapiText } = await load('scripts/openapi/document.ts');
writeFileSync(OUT_FILE, openapiText(readFileSync(BASE_FILE, 'utf8'), [...builtInDefinitions, ...builtInParts]));
console.log(`wrote ${OUT_FILE}`);
