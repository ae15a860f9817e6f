import { Edit } from 'react-admin';
import { normalizeRecord } from '../fields/rules';
import type { ScreenProps } from '../types';
import { ResourceForm } from './ResourceForm';
import { useNotifySaveError } from './useNotifySaveError';
import { PresenceHeader } from '../../realtime/presence';

/**
 * The generated edit screen. Pessimistic, so that a 422's field errors reach the form and
 * nothing the user typed is lost.
 */
const ResourceEdit = ({ definition }: ScreenProps) => {
    const onError = useNotifySaveError();
    return (
        <Edit
            resource={definition.name}
            mutationMode="pessimistic"
            redirect="list"
            mutationOptions={{ onError }}
            transform={(data: Record<string, unknown>) => normalizeRecord(definition, data)}
        >
            <PresenceHeader resource={definition.name} />
            <ResourceForm definition={definition} edit />
        </Edit>
    );
};

export default ResourceEdit;
