import { Edit } from 'react-admin';
import { ConflictScope, useRecordConflict } from '../conflicts';
import { normalizeRecord } from '../fields/rules';
import type { ScreenProps } from '../types';
import { ResourceForm } from './ResourceForm';
import { useNotifySaveError } from './useNotifySaveError';
import { PresenceHeader } from '../../realtime/presence';

/**
 * The generated edit screen. Pessimistic, so that a 422's field errors reach the form and
 * nothing the user typed is lost. Saves conditionally: a 409 (the record changed meanwhile)
 * opens the comparison instead of a toast (src/resources/conflicts).
 */
const ResourceEdit = ({ definition }: ScreenProps) => {
    const onError = useNotifySaveError();
    const conflict = useRecordConflict(definition.name);
    return (
        <ConflictScope conflict={conflict}>
            <Edit
                resource={definition.name}
                mutationMode="pessimistic"
                redirect="list"
                mutationOptions={{ onError: error => void (conflict.onSaveError(error) || onError(error)) }}
                transform={(data: Record<string, unknown>) => normalizeRecord(definition, data)}
            >
                <PresenceHeader resource={definition.name} />
                <ResourceForm definition={definition} edit />
            </Edit>
        </ConflictScope>
    );
};

export default ResourceEdit;
