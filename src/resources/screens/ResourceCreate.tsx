import { Create } from 'react-admin';
import { normalizeRecord } from '../fields/rules';
import type { ScreenProps } from '../types';
import { ResourceForm } from './ResourceForm';
import { useNotifySaveError } from './useNotifySaveError';

/** The generated create screen; values are normalised before they are sent. */
const ResourceCreate = ({ definition }: ScreenProps) => {
    const onError = useNotifySaveError();
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

export default ResourceCreate;
