import { canOpen, rightTo, type AdminAccess } from '../../access/rules';
import { normalizeSearch } from '../../domain/searchText';

import { listQueue, queueLabel } from '../queues';
import type { FieldDefinition, ResourceDefinition } from '../types';

export { queueLabel };

/**
 * What the global search asks and offers, as plain data (docs/resources.md, "Search across the
 * admin"): which resources it asks, which fields tell their records apart, which records staff
 * cite by number, and the commands it offers before anything is typed.
 */

/** How many records each resource answers with. */
export const RESULTS_PER_RESOURCE = 5;

/** Resources whose records staff cite by number: an id typed alone opens that record too. */
export const ID_RESOURCES = ['order', 'receipt', 'ticket', 'user'];

/** Whether an admin may list a resource: its menu id, and `list` in their `permissions` when they have any. */
const mayList = (access: AdminAccess | null | undefined, definition: ResourceDefinition) =>
    canOpen(access, definition.menuId) && rightTo(access, definition.name, 'list').allowed;

/** The resources an admin's search asks: those with a search box that the admin may list. */
export function searchedDefinitions(definitions: ResourceDefinition[], access: AdminAccess | null | undefined): ResourceDefinition[] {
    return definitions.filter(definition => definition.search !== false && mayList(access, definition));
}

const isStatus = (field: FieldDefinition) => field.type === 'enum' && /status/.test(field.source);
const KINDS: Array<(field: FieldDefinition) => boolean> = [
    // who: a mobile number, or a name read from a related record (`user.name`)
    field => field.type === 'mobile' || (field.type === 'text' && field.source.includes('.')),
    // how much: an amount with its unit
    field => field.type === 'money' || field.type === 'quantity' || (field.type === 'number' && !!field.unit),
    // where it stands
    isStatus,
    // when
    field => field.type === 'datetime' || field.type === 'date',
];

/**
 * The fields shown under a found record's name: the definition's `searchResult`, else its first
 * list column of each kind (who, how much, status, when), never its name again.
 */
export function resultFieldsOf(definition: ResourceDefinition): FieldDefinition[] {
    const bySource = (source: string) => definition.fields.find(field => field.source === source);
    if (definition.searchResult) return definition.searchResult.map(bySource).filter((field): field is FieldDefinition => !!field);
    const named = definition.recordRepresentation ?? 'title';
    const columns = definition.fields.filter(field => field.list !== false && field.source !== 'id' && field.source !== named);
    return KINDS.map(kind => columns.find(kind)).filter((field): field is FieldDefinition => !!field);
}

/** A command: a screen or a queue to go to. */
export interface SearchCommand {
    id: string;
    label: string;
    to: string;
    definition: ResourceDefinition;
}

/** The list's path with a filter, as react-admin reads it from the address. */
export const listPath = (definition: ResourceDefinition, filter?: Record<string, unknown>): string =>
    filter ? `/${definition.name}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}` : `/${definition.name}`;

/**
 * The commands an admin may use: each queue, then each screen, of the resources they may open.
 * A screen that is a queue opens unfiltered from here (its queue has its own command).
 */
export function commandsOf(definitions: ResourceDefinition[], access: AdminAccess | null | undefined, goTo: (name: string) => string): SearchCommand[] {
    const open = definitions.filter(definition => mayList(access, definition));
    const queues = open.flatMap(definition => {
        const queue = listQueue(definition);
        const label = queueLabel(definition);
        return label && queue ? [{ id: `queue-${definition.name}`, label, to: listPath(definition, queue.filter), definition }] : [];
    });
    const screens = open.map(definition => ({
        id: `screen-${definition.name}`,
        label: goTo(definition.label.many),
        // a queue's list opens on its queue by default: here, the whole list
        to: listQueue(definition) ? listPath(definition, {}) : listPath(definition),
        definition,
    }));
    return [...queues, ...screens];
}

/** The commands whose name holds the text (compared as search text is). */
export function matchingCommands(commands: SearchCommand[], text: string): SearchCommand[] {
    const wanted = normalizeSearch(text);
    if (!wanted) return commands;
    return commands.filter(command => normalizeSearch(command.label).includes(wanted));
}
