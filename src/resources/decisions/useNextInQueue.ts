import { useCallback } from 'react';
import { useDataProvider, useNotify, useRedirect, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../types';
import { listQueue } from '../queues';

/** How many waiting records review mode looks at to find the next one. */
const LOOK_AHEAD = 50;

/**
 * The record after `current` among those waiting, in the list's order; after a decision (the
 * record no longer waits), the first one waiting. Undefined when nothing else waits.
 */
export function nextWaiting(waiting: RaRecord[], current: Identifier): RaRecord | undefined {
    const index = waiting.findIndex(record => String(record.id) === String(current));
    if (index >= 0) return waiting[index + 1] ?? waiting.find(record => String(record.id) !== String(current));
    return waiting[0];
}

/**
 * Review mode: opens the next waiting record of the definition's queue (`GET /admin/{resource}`
 * with the queue's filter, in the list's order), or says the queue is empty and opens the list.
 */
export function useNextInQueue(definition: ResourceDefinition) {
    const dataProvider = useDataProvider();
    const redirect = useRedirect();
    const notify = useNotify();
    return useCallback(
        async (current: Identifier) => {
            const queue = listQueue(definition);
            if (!queue) return;
            try {
                const { data } = await dataProvider.getList(definition.name, {
                    filter: queue.filter,
                    sort: definition.sort ?? { field: 'id', order: 'DESC' },
                    pagination: { page: 1, perPage: LOOK_AHEAD },
                });
                const next = nextWaiting(data, current);
                if (next) {
                    redirect('show', definition.name, next.id);
                } else {
                    notify(`${definition.label.many}: موردی در انتظار نمانده است.`, { type: 'info' });
                    redirect('list', definition.name);
                }
            } catch {
                notify('app.errors.load', { type: 'error' });
            }
        },
        [dataProvider, definition, notify, redirect]
    );
}
