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
    type ButtonProps,
} from '@mui/material';
import { useId } from 'react';
import type { Identifier } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import type { BulkFlow } from './useBulkFlow';

/** What one bulk action's dialog says; each `(count)` gets the number in Persian digits. */
export interface BulkTexts {
    /** `bulk-delete`: the dialog is `bulk-delete-dialog`, its send button `bulk-delete-send` */
    testId: string;
    title: string;
    question: (count: string) => string;
    /** the progress bar's name */
    progress: string;
    send: { label: string; color: ButtonProps['color'] };
    succeeded: (count: string) => string;
    /** decisions only: those sent to a second admin for approval */
    sentForApproval?: (count: string) => string;
    /** the heading of the failed records' list */
    failed: (count: string) => string;
    /** the failed records' alert's test id, where a test looks for it */
    failedTestId?: string;
    /** a record not named while it ran */
    nameOf: (id: Identifier) => string;
}

const count = (n: number) => formatNumber(n);

/**
 * A bulk action's dialog (./useBulkFlow.ts): the question, the progress (it cannot be closed
 * while running), then the summary: what was done, what went for approval, and each record that
 * failed by name, with why. Nothing while no step is open.
 */
export function BulkDialog<Payload>({ flow, texts }: { flow: BulkFlow<Payload>; texts: BulkTexts }) {
    const titleId = useId();
    const { step, close } = flow;
    if (!step) return null;
    const running = step.kind === 'run';
    return (
        <Dialog open onClose={running ? undefined : close} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid={`${texts.testId}-dialog`}>
            <DialogTitle id={titleId}>{texts.title}</DialogTitle>
            <DialogContent>
                {step.kind === 'ask' ? <DialogContentText>{texts.question(count(step.ids.length))}</DialogContentText> : null}
                {step.kind === 'run' ? (
                    <Box>
                        <Typography variant="body2" sx={{ mb: 1 }} role="status">
                            {`${count(step.done)} از ${count(step.total)} انجام شد…`}
                        </Typography>
                        <LinearProgress variant="determinate" value={step.total ? (step.done / step.total) * 100 : 0} aria-label={texts.progress} />
                    </Box>
                ) : null}
                {step.kind === 'summary' ? (
                    <Box role="status">
                        {step.summary.succeeded.length ? (
                            <Alert severity="success" sx={{ mb: 1 }}>
                                {texts.succeeded(count(step.summary.succeeded.length))}
                            </Alert>
                        ) : null}
                        {step.summary.sentForApproval.length && texts.sentForApproval ? (
                            <Alert severity="info" sx={{ mb: 1 }} data-testid="bulk-sent-for-approval">
                                {texts.sentForApproval(count(step.summary.sentForApproval.length))}
                            </Alert>
                        ) : null}
                        {step.summary.failed.length ? (
                            <Alert severity="error" data-testid={texts.failedTestId}>
                                {texts.failed(count(step.summary.failed.length))}
                                <List dense disablePadding>
                                    {step.summary.failed.map(failure => (
                                        <ListItem key={String(failure.id)} disableGutters>
                                            <ListItemText primary={step.names.get(failure.id) ?? texts.nameOf(failure.id)} secondary={failure.message} />
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
                        <Button variant="contained" color={texts.send.color} onClick={() => void flow.run(step.payload, step.ids)} data-testid={`${texts.testId}-send`}>
                            {texts.send.label}
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
