/**
 * A browser hands each WebSocket message to the page in a task of its own, so the page can draw
 * and take input between two messages. MSW's mock socket hands them over in microtasks of the task
 * that sent them, so a burst the mock publishes at once would reach the app as one long task that
 * no real server could cause. The mock's frames are sent through here: each in its own task, in
 * the order they were sent.
 */
type Send = () => void;

const queue: Array<Send | undefined> = [];
let head = 0;
let port: MessagePort | null = null;

function runOne(): void {
    const send = queue[head];
    queue[head++] = undefined;
    if (head === queue.length) {
        queue.length = 0;
        head = 0;
    }
    try {
        send?.();
    } catch {
        // a socket closed meanwhile takes nothing; the frames after it still go
    }
}

function nextTask(): void {
    if (typeof MessageChannel !== 'function') {
        setTimeout(runOne, 0);
        return;
    }
    if (!port) {
        const channel = new MessageChannel();
        channel.port1.onmessage = runOne;
        // in Node (Vitest) an open port would keep the process alive
        (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
        port = channel.port2;
    }
    port.postMessage(null);
}

/** Runs `send` (one frame to one socket) in a task of its own, after those sent before it. */
export function sendAsTask(send: Send): void {
    queue.push(send);
    nextTask();
}
