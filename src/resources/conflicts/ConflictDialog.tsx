import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime } from '../../i18n/dates';
import { FieldValue } from '../fields/FieldValue';
import type { FieldDefinition } from '../types';
import { decidedBy, type Difference } from './merge';
import '../../i18n/lazy/conflicts';

export interface ConflictDialogProps {
    /** the fields compared (the form's), for labels and display by their type */
    fields: FieldDefinition[];
    /** the fields whose value differs; `mine` omitted when there is no form (a record's page) */
    rows: Difference[];
    /** the record as it is now */
    current: RaRecord;
    reason: 'conflict' | 'changed';
    /** "keep mine" (absent: no form to keep) */
    onKeepMine?: () => void;
    /** "take theirs" (absent: nothing to load) */
    onTakeTheirs?: () => void;
    onClose: () => void;
    /** a save is on its way */
    pending?: boolean;
    /** whether there is a "mine" column (a form) */
    withMine?: boolean;
}

/** One value, shown as its field type shows it (Jalali dates, money with its unit, statuses by name, pictures). */
const Value = ({ field, value }: { field: FieldDefinition; value: unknown }) => (
    <RecordContextProvider value={{ id: 'compared', [field.source]: value }}>
        <FieldValue field={field} />
    </RecordContextProvider>
);

/**
 * The comparison after a refused save or a record changed under an open page: for each field that
 * differs, what the staff member entered, what the record holds now and what it held when they
 * opened it, each shown by its field type. Loaded only when needed.
 */
const ConflictDialog = ({ fields, rows, current, reason, onKeepMine, onTakeTheirs, onClose, pending = false, withMine = true }: ConflictDialogProps) => {
    const translate = useTranslate();
    const theme = useTheme();
    const phone = useMediaQuery(theme.breakpoints.down('sm'));
    const titleId = useId();
    const by = decidedBy(current);
    const at = typeof current.updated_at === 'string' ? formatDateTime(current.updated_at) : '';
    const columns = [
        ...(withMine ? [{ key: 'mine' as const, label: translate('app.conflicts.mine') }] : []),
        { key: 'current' as const, label: translate('app.conflicts.current') },
        { key: 'opened' as const, label: translate('app.conflicts.opened') },
    ];
    const fieldOf = (source: string) => fields.find(field => field.source === source);
    return (
        <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} data-testid="conflict-dialog">
            <DialogTitle id={titleId}>{translate('app.conflicts.title')}</DialogTitle>
            {/* a comparison longer than a phone's screen scrolls: focusable, the keyboard scrolls it too */}
            <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
                <Stack spacing={2}>
                    {reason === 'conflict' ? (
                        <Alert severity="warning">{translate('app.conflicts.saved_refused')}</Alert>
                    ) : null}
                    <DialogContentText>{translate(reason === 'conflict' ? 'app.conflicts.intro_conflict' : 'app.conflicts.intro_changed')}</DialogContentText>
                    {by || at ? (
                        <Typography variant="body2" color="text.secondary">
                            {by ? translate('app.conflicts.changed_by', { name: by.name }) : null}
                            {by && at ? ' — ' : null}
                            {at ? translate('app.conflicts.changed_at', { time: at }) : null}
                        </Typography>
                    ) : null}
                    {rows.length === 0 ? <Typography>{translate('app.conflicts.no_difference')}</Typography> : null}
                    {rows.map(row => {
                        const field = fieldOf(row.source);
                        if (!field) return null;
                        const headingId = `${titleId}-${row.source}`;
                        return (
                            <Box
                                key={row.source}
                                component="section"
                                aria-labelledby={headingId}
                                data-testid={`conflict-${row.source}`}
                                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
                            >
                                <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
                                    <Typography id={headingId} component="h3" variant="subtitle2">
                                        {field.label}
                                    </Typography>
                                    {withMine && row.mineChanged ? <Chip size="small" color="primary" variant="outlined" label={translate('app.conflicts.you_changed')} /> : null}
                                    {row.theirsChanged ? <Chip size="small" color="warning" variant="outlined" label={translate('app.conflicts.they_changed')} /> : null}
                                </Stack>
                                <Box
                                    component="dl"
                                    sx={{
                                        m: 0,
                                        display: 'grid',
                                        gap: 1,
                                        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns.length}, minmax(0, 1fr))` },
                                    }}
                                >
                                    {columns.map(column => (
                                        <Box key={column.key} data-column={column.key} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                                            <Typography component="dt" variant="caption" color="text.secondary">
                                                {column.label}
                                            </Typography>
                                            <Box component="dd" sx={{ m: 0 }}>
                                                <Value field={field} value={row[column.key]} />
                                            </Box>
                                        </Box>
                                    ))}
                                </Box>
                            </Box>
                        );
                    })}
                    {onKeepMine ? (
                        <Typography variant="caption" color="text.secondary">
                            {translate('app.conflicts.keep_mine_hint')}
                        </Typography>
                    ) : null}
                </Stack>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={onClose} disabled={pending} color="inherit">
                    {translate('app.conflicts.close')}
                </Button>
                {onTakeTheirs ? (
                    <Button onClick={onTakeTheirs} disabled={pending} variant="outlined" data-testid="conflict-take-theirs">
                        {translate('app.conflicts.take_theirs')}
                    </Button>
                ) : null}
                {onKeepMine ? (
                    <Button onClick={onKeepMine} loading={pending} variant="contained" data-testid="conflict-keep-mine">
                        {translate('app.conflicts.keep_mine')}
                    </Button>
                ) : null}
            </DialogActions>
        </Dialog>
    );
};

export default ConflictDialog;
