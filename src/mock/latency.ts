import { delay } from 'msw';

/** How long the mock backend takes to answer, like a real server on a real network. */
let range: [number, number] = [150, 400];

export function setLatency(min: number, max = min): void {
    range = [min, max];
}

export function latency(): Promise<void> {
    const [min, max] = range;
    if (max <= 0) return Promise.resolve();
    return delay(min + Math.floor(Math.random() * (max - min + 1)));
}
