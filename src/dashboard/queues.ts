import type { AnyMenuId } from '../access/rules';
import { definitions } from '../resources';
import { queueLabel } from '../resources/queues';
import type { ResourceDefinition } from '../resources/types';
import '../i18n/lazy/dashboard';

/** A queue of work staff wait on: a resource's list filtered to what waits for them. */
export interface Queue {
    menuId: AnyMenuId;
    resource: string;
    filter: Record<string, string>;
    /** translation key of the tile's label (`app.dashboard.queues.{menuId}`, src/i18n/lazy/dashboard.ts) */
    label: string;
    /** the label when there is no translation: the queue's own name (`queueLabel`) */
    text: string;
}

/**
 * A definition's dashboard tile: its `queue` (unless `tile: false`), counted by its list call's
 * `meta.total` (docs/openapi.yaml, resources) and linked to that list with the same filter.
 */
export function queueOf(definition: ResourceDefinition): Queue | undefined {
    const queue = definition.queue;
    if (!queue || queue.tile === false) return undefined;
    return {
        menuId: definition.menuId,
        resource: definition.name,
        filter: queue.filter as Record<string, string>,
        label: `app.dashboard.queues.${definition.menuId}`,
        text: queueLabel(definition) ?? definition.label.many,
    };
}

/** These definitions' tiles, by their queue's `tileOrder` (default 0), in menu order among equals. */
export const tilesOf = (list: readonly ResourceDefinition[]): Queue[] =>
    list
        .filter(definition => queueOf(definition))
        .map((definition, place) => ({ definition, place }))
        .sort((a, b) => (a.definition.queue?.tileOrder ?? 0) - (b.definition.queue?.tileOrder ?? 0) || a.place - b.place)
        .map(({ definition }) => queueOf(definition)!);

/** The built-in resources' tiles; a served resource's follow them (QueueTiles). */
export const QUEUES: Queue[] = tilesOf(definitions);

/** The list's path with the queue's filter, as react-admin reads it from the address. */
export const queuePath = (queue: Queue): string =>
    `/${queue.resource}?${new URLSearchParams({ filter: JSON.stringify(queue.filter) }).toString()}`;
