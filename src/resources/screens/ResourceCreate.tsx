import { Create } from 'react-admin';
import { normalizeRecord } from '../fields/rules';
import type { ScreenProps } from '../types';
import { ResourceForm } from './ResourceForm';
import { SaveRefusalScope, useSaveRefusal } from './saveRefusal';
import { useNotifySaveError } from './useNotifySaveError';

/** The generated create screen; values are normalised before they are sent. */
const CreateScreen = ({ definition }: ScreenProps) => {
    const notify = useNotifySaveError();
    const refusal = useSaveRefusal();
    const onError = (error: unknown) => {
        refusal?.take(error);
        notify(error);
    };
    return (
        <Create
            resource={definition.name}
            redirect="list"
            mutationOptions={{ onError }}
            transform={(data: Record<string, unknown>) => normalizeRecord(definition, data)}
        >
            <ResourceForm definition={definition} />
        </Create>
    );
};

/** The generated create screen; a save refused for want of permission says so in the form. */
const ResourceCreate = (props: ScreenProps) => (
    <SaveRefusalScope>
        <CreateScreen {...props} />
    </SaveRefusalScope>
);

export default ResourceCreate;
