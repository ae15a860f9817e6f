import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    LinearProgress,
    List,
    ListItem,
    ListItemText,
    Typography,
} from '@mui/material';
import { createElement, useId, useState, type ReactNode } from 'react';
import { useDataProvider, useListContext, useRefresh, type Identifier, type RaRecord } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import type { DecisionDefinition, ResourceDefinition } from '../types';
import { SENT_FOR_APPROVAL, runBulk, type BulkSummary } from './bulk';
import { pendingApprovalOf } from './approvalPending';
import { decisionIcon } from './icons';
import { useDecide } from './useDecide';
import { useRecordName } from './useDecisionFlow';
import { useDecisionRights } from './rights';
import { bulkDecisions, decisionApplies } from './when';
import { useAdminId } from './useAdminId';

type Step =
    | { kind: 'ask'; decision: DecisionDefinition; ids: Identifier[] }
    | { kind: 'run'; decision: DecisionDefinition; done: number; total: number }
    | { kind: 'summary'; decision: DecisionDefinition; summary: BulkSummary; names: Map<Identifier, string> };

const count = (n: number) => formatNumber(n);

/**
 * The list's bulk decisions (those without a form of their own, `bulk` not false): a button per
 * decision in the bulk actions toolbar; it asks first, then sends one `PUT` per selected record,
 * one after the other, with a progress bar, and ends with a summary of what succeeded and what
 * failed (and why). The failed records stay selected; the list is read again.
 */
export function useBulkDecisions(definition: ResourceDefinition): { decisions: DecisionDefinition[]; buttons: ReactNode; dialog: ReactNode } {
    const { data = [], selectedIds, onSelect } = useListContext();
    const dataProvider = useDataProvider();
    const refresh = useRefresh();
    const { decide } = useDecide(definition);
    const nameOf = useRecordName(definition);
    const titleId = useId();
    const [step, setStep] = useState<Step | null>(null);
    const rights = useDecisionRights(definition);
    // only the decisions the admin's permissions allow (over a limit, the server asks a second admin)
    const decisions = bulkDecisions(definition).filter(decision => rights(decision).allowed);
    const adminId = useAdminId(definition);

    const run = async (decision: DecisionDefinition, ids: Identifier[]) => {
        const names = new Map<Identifier, string>();
        setStep({ kind: 'run', decision, done: 0, total: ids.length });
        const summary = await runBulk(
            ids,
            async id => {
                const record: RaRecord =
                    data.find(item => String(item.id) === String(id)) ?? (await dataProvider.getOne(definition.name, { id })).data;
                names.set(id, nameOf(record));
                if (pendingApprovalOf(record)) throw new Error('این مورد در انتظار تأیید همکار است.');
                if (!decisionApplies(decision, record, adminId)) throw new Error(`«${decision.label}» برای این مورد در وضعیت فعلی‌اش نیست.`);
                const result = await decide(record, decision);
                if (result?.ok === 'approval') return SENT_FOR_APPROVAL;
                if (!result || !result.ok) throw new Error(result ? result.message : 'تصمیم دیگری در حال انجام است.');
                return undefined;
            },
            error => (error instanceof Error ? error.message : String(error)),
            (done, total) => setStep({ kind: 'run', decision, done, total })
        );
        onSelect(summary.failed.map(failure => failure.id));
        setStep({ kind: 'summary', decision, summary, names });
        refresh();
    };

    const buttons = decisions.map(decision => (
        <Button
            key={decision.id}
            size="small"
            color={decision.color ?? 'primary'}
            startIcon={decisionIcon(decision) ? createElement(decisionIcon(decision)!) : undefined}
            onClick={() => setStep({ kind: 'ask', decision, ids: [...selectedIds] })}
            data-testid={`bulk-decision-${decision.id}`}
        >
            {decision.label}
        </Button>
    ));

    const close = () => setStep(null);
    let dialog: ReactNode = null;
    if (step) {
        const { decision } = step;
        const running = step.kind === 'run';
        dialog = (
            <Dialog open onClose={running ? undefined : close} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="bulk-decision-dialog">
                <DialogTitle id={titleId}>
                    «{decision.label}» برای {definition.label.many}
                </DialogTitle>
                <DialogContent>
                    {step.kind === 'ask' ? (
                        <DialogContentText>
                            {`«${decision.label}» برای ${count(step.ids.length)} ${definition.label.one} انتخاب‌شده انجام شود؟ برای هر کدام جداگانه درخواست فرستاده می‌شود.`}
                        </DialogContentText>
                    ) : null}
                    {step.kind === 'run' ? (
                        <Box>
                            <Typography variant="body2" sx={{ mb: 1 }} role="status">
                                {`${count(step.done)} از ${count(step.total)} انجام شد…`}
                            </Typography>
                            <LinearProgress
                                variant="determinate"
                                value={step.total ? (step.done / step.total) * 100 : 0}
                                aria-label="پیشرفت تصمیم گروهی"
                            />
                        </Box>
                    ) : null}
                    {step.kind === 'summary' ? (
                        <Box role="status">
                            {step.summary.succeeded.length ? (
                                <Alert severity="success" sx={{ mb: 1 }}>
                                    {`${count(step.summary.succeeded.length)} ${definition.label.one}: «${decision.label}» انجام شد.`}
                                </Alert>
                            ) : null}
                            {step.summary.sentForApproval.length ? (
                                <Alert severity="info" sx={{ mb: 1 }} data-testid="bulk-sent-for-approval">
                                    {`${count(step.summary.sentForApproval.length)} ${definition.label.one}: برای تأیید همکار فرستاده شد و تا تصمیم او در انتظار می‌ماند.`}
                                </Alert>
                            ) : null}
                            {step.summary.failed.length ? (
                                <Alert severity="error">
                                    {`${count(step.summary.failed.length)} ${definition.label.one} انجام نشد و انتخاب‌شده ماند:`}
                                    <List dense disablePadding>
                                        {step.summary.failed.map(failure => (
                                            <ListItem key={String(failure.id)} disableGutters>
                                                <ListItemText
                                                    primary={step.names.get(failure.id) ?? `${definition.label.one} ${failure.id}`}
                                                    secondary={failure.message}
                                                />
                                            </ListItem>
                                        ))}
                                    </List>
                                </Alert>
                            ) : null}
                        </Box>
                    ) : null}
                </DialogContent>
                <DialogActions>
                    {step.kind === 'ask' ? (
                        <>
                            <Button onClick={close} color="inherit">
                                انصراف
                            </Button>
                            <Button variant="contained" color={decision.color ?? 'primary'} onClick={() => void run(decision, step.ids)} data-testid="bulk-decision-send">
                                {decision.label}
                            </Button>
                        </>
                    ) : (
                        <Button onClick={close} disabled={running}>
                            بستن
                        </Button>
                    )}
                </DialogActions>
            </Dialog>
        );
    }
    return { decisions, buttons, dialog };
}
