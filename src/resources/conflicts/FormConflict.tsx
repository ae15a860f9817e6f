import { Alert, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { normalizeRecord } from '../fields/rules';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { useConflictScope } from './ConflictScope';
import { differences } from './merge';
import type { RecordConflict } from './useRecordConflict';
import '../../i18n/lazy/conflicts';

/** The comparison is needed only after a 409 or a changed record: its code loads then. */
const ConflictDialog = lazy(() => import('./ConflictDialog'));

/** The fields a generated form edits. */
export const formFields = (definition: ResourceDefinition): FieldDefinition[] => definition.fields.filter(field => field.form !== false);

export interface FormConflictProps {
    conflict: RecordConflict;
    definition: ResourceDefinition;
    /** the fields the form edits (default: the definition's form fields) */
    fields?: FieldDefinition[];
    /** saves a record ("keep mine" after a refused save): the form's own save */
    onSave: (record: RaRecord) => unknown;
}

/**
 * Inside a form: "this record has changed meanwhile" with a way to see what changed, once a save
 * was refused with 409 or a fresh read found a newer version; then the comparison, "keep mine"
 * (after a refused save, it saves at once) and "take theirs". What was typed stays in the form.
 */
export const FormConflict = ({ conflict, definition, fields = formFields(definition), onSave }: FormConflictProps) => {
    const translate = useTranslate();
    const { getValues } = useFormContext();
    const [saving, setSaving] = useState(false);
    const { current, opened, base, reason } = conflict;
    if (!current || !opened || !reason) return null;
    const sources = fields.map(field => field.source);
    const mine = () => normalizeRecord(definition, getValues() as Record<string, unknown>);
    const keepMine = async () => {
        const merged = conflict.keepMine(mine(), sources);
        if (!merged || reason !== 'conflict') return;
        setSaving(true);
        try {
            await onSave(merged);
        } finally {
            setSaving(false);
        }
    };
    return (
        <>
            <Alert
                severity="warning"
                role="status"
                data-testid="conflict-notice"
                sx={{ mb: 2, width: '100%' }}
                action={
                    <Button color="inherit" size="small" onClick={conflict.compare} disabled={saving}>
                        {translate('app.conflicts.see')}
                    </Button>
                }
            >
                {translate('app.conflicts.changed')}
            </Alert>
            {conflict.comparing ? (
                <Suspense fallback={null}>
                    <ConflictDialog
                        fields={fields}
                        rows={differences({ opened, base, mine: mine(), current, sources })}
                        current={current}
                        reason={reason}
                        pending={saving}
                        onKeepMine={() => void keepMine()}
                        onTakeTheirs={conflict.takeTheirs}
                        onClose={conflict.closeComparison}
                    />
                </Suspense>
            ) : null}
        </>
    );
};

/** `FormConflict` in a generated edit form, in its page's `ConflictScope`; nothing elsewhere (a create form). */
export const EditFormConflict = ({ definition }: { definition: ResourceDefinition }) => {
    const conflict = useConflictScope();
    const saveContext = useSaveContext();
    if (!conflict) return null;
    return <FormConflict conflict={conflict} definition={definition} onSave={record => saveContext?.save?.(record)} />;
};
