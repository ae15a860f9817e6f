import { builtInQueues } from './definitions';

/**
 * The queues a developer can add waiting work to, and the status that waits in each: every built-in
 * queue on `status` (an order's waits on `status_enum` and comes from the live player; the approvals
 * are a second admin's requests).
 */
export const WAITING_KINDS: Record<string, string> = Object.fromEntries(
    builtInQueues.flatMap(({ resource, filter }) => (typeof filter.status === 'string' ? [[resource, filter.status]] : []))
);

/** Each queue's name in the developer panel: its resource's singular name (فیش، تیکت …). */
export const WAITING_LABELS: Record<string, string> = Object.fromEntries(builtInQueues.map(({ resource, label }) => [resource, label]));

