import DeleteIcon from '@mui/icons-material/Delete';
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
import { useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { formatNumber } from '../../i18n/format';
import { serverMessage } from '../../providers/httpClient';
import { runBulk, type BulkSummary } from '../decisions/bulk';
import { representation } from '../representation';
import type { ResourceDefinition } from '../types';

type Step =
    | { kind: 'ask'; ids: Identifier[] }
    | { kind: 'run'; done: number; total: number }
    | { kind: 'summary'; summary: BulkSummary; names: Map<Identifier, string> };

const count = (n: number) => formatNumber(n);

/**
 * Where each list's bulk delete is (its question, its progress, its summary), by resource, outside
 * the list's components: the list drawn anew while it runs or while its summary is open (its data
 * read again, the page around it re-rendered) keeps both, and what the server refused stays on
 * screen until the admin closes it.
 */
const steps = new Map<string, Step>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
};

function useStep(resource: string): [Step | null, (step: Step | null) => void] {
    const step = useSyncExternalStore(subscribe, () => steps.get(resource) ?? null);
    const set = useCallback(
        (next: Step | null) => {
            if (next) steps.set(resource, next);
            else steps.delete(resource);
            listeners.forEach(listener => listener());
        },
        [resource]
    );
    return [step, set];
}

/**
 * The list's bulk delete, as its bulk decisions work: it asks first, then sends one `DELETE` per
 * selected record, one after the other, with a progress bar. When all are deleted, a toast says
 * so; when the server refuses some (a `403` for a record this admin may not delete, a `409`, a
 * failure), a summary names each refused record with the server's reason, and those stay
 * selected. The list is read again either way.
 */
export function useBulkDelete(definition: ResourceDefinition): { button: ReactNode; dialog: ReactNode } {
    const { data = [], selectedIds, onSelect } = useListContext();
    const dataProvider = useDataProvider();
    const refresh = useRefresh();
    const notify = useNotify();
    const translate = useTranslate();
    const titleId = useId();
    const [step, setStep] = useStep(definition.name);
    const name = representation(definition);

    /** The server's reason, or the common words for a failure without one. */
    const reasonOf = (error: unknown): string => {
        const message = serverMessage(error);
        if (!message) return translate('app.errors.server');
        // the network's and the server's own failures are said with the admin's words
        return message.startsWith('app.') ? translate(message) : message;
    };

    const run = async (ids: Identifier[]) => {
        const names = new Map<Identifier, string>();
        setStep({ kind: 'run', done: 0, total: ids.length });
        const summary = await runBulk(
            ids,
            async id => {
                const record: RaRecord = data.find(item => String(item.id) === String(id)) ?? { id };
                names.set(id, `${definition.label.one} ${name(record)}`);
                await dataProvider.delete(definition.name, { id, previousData: record });
            },
            reasonOf,
            (done, total) => setStep({ kind: 'run', done, total })
        );
        onSelect(summary.failed.map(failure => failure.id));
        refresh();
        if (!summary.failed.length) {
            setStep(null);
            notify(`resources.${definition.name}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: summary.succeeded.length } });
            return;
        }
        setStep({ kind: 'summary', summary, names });
    };

    const button = (
        <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setStep({ kind: 'ask', ids: [...selectedIds] })}
            data-testid="bulk-delete"
        >
            {translate('ra.action.delete')}
        </Button>
    );

    const close = () => setStep(null);
    let dialog: ReactNode = null;
    if (step) {
        const running = step.kind === 'run';
        dialog = (
            <Dialog open onClose={running ? undefined : close} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="bulk-delete-dialog">
                <DialogTitle id={titleId}>{`حذف ${definition.label.many}`}</DialogTitle>
                <DialogContent>
                    {step.kind === 'ask' ? (
                        <DialogContentText>
                            {`${count(step.ids.length)} ${definition.label.one} انتخاب‌شده حذف شود؟ این کار بازگشت ندارد. برای هر کدام جداگانه درخواست فرستاده می‌شود.`}
                        </DialogContentText>
                    ) : null}
                    {step.kind === 'run' ? (
                        <Box>
                            <Typography variant="body2" sx={{ mb: 1 }} role="status">
                                {`${count(step.done)} از ${count(step.total)} انجام شد…`}
                            </Typography>
                            <LinearProgress variant="determinate" value={step.total ? (step.done / step.total) * 100 : 0} aria-label="پیشرفت حذف گروهی" />
                        </Box>
                    ) : null}
                    {step.kind === 'summary' ? (
                        <Box role="status">
                            {step.summary.succeeded.length ? (
                                <Alert severity="success" sx={{ mb: 1 }}>
                                    {`${count(step.summary.succeeded.length)} ${definition.label.one} حذف شد.`}
                                </Alert>
                            ) : null}
                            <Alert severity="error" data-testid="bulk-delete-refused">
                                {`${count(step.summary.failed.length)} ${definition.label.one} حذف نشد و انتخاب‌شده ماند:`}
                                <List dense disablePadding>
                                    {step.summary.failed.map(failure => (
                                        <ListItem key={String(failure.id)} disableGutters>
                                            <ListItemText primary={step.names.get(failure.id) ?? `${definition.label.one} ${failure.id}`} secondary={failure.message} />
                                        </ListItem>
                                    ))}
                                </List>
                            </Alert>
                        </Box>
                    ) : null}
                </DialogContent>
                <DialogActions>
                    {step.kind === 'ask' ? (
                        <>
                            <Button onClick={close} color="inherit">
                                انصراف
                            </Button>
                            <Button variant="contained" color="error" onClick={() => void run(step.ids)} data-testid="bulk-delete-send">
                                {translate('ra.action.delete')}
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
    return { button, dialog };
}
