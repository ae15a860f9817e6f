import type { ResourceDefinition } from './types';

/**
 * A definition's queue (`queue`, docs/resources.md, "Adding a queue"): what waits for staff. One
 * declaration gives the list's default filter, the count in its title and review mode (unless it
 * says `list: false`), the global search's command, the menu badge's count (the server's
 * `notices`) and the dashboard's tile (unless `tile: false`).
 */

/** The queue the list opens on (default filter, count in the title, review mode); none for `list: false`. */
export const listQueue = (definition: ResourceDefinition): ResourceDefinition['queue'] =>
    definition.queue?.list === false ? undefined : definition.queue;

/** «فیش‌ها» + «در انتظار» → «فیش‌های در انتظار» (the plural takes its ezafe). */
const withEzafe = (plural: string) => (plural.endsWith('ها') ? `${plural}ی` : plural);

/** A queue's name: its own `label`, else the plural name with the Persian name of its filter's value. */
export function queueLabel(definition: ResourceDefinition): string | null {
    const queue = definition.queue;
    if (!queue) return null;
    if (queue.label) return queue.label;
    const names = Object.entries(queue.filter).map(([source, value]) => {
        const field = definition.fields.find(candidate => candidate.source === source);
        const choice = field?.type === 'enum' ? field.choices.find(item => item.id === String(value)) : undefined;
        return choice?.name ?? String(value);
    });
    return `${withEzafe(definition.label.many)} ${names.join('، ')}`;
}
