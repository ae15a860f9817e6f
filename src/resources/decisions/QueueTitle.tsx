import { useGetList } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import type { ResourceDefinition } from '../types';

/** How a queue's title names its waiting records. */
export const queueTitle = (definition: ResourceDefinition, waiting: number | undefined) =>
    waiting === undefined ? definition.label.many : `${definition.label.many} (${formatNumber(waiting)} در انتظار)`;

/**
 * A queue list's title with how many records wait ("فیش‌ها (۱۲ در انتظار)"): the list call with the
 * queue's filter, one row, read for its `meta.total`; read again whenever the lists are.
 */
export const QueueTitle = ({ definition }: { definition: ResourceDefinition }) => {
    const { total } = useGetList(definition.name, {
        filter: definition.queue?.filter ?? {},
        pagination: { page: 1, perPage: 1 },
        sort: definition.sort ?? { field: 'id', order: 'DESC' },
    });
    return <span>{queueTitle(definition, total)}</span>;
};
