import { describe, expect, it, vi } from 'vitest';
import { sendAsTask } from '../../src/mock/live/socketTasks';

describe("the mock's socket hands each frame over as a real socket does", () => {
    it('in a task of its own, in the order sent, none before the sender’s task ends', async () => {
        const seen: string[] = [];
        for (const name of ['a', 'b', 'c']) {
            sendAsTask(() => {
                seen.push(name);
                // runs before the next frame only if this frame had a task of its own
                queueMicrotask(() => seen.push(`${name} done`));
            });
        }
        seen.push('sender done');
        await new Promise<void>(resolve => sendAsTask(resolve));
        expect(seen).toEqual(['sender done', 'a', 'a done', 'b', 'b done', 'c', 'c done']);
    });

    it('a frame that fails to send does not hold back the next', async () => {
        const seen: string[] = [];
        sendAsTask(() => {
            throw new Error('the socket closed');
        });
        sendAsTask(() => seen.push('next'));
        await new Promise<void>(resolve => sendAsTask(resolve));
        expect(seen).toEqual(['next']);
    });

    it('asks for one task at a time: a burst costs its sender one request, not one per frame', async () => {
        const asked = vi.spyOn(MessagePort.prototype, 'postMessage');
        try {
            const seen: number[] = [];
            for (let frame = 0; frame < 100; frame++) sendAsTask(() => seen.push(frame));
            expect(asked).toHaveBeenCalledTimes(1);
            await new Promise<void>(resolve => sendAsTask(resolve));
            expect(seen).toEqual(Array.from({ length: 100 }, (_, frame) => frame));
            expect(asked).toHaveBeenCalledTimes(101);
        } finally {
            asked.mockRestore();
        }
    });
});
