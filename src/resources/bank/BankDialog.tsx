import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
    Form,
    HttpError,
    SaveButton,
    useCreate,
    useNotify,
    useRefresh,
    useTranslate,
    useUpdate,
    type RaRecord,
} from 'react-admin';
import { useEffect } from 'react';
import { NETWORK_ERROR } from '../../providers/httpClient';
import { useNotifyFailure } from '../../providers/useNotifyFailure';
import { FormConflict, useRecordConflict } from '../conflicts';
import { DraftKeeper, discardDraft, draftKey } from '../drafts';
import { preloadCustomInputs } from '../fields/customInputs';
import { FieldInput } from '../fields/FieldInput';
import { normalizeRecord } from '../fields/rules';
import type { ResourceDefinition } from '../types';

export type BankDialogState = { mode: 'create' } | { mode: 'edit'; record: RaRecord } | null;

const EMPTY = { title: '', account_name: '', iban: '', card_number: '', accounting_id: '' };

/**
 * One dialog for adding and editing a bank account. Edit mode is prefilled from the row; the form
 * lives only while the dialog is open, so closing or saving leaves it empty for the next time.
 * A 422 puts the server's field errors under their fields, and what was typed stays.
 */
export const BankDialog = ({
    state,
    onClose,
    definition,
}: {
    state: BankDialogState;
    onClose: () => void;
    definition: ResourceDefinition;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const refresh = useRefresh();
    const [create] = useCreate();
    const [update] = useUpdate();
    const editing = state?.mode === 'edit' ? state.record : null;
    // the row as read when the dialog opened; a 409 compares it with the account as it is now
    const conflict = useRecordConflict(definition.name);
    const { adopt } = conflict;
    useEffect(() => adopt(editing ?? undefined), [adopt, editing]);
    // mounted closed once the list is shown: the title's own input is fetched then, not on opening
    useEffect(() => void preloadCustomInputs(definition.fields).catch(() => undefined), [definition]);
    const draft = draftKey(definition.name, editing?.id);
    const texts = editing
        ? { title: 'app.bank.edit_title', done: 'app.bank.notifications.updated', failed: 'app.bank.notifications.update_error' }
        : { title: 'app.bank.create_title', done: 'app.bank.notifications.created', failed: 'app.bank.notifications.create_error' };

    const save = async (values: Record<string, unknown>) => {
        const data = normalizeRecord(definition, { ...EMPTY, ...values });
        try {
            if (editing) {
                await update(
                    definition.name,
                    { id: editing.id, data, previousData: editing },
                    { mutationMode: 'pessimistic', returnPromise: true }
                );
            } else {
                await create(definition.name, { data }, { returnPromise: true });
            }
        } catch (error) {
            if (editing && conflict.onSaveError(error)) return undefined;
            notifyFailure(error, error instanceof HttpError && error.status === 0 ? NETWORK_ERROR : texts.failed);
            return error instanceof HttpError && error.body?.errors ? error.body.errors : undefined;
        }
        discardDraft(draft);
        notify(texts.done, { type: 'success' });
        refresh();
        onClose();
    };

    return (
        <Dialog open={state !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bank-dialog-title">
            {state && (
                <Form
                    key={editing ? `edit-${editing.id}` : 'create'}
                    record={editing ? conflict.formRecord(editing) : EMPTY}
                    onSubmit={save}
                    noValidate
                >
                    <DialogTitle id="bank-dialog-title">{translate(texts.title)}</DialogTitle>
                    <DialogContent>
                        {editing ? <FormConflict conflict={conflict} definition={definition} fields={definition.fields} onSave={save} /> : null}
                        <DraftKeeper draftKey={draft} fields={definition.fields} savedByController={false} />
                        {definition.fields.map(field => (
                            <FieldInput key={field.source} field={field} />
                        ))}
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose} color="inherit">
                            {translate('app.bank.cancel')}
                        </Button>
                        <SaveButton label="app.bank.save" alwaysEnable />
                    </DialogActions>
                </Form>
            )}
        </Dialog>
    );
};
