#!/usr/bin/env node
// Makes sure the end-to-end tests have a Chromium: Debian's `chromium` package (or CHROMIUM_PATH).
// Installs it with apt-get when missing and this user may; otherwise says how, and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(path)) {
    console.log(`chromium: ${path}`);
    process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${path} does not exist.`);
    process.exit(1);
}
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = root ? '' : 'sudo ';
console.log(`chromium is missing: installing Debian's chromium (${sudo}apt-get install -y chromium) …`);
try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync(`${sudo}apt-get update`, { stdio: ['ignore', 'inherit', 'inherit'], env });
    execSync(`${sudo}apt-get install -y chromium`, { stdio: ['ignore', 'inherit', 'inherit'], env });
} catch {
    console.error('Could not install chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
    process.exit(1);
}
if (!existsSync(path)) {
    console.error(`chromium was installed but ${path} is still missing; set CHROMIUM_PATH.`);
    process.exit(1);
}
