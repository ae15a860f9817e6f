import type { SortPayload } from 'react-admin';
import { listQueue } from '../queues';
import type { ResourceDefinition } from '../types';

/** What a list screen opens on when neither its address nor the admin's last visit says otherwise. */
export interface ListDefaults {
    sort: SortPayload;
    perPage: number;
    /** a queue's filter (`queue`, ../queues.ts): what waits, a filter staff can clear */
    filterDefaultValues: Record<string, unknown> | undefined;
}

/**
 * A definition's list defaults: its `sort` (newest first when it gives none), its `perPage` (15
 * when none) and its queue's filter. Every list screen built on the definition takes these (the
 * generated one and the custom lists of `LISTS_ON_DEFAULTS`), and a start reads its first page
 * with them before the screen is drawn (src/routes/startReads.ts).
 */
export const listDefaults = (definition: ResourceDefinition): ListDefaults => ({
    sort: definition.sort ?? { field: 'id', order: 'DESC' },
    perPage: definition.perPage ?? 15,
    filterDefaultValues: listQueue(definition)?.filter,
});
