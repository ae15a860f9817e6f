import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { serverMessage } from '../../providers/httpClient';
import { BulkDialog, useBulkFlow } from '../bulk';
import { representation } from '../representation';
import type { ResourceDefinition } from '../types';

/**
 * The list's bulk delete, as its bulk decisions work (../bulk): it asks first, then sends one
 * `DELETE` per selected record, one after the other, with a progress bar. When all are deleted,
 * a toast says so; when the server refuses some (a `403` for a record this admin may not delete,
 * a `409`, a failure), a summary names each refused record with the server's reason, and those
 * stay selected. The list is read again either way.
 */
export function useBulkDelete(definition: ResourceDefinition): { button: ReactNode; dialog: ReactNode } {
    const { data = [], selectedIds, onSelect } = useListContext();
    const dataProvider = useDataProvider();
    const refresh = useRefresh();
    const notify = useNotify();
    const translate = useTranslate();
    const name = representation(definition);
    const { one, many } = definition.label;

    const flow = useBulkFlow<null>(definition.name, 'delete', {
        actOne: async (_, id, named) => {
            const record: RaRecord = data.find(item => String(item.id) === String(id)) ?? { id };
            named(`${one} ${name(record)}`);
            await dataProvider.delete(definition.name, { id, previousData: record });
        },
        // the server's reason, or the common words for a failure without one
        messageOf: error => {
            const message = serverMessage(error);
            if (!message) return translate('app.errors.server');
            // the network's and the server's own failures are said with the admin's words
            return message.startsWith('app.') ? translate(message) : message;
        },
        finished: (_, summary) => {
            onSelect(summary.failed.map(failure => failure.id));
            refresh();
            if (summary.failed.length) return true;
            notify(`resources.${definition.name}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: summary.succeeded.length } });
            return false;
        },
    });

    const button = (
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => flow.ask(null, [...selectedIds])} data-testid="bulk-delete">
            {translate('ra.action.delete')}
        </Button>
    );

    const dialog = (
        <BulkDialog
            flow={flow}
            texts={{
                testId: 'bulk-delete',
                title: `حذف ${many}`,
                question: n => `${n} ${one} انتخاب‌شده حذف شود؟ این کار بازگشت ندارد. برای هر کدام جداگانه درخواست فرستاده می‌شود.`,
                progress: 'پیشرفت حذف گروهی',
                send: { label: translate('ra.action.delete'), color: 'error' },
                succeeded: n => `${n} ${one} حذف شد.`,
                failed: n => `${n} ${one} حذف نشد و انتخاب‌شده ماند:`,
                failedTestId: 'bulk-delete-refused',
                nameOf: id => `${one} ${id}`,
            }}
        />
    );
    return { button, dialog };
}
