import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { Form, type RaRecord } from 'react-admin';
import { DecidedMeanwhile } from '../conflicts';
import { DraftKeeper, draftKey } from '../drafts';
import { FieldInput } from '../fields/FieldInput';
import type { DecisionDefinition, FieldDefinition, ResourceDefinition } from '../types';
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
    /** someone decided the record first: the record as it is now (the send button is then off) */
    meanwhile?: RaRecord;
    /** the fields to show of `meanwhile` (those the decision moves) */
    meanwhileFields?: FieldDefinition[];
    /** review mode after `meanwhile`: on to the next waiting record */
    onNext?: () => void;
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
export const DecisionDialog = ({
    definition,
    decision,
    record,
    name,
    pending,
    error,
    meanwhile,
    meanwhileFields = [],
    onNext,
    onSubmit,
    onClose,
}: DecisionDialogProps) => {
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
            disabled={!!meanwhile}
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
                    {meanwhile ? <DecidedMeanwhile record={meanwhile} fields={meanwhileFields} typed={withForm} /> : null}
                    {error ? (
                        <Alert severity="error" role="alert">
                            {error}
                        </Alert>
                    ) : null}
                    {withForm ? (
                        <Form
                            id={formId}
                            resource={definition.name}
                            // the record as the dialog opened: the page reading it again (decided
                            // meanwhile) must not reset what was typed
                            record={record}
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
                {onNext ? (
                    <Button onClick={onNext} variant="outlined">
                        بعدی در صف
                    </Button>
                ) : null}
                {sendButton}
            </DialogActions>
        </Dialog>
    );
};
