import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import {
    BulkActionsToolbar,
    ColumnsButton,
    CreateButton,
    DataTable,
    FilterButton,
    List,
    TopToolbar,
    useDataTableRenderContext,
    useListContext,
    useStore,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { recordTarget, useAbilities } from '../abilities';
import { DecisionRowActions, QueueTitle, useBulkDecisions } from '../decisions';
import { FieldValue } from '../fields/FieldValue';
import { isFilter } from '../fields/types';
import { representation } from '../representation';
import type { FieldDefinition, ResourceDefinition, ScreenProps } from '../types';
import { ExportButton } from './ExportButton';
import { filtersOf } from './filters';
import { listDefaults } from './listDefaults';
import { ListError, useListQueryOptions } from './ListError';
import { Pagination } from './Pagination';
import { RecordLink } from './RecordLink';
import { PageCheckbox, RowCheckbox } from './RowSelect';
import { PhoneCards } from './PhoneCards';
import { SavedViews } from './SavedViews';
import { useBulkDelete } from './useBulkDelete';
import '../../i18n/lazy/list';
import { listQueue } from '../queues';

/**
 * Where a list keeps the columns its admin hid and their order (react-admin's DataTable and
 * ColumnsButton): one key per list, the admin's own (src/providers/adminStore.ts).
 */
export const columnsKey = (definition: ResourceDefinition) => `${definition.name}.list.datatable`;
const NO_HIDDEN_COLUMNS: string[] = [];

/** A column that is not data (row selection, row actions): always shown, never offered to hide. */
const FixedCol = (props: Parameters<typeof DataTable.Col>[0]) =>
    useDataTableRenderContext() === 'columnsSelector' ? null : <DataTable.Col {...props} />;

/**
 * The table: a named checkbox per row when rows can be deleted or decided in bulk, a link that
 * opens each row, and each row's decisions in its own menu.
 */
const Table = ({ definition, columns }: { definition: ResourceDefinition; columns: FieldDefinition[] }) => {
    const translate = useTranslate();
    const can = useAbilities(definition);
    const target = recordTarget(definition, can);
    const name = representation(definition);
    const { selectedIds } = useListContext();
    const bulk = useBulkDecisions(definition);
    // one DELETE per record: a refused one is named in the summary and stays selected
    const bulkDelete = useBulkDelete(definition);
    const selectable = can.delete || bulk.decisions.length > 0;
    const [hidden] = useStore<string[]>(columnsKey(definition), NO_HIDDEN_COLUMNS);
    const shown = columns.filter(field => !hidden.includes(field.source));
    // the record's link sits in its id column, or in the first column the admin kept
    const linkField = shown.find(field => field.source === 'id') ?? shown[0];
    return (
        <>
            {selectable && selectedIds.length > 0 && (
                // in the flow above the rows: react-admin lifts it over the list's toolbar, where
                // the table's own scroll box (overflow-x) would clip it out of sight
                <Box sx={{ '&& .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' } }}>
                    <BulkActionsToolbar>
                        {bulk.buttons}
                        {can.delete && bulkDelete.button}
                    </BulkActionsToolbar>
                </Box>
            )}
            <DataTable rowClick={target} bulkActionButtons={false} hiddenColumns={NO_HIDDEN_COLUMNS} storeKey={columnsKey(definition)}>
                {selectable && (
                    <FixedCol source="_select" label={<PageCheckbox />} disableSort sx={{ width: 48, px: 0.5 }}>
                        <RowCheckbox name={id => `${definition.label.one} ${name({ id } as RaRecord)}`} />
                    </FixedCol>
                )}
                {columns.map(field => (
                    <DataTable.Col
                        key={field.source}
                        source={field.source}
                        disableSort={field.sortable === false || field.source.includes('.')}
                    >
                        {field === linkField && target ? (
                            <RecordLink
                                to={target}
                                describe={record => `${translate(target === 'edit' ? 'ra.action.edit' : 'ra.action.show')} ${definition.label.one} ${name(record)}`}
                            >
                                <FieldValue field={field} />
                            </RecordLink>
                        ) : (
                            <FieldValue field={field} />
                        )}
                    </DataTable.Col>
                ))}
                {definition.decisions?.length ? (
                    <FixedCol source="_decisions" label="" disableSort sx={{ width: 48, px: 0.5 }}>
                        <DecisionRowActions definition={definition} />
                    </FixedCol>
                ) : null}
            </DataTable>
        </>
    );
};

/**
 * The bulk actions' dialogs (their question, progress and summary), beside the table or the cards
 * rather than inside the table: a window crossing the phone's width (a phone turned upright, a
 * window made narrower) swaps one for the other, and an open dialog stays on screen through it.
 */
const BulkDialogs = ({ definition }: { definition: ResourceDefinition }) => {
    const bulk = useBulkDecisions(definition);
    const bulkDelete = useBulkDelete(definition);
    return (
        <>
            {bulk.dialog}
            {bulkDelete.dialog}
        </>
    );
};

/** The generated list screen of a resource definition: a table, or cards on a phone. */
const ResourceList = ({ definition }: ScreenProps) => {
    const translate = useTranslate();
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const queryOptions = useListQueryOptions();
    const defaults = useMemo(() => listDefaults(definition), [definition]);
    const can = useAbilities(definition);
    const columns = definition.fields.filter(field => field.list !== false);
    const [hiddenColumns] = useStore<string[]>(columnsKey(definition), NO_HIDDEN_COLUMNS);
    const hasOptionalFilters = definition.fields.some(field => isFilter(field) === true);
    const searchLabel = definition.searchHint
        ? translate('app.list.search_in', { what: definition.searchHint })
        : translate('app.list.search');
    return (
        <List
            resource={definition.name}
            // its order and page size; a queue opens on what is waiting, its count in the title
            {...defaults}
            title={listQueue(definition) ? <QueueTitle definition={definition} /> : undefined}
            filters={filtersOf(definition, searchLabel)}
            pagination={<Pagination options={definition.perPageOptions} />}
            actions={
                <TopToolbar>
                    {hasOptionalFilters && <FilterButton />}
                    <SavedViews definition={definition} />
                    {/* a phone shows cards, not columns */}
                    {!phone && <ColumnsButton storeKey={columnsKey(definition)} />}
                    {can.export && <ExportButton definition={definition} hiddenColumns={phone ? NO_HIDDEN_COLUMNS : hiddenColumns} />}
                    {can.create && <CreateButton />}
                </TopToolbar>
            }
            exporter={false}
            error={<ListError />}
            // a wide table scrolls inside its card, never the page
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
            queryOptions={queryOptions}
        >
            {phone ? <PhoneCards definition={definition} columns={columns} linkType={recordTarget(definition, can)} /> : <Table definition={definition} columns={columns} />}
            <BulkDialogs definition={definition} />
        </List>
    );
};

export default ResourceList;
