#!/usr/bin/env node
// Makes sure the end-to-end tests have their Chromium: Debian's `chromium-headless-shell` (most
// tests) and `chromium` (the tests of desktop notifications, and the benchmarks), or the binaries
// CHROMIUM_HEADLESS_SHELL and CHROMIUM_PATH name. Installs the missing packages with apt-get when
// this user may; otherwise says how, and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from '../tests/e2e/chromium.mjs';

const binaries = [CHROMIUM.headlessShell, CHROMIUM.full];

const missing = binaries.filter(binary => !existsSync(binary.path));
for (const binary of binaries.filter(binary => !missing.includes(binary))) console.log(`${binary.pkg}: ${binary.path}`);
if (missing.length === 0) process.exit(0);

const named = missing.filter(binary => process.env[binary.variable]);
if (named.length > 0) {
    for (const binary of named) console.error(`${binary.variable}=${binary.path} does not exist.`);
    process.exit(1);
}
const packages = missing.map(binary => binary.pkg).join(' ');
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = root ? '' : 'sudo ';
console.log(`missing: installing Debian's ${packages} (${sudo}apt-get install -y ${packages}) …`);
try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync(`${sudo}apt-get update`, { stdio: ['ignore', 'inherit', 'inherit'], env });
    execSync(`${sudo}apt-get install -y ${packages}`, { stdio: ['ignore', 'inherit', 'inherit'], env });
} catch {
    console.error(`Could not install ${packages}. Install them (apt-get install ${packages}) or set ${missing.map(binary => binary.variable).join(' and ')}.`);
    process.exit(1);
}
const still = missing.filter(binary => !existsSync(binary.path));
if (still.length > 0) {
    for (const binary of still) console.error(`${binary.pkg} was installed but ${binary.path} is still missing; set ${binary.variable}.`);
    process.exit(1);
}
