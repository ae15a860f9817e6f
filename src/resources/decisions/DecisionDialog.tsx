import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { Form, type RaRecord } from 'react-admin';
import { DraftKeeper, draftKey } from '../drafts';
import { FieldInput } from '../fields/FieldInput';
import type { DecisionDefinition, ResourceDefinition } from '../types';
import { decisionDefaults } from './decisionData';
import { hasForm } from './when';

export interface DecisionDialogProps {
    definition: ResourceDefinition;
    decision: DecisionDefinition;
    record: RaRecord;
    /** the record's name in Persian ("فیش ۱۲۳۴۵۶") */
    name: string;
    pending: boolean;
    /** why the last try failed; the dialog stays open with what was typed */
    error: string | null;
    /** sends it; resolves to the field errors to show (a 422), or nothing */
    onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
    onClose: () => void;
}

/** A decision's draft: per record and decision (`receipt:7:decision:reject`). */
export const decisionDraftKey = (definition: ResourceDefinition, record: RaRecord, decision: DecisionDefinition) =>
    draftKey(definition.name, record.id, 'decision', decision.id);

/** The question a decision asks first: its own text, or "«رد» برای فیش ۱۲ انجام شود؟". */
export const confirmQuestion = (decision: DecisionDefinition, name: string) =>
    typeof decision.confirm === 'string' ? decision.confirm : `«${decision.label}» برای ${name} انجام شود؟`;

/**
 * A decision's dialog: its small form (fields through the field-type registry, checked at the
 * field in Persian), or the question of a decision that asks first. While it is sent the dialog
 * can't be closed or sent again; a failure keeps it open with what was typed and says why.
 */
export const DecisionDialog = ({ definition, decision, record, name, pending, error, onSubmit, onClose }: DecisionDialogProps) => {
    const titleId = useId();
    const formId = useId();
    const withForm = hasForm(decision);
    const close = () => {
        if (!pending) onClose();
    };
    const sendButton = (
        <Button
            type={withForm ? 'submit' : 'button'}
            form={withForm ? formId : undefined}
            variant="contained"
            color={decision.color ?? 'primary'}
            loading={pending}
            onClick={withForm ? undefined : () => void onSubmit({})}
            data-testid={`decision-${decision.id}-send`}
        >
            {decision.label}
        </Button>
    );
    return (
        <Dialog
            open
            onClose={close}
            aria-labelledby={titleId}
            fullWidth
            maxWidth="xs"
            // a row's dialog lives in a portal: its clicks must not open the row behind it
            onClick={event => event.stopPropagation()}
            data-testid={`decision-${decision.id}-dialog`}
        >
            <DialogTitle id={titleId}>
                {decision.label} — {name}
            </DialogTitle>
            <DialogContent>
                <Stack spacing={1.5}>
                    {decision.confirm ? <DialogContentText>{confirmQuestion(decision, name)}</DialogContentText> : null}
                    {error ? (
                        <Alert severity="error" role="alert">
                            {error}
                        </Alert>
                    ) : null}
                    {withForm ? (
                        <Form
                            id={formId}
                            resource={definition.name}
                            defaultValues={decisionDefaults(record, decision)}
                            onSubmit={(values: Record<string, unknown>) => onSubmit(values)}
                            sanitizeEmptyValues={false}
                        >
                            <Stack sx={{ pt: 1 }}>
                                <DraftKeeper
                                    draftKey={decisionDraftKey(definition, record, decision)}
                                    fields={decision.fields}
                                    savedByController={false}
                                />
                                {decision.fields?.map(field => (
                                    <FieldInput key={field.source} field={field} label={field.label} />
                                ))}
                            </Stack>
                        </Form>
                    ) : null}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={close} disabled={pending} color="inherit">
                    انصراف
                </Button>
                {sendButton}
            </DialogActions>
        </Dialog>
    );
};
