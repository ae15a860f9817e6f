import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Typography, useMediaQuery, type Theme } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
    Datagrid,
    List,
    TopToolbar,
    useListContext,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { FieldValue } from '../fields/FieldValue';
import { listDefaults } from '../screens/listDefaults';
import { ListError, useListQueryOptions } from '../screens/ListError';
import { Pagination } from '../screens/Pagination';
import { PhoneCards } from '../screens/PhoneCards';
import { SearchFilter } from '../screens/SearchFilter';
import type { ScreenProps } from '../types';
import type { BankDialogState } from './BankDialog';
import { useFirstScreenShown } from '../../realtime/firstScreen';
import { LazyTooltip } from '../../theme/LazyTooltip';
import '../../i18n/lazy/list';

/**
 * The add/edit dialog (its form, fields, drafts and conflicts) and the delete question: a chunk of
 * their own, loaded once the first screen is shown or when one is asked for, not before the rows.
 */
const BankDialog = lazy(() => import('./BankDialog').then(module => ({ default: module.BankDialog })));
const BankDeleteDialog = lazy(() => import('./BankDeleteDialog').then(module => ({ default: module.BankDeleteDialog })));

/** The dialogs, once wanted (its own component: the list does not draw again when they load). */
const BankDialogs = ({
    dialog,
    onCloseDialog,
    deleting,
    onCloseDelete,
    definition,
}: {
    dialog: BankDialogState;
    onCloseDialog: () => void;
    deleting: RaRecord | null;
    onCloseDelete: () => void;
    definition: ScreenProps['definition'];
}) => {
    const shown = useFirstScreenShown();
    if (!shown && dialog === null && deleting === null) return null;
    return (
        <Suspense fallback={null}>
            <BankDialog state={dialog} onClose={onCloseDialog} definition={definition} />
            <BankDeleteDialog record={deleting} onClose={onCloseDelete} />
        </Suspense>
    );
};

/** 'no results found' while searching, 'no bank account found' otherwise. */
const BankEmpty = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const searching = !!String(filterValues.search ?? '').trim();
    return (
        <Box sx={{ py: 6, textAlign: 'center' }}>
            <Typography color="text.secondary">
                {translate(searching ? 'app.bank.no_results' : 'app.bank.empty')}
            </Typography>
        </Box>
    );
};

const RowActions = ({ onEdit, onDelete }: { label?: string; onEdit: (r: RaRecord) => void; onDelete: (r: RaRecord) => void }) => {
    const translate = useTranslate();
    const record = useRecordContext();
    if (!record) return null;
    const name = String(record.title ?? '');
    return (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
            <LazyTooltip title={translate('app.bank.edit')}>
                <IconButton size="small" color="primary" aria-label={`${translate('app.bank.edit')} ${name}`} onClick={() => onEdit(record)}>
                    <EditIcon fontSize="small" />
                </IconButton>
            </LazyTooltip>
            <LazyTooltip title={translate('app.bank.delete')}>
                <IconButton size="small" color="error" aria-label={`${translate('app.bank.delete')} ${name}`} onClick={() => onDelete(record)}>
                    <DeleteIcon fontSize="small" />
                </IconButton>
            </LazyTooltip>
        </Box>
    );
};

/**
 * Bank accounts: searchable, paginated table with edit and delete on each row (on a phone, a card
 * per account with the same two actions), one add/edit dialog and a delete confirmation.
 */
const BankList = ({ definition }: ScreenProps) => {
    const translate = useTranslate();
    const queryOptions = useListQueryOptions('app.bank.notifications.load_error');
    const defaults = useMemo(() => listDefaults(definition), [definition]);
    const [dialog, setDialog] = useState<BankDialogState>(null);
    const [deleting, setDeleting] = useState<RaRecord | null>(null);
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const actions = <RowActions onEdit={record => setDialog({ mode: 'edit', record })} onDelete={setDeleting} />;

    return (
        <>
            <List
                resource={definition.name}
                {...defaults}
                pagination={<Pagination options={definition.perPageOptions} />}
                filters={[<SearchFilter key="search" source="search" alwaysOn placeholder={translate('app.bank.search')} />]}
                actions={
                    <TopToolbar>
                        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
                            {translate('app.bank.add')}
                        </Button>
                    </TopToolbar>
                }
                empty={false}
                exporter={false}
                error={<ListError />}
                queryOptions={queryOptions}
            >
                {phone ? (
                    // the same cards as every generated list; the actions sit beside each card
                    <PhoneCards definition={definition} columns={definition.fields} linkType={false} actions={actions} empty={<BankEmpty />} />
                ) : (
                    <Datagrid bulkActionButtons={false} rowClick={false} empty={<BankEmpty />}>
                        {definition.fields.map(field => (
                            <FieldValue key={field.source} field={field} source={field.source} />
                        ))}
                        <RowActions label="app.list.actions" onEdit={record => setDialog({ mode: 'edit', record })} onDelete={setDeleting} />
                    </Datagrid>
                )}
            </List>
            <BankDialogs
                dialog={dialog}
                onCloseDialog={() => setDialog(null)}
                deleting={deleting}
                onCloseDelete={() => setDeleting(null)}
                definition={definition}
            />
        </>
    );
};

export default BankList;
