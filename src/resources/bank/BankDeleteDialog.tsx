import { Confirm, useDelete, useNotify, useRefresh, type RaRecord } from 'react-admin';

/** Asks before a bank account is deleted; the row goes only when the server agrees. */
export const BankDeleteDialog = ({ record, onClose }: { record: RaRecord | null; onClose: () => void }) => {
    const notify = useNotify();
    const refresh = useRefresh();
    const [remove, { isPending }] = useDelete();

    const confirm = async () => {
        if (!record) return;
        try {
            await remove('bank', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
            notify('app.bank.notifications.deleted', { type: 'success' });
            refresh();
        } catch {
            notify('app.bank.notifications.delete_error', { type: 'error' });
        }
        onClose();
    };

    return (
        <Confirm
            isOpen={record !== null}
            loading={isPending}
            title="app.bank.delete_title"
            content="app.bank.delete_confirm"
            translateOptions={{ title: String(record?.title ?? ''), account_name: String(record?.account_name ?? '') }}
            confirm="app.bank.delete"
            confirmColor="warning"
            onConfirm={confirm}
            onClose={onClose}
        />
    );
};
