import { SimpleForm, Toolbar, SaveButton, DeleteButton } from 'react-admin';
import { useAbilities } from '../abilities';
import { EditFormConflict, usePinnedRecord } from '../conflicts';
import { DraftKeeper, draftKey } from '../drafts';
import { useCustomInputsArrived } from '../fields/customInputs';
import { FieldInput } from '../fields/FieldInput';
import type { ResourceDefinition } from '../types';
import { SaveRefusalAlert, useSaveRefusal } from './saveRefusal';
import { useNotifySaveError } from './useNotifySaveError';

/** The generated form of a definition: one input per field shown in forms; what is typed is kept as a draft. */
export const ResourceForm = ({ definition, edit = false }: { definition: ResourceDefinition; edit?: boolean }) => {
    const canDelete = useAbilities(definition).delete && edit;
    const record = usePinnedRecord(); // in an edit page: the record as read, not reset by a fresh read
    const refusal = useSaveRefusal();
    const notify = useNotifySaveError();
    // a delete refused (403) says so in the form too, like a save
    const onDeleteError = (error: unknown) => {
        refusal?.take(error);
        notify(error);
    };
    const inputs = definition.fields.filter(field => field.form !== false);
    // a tall custom input arriving late would push the form down: the form waits for them
    useCustomInputsArrived(inputs);
    return (
        <SimpleForm
            record={record}
            sx={{ maxWidth: 640 }}
            toolbar={
                <Toolbar sx={{ justifyContent: 'space-between' }}>
                    <SaveButton />
                    {canDelete && <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError: onDeleteError }} />}
                </Toolbar>
            }
        >
            <SaveRefusalAlert />
            {edit ? <EditFormConflict definition={definition} /> : null}
            {/* an edit form's draft is the record's: kept once the record is there */}
            {(!edit || record) && <DraftKeeper draftKey={draftKey(definition.name, edit ? record?.id : undefined)} fields={inputs} />}
            {inputs.map(field => (
                <FieldInput key={field.source} field={field} />
            ))}
        </SimpleForm>
    );
};
