import { SimpleForm, Toolbar, SaveButton, DeleteButton, useRecordContext } from 'react-admin';
import { abilitiesOf } from '../abilities';
import { DraftKeeper, draftKey } from '../drafts';
import { FieldInput } from '../fields/FieldInput';
import type { ResourceDefinition } from '../types';

/** The generated form of a definition: one input per field shown in forms; what is typed is kept as a draft. */
export const ResourceForm = ({ definition, edit = false }: { definition: ResourceDefinition; edit?: boolean }) => {
    const canDelete = edit && abilitiesOf(definition).delete;
    const record = useRecordContext();
    const inputs = definition.fields.filter(field => field.form !== false);
    return (
        <SimpleForm
            sx={{ maxWidth: 640 }}
            toolbar={
                <Toolbar sx={{ justifyContent: 'space-between' }}>
                    <SaveButton />
                    {canDelete && <DeleteButton mutationMode="pessimistic" />}
                </Toolbar>
            }
        >
            {/* an edit form's draft is the record's: kept once the record is there */}
            {(!edit || record) && <DraftKeeper draftKey={draftKey(definition.name, edit ? record?.id : undefined)} fields={inputs} />}
            {inputs.map(field => (
                <FieldInput key={field.source} field={field} />
            ))}
        </SimpleForm>
    );
};
