import { SimpleForm, Toolbar, SaveButton, DeleteButton } from 'react-admin';
import { abilitiesOf } from '../abilities';
import { EditFormConflict, usePinnedRecord } from '../conflicts';
import { FieldInput } from '../fields/FieldInput';
import type { ResourceDefinition } from '../types';

/** The generated form of a definition: one input per field shown in forms. */
export const ResourceForm = ({ definition, edit = false }: { definition: ResourceDefinition; edit?: boolean }) => {
    const canDelete = edit && abilitiesOf(definition).delete;
    const record = usePinnedRecord(); // in an edit page: the record as read, not reset by a fresh read
    return (
        <SimpleForm
            record={record}
            sx={{ maxWidth: 640 }}
            toolbar={
                <Toolbar sx={{ justifyContent: 'space-between' }}>
                    <SaveButton />
                    {canDelete && <DeleteButton mutationMode="pessimistic" />}
                </Toolbar>
            }
        >
            {edit ? <EditFormConflict definition={definition} /> : null}
            {definition.fields
                .filter(field => field.form !== false)
                .map(field => (
                    <FieldInput key={field.source} field={field} />
                ))}
        </SimpleForm>
    );
};
