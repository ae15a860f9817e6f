import { describe, expect, it } from 'vitest';
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
});
