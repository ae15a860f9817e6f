import type { ReactNode } from 'react';
import { Edit, type RedirectionSideEffect } from 'react-admin';
import { ConflictScope, useRecordConflict } from '../conflicts';
import { normalizeRecord } from '../fields/rules';
import type { ResourceDefinition } from '../types';
import { useNotifySaveError } from './useNotifySaveError';
import { SaveRefusalScope, useSaveRefusal } from './saveRefusal';
import { PresenceHeader } from '../../realtime/presence';

export interface ConflictEditProps {
    definition: ResourceDefinition;
    /** where a save goes: the list, or the record's page */
    redirect: RedirectionSideEffect;
    /** the form, and anything shown above it */
    children: ReactNode;
}

/**
 * An edit screen that keeps what was typed: pessimistic, so that a 422's field errors reach the
 * form; saved conditionally, so that a 409 (the record changed meanwhile) opens the comparison
 * instead of a toast (src/resources/conflicts); who else is on the record above the form.
 */
export const ConflictEdit = (props: ConflictEditProps) => (
    // a save refused for want of permission (403) says so in the form (SaveRefusalAlert)
    <SaveRefusalScope>
        <EditScreen {...props} />
    </SaveRefusalScope>
);

const EditScreen = ({ definition, redirect, children }: ConflictEditProps) => {
    const notify = useNotifySaveError();
    const refusal = useSaveRefusal();
    const onError = (error: unknown) => {
        refusal?.take(error);
        notify(error);
    };
    const conflict = useRecordConflict(definition.name);
    return (
        <ConflictScope conflict={conflict}>
            <Edit
                resource={definition.name}
                mutationMode="pessimistic"
                redirect={redirect}
                mutationOptions={{ onError: error => void (conflict.onSaveError(error) || onError(error)) }}
                transform={(data: Record<string, unknown>) => normalizeRecord(definition, data)}
            >
                <PresenceHeader resource={definition.name} />
                {children}
            </Edit>
        </ConflictScope>
    );
};
