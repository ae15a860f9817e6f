import { useMediaQuery, type Theme } from '@mui/material';
import { useGetList } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import type { ResourceDefinition } from '../types';
import { listQueue } from '../queues';

/** How a queue's title names its waiting records; on a phone only the count, so it stays one line. */
export const queueTitle = (definition: ResourceDefinition, waiting: number | undefined, short = false) =>
    waiting === undefined
        ? definition.label.many
        : `${definition.label.many} (${formatNumber(waiting)}${short ? '' : ' در انتظار'})`;

/**
 * A queue list's title with how many records wait ("فیش‌ها (۱۲ در انتظار)", on a phone
 * "فیش‌ها (۱۲)"): the list call with the
 * queue's filter, one row, read for its `meta.total`; read again whenever the lists are.
 */
export const QueueTitle = ({ definition }: { definition: ResourceDefinition }) => {
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const { total } = useGetList(definition.name, {
        filter: listQueue(definition)?.filter ?? {},
        pagination: { page: 1, perPage: 1 },
        sort: definition.sort ?? { field: 'id', order: 'DESC' },
    });
    return <span title={phone ? queueTitle(definition, total) : undefined}>{queueTitle(definition, total, phone)}</span>;
};
