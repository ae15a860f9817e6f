#!/usr/bin/env node
// Writes public/sounds/new-order.wav: the short two-note chime played when an order arrives.
// Synthesised here (no third-party audio), 22.05 kHz, 16-bit mono, about half a second.
import { mkdirSync, writeFileSync } from 'node:fs';

const RATE = 22050;
const notes = [
    { hz: 880, start: 0, length: 0.22 },
    { hz: 1318.5, start: 0.16, length: 0.34 },
];
const seconds = 0.52;
const samples = new Float32Array(Math.ceil(seconds * RATE));
for (const { hz, start, length } of notes) {
    const from = Math.floor(start * RATE);
    const count = Math.floor(length * RATE);
    for (let i = 0; i < count && from + i < samples.length; i++) {
        const t = i / RATE;
        const envelope = Math.min(1, t / 0.01) * Math.exp(-t * 7);
        samples[from + i] += 0.45 * envelope * (Math.sin(2 * Math.PI * hz * t) + 0.25 * Math.sin(4 * Math.PI * hz * t));
    }
}
const data = Buffer.alloc(samples.length * 2);
samples.forEach((value, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
mkdirSync('public/sounds', { recursive: true });
writeFileSync('public/sounds/new-order.wav', Buffer.concat([header, data]));
console.log(`public/sounds/new-order.wav: ${44 + data.length} bytes`);
