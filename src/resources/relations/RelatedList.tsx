import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
    DataTable,
    RecordContextProvider,
    ReferenceManyField,
    SimpleList,
    useListContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { recordTarget, useAbilities } from '../abilities';
import { FieldValue } from '../fields/FieldValue';
import { typeOf } from '../fields/types';
import { useDefinitionOf } from '../definitionsContext';
import { representation } from '../representation';
import { ListError } from '../screens/ListError';
import { Pagination } from '../screens/Pagination';
import { RecordLink } from '../screens/RecordLink';
import type { FieldDefinition, RelationDefinition, ResourceDefinition } from '../types';
import { DecisionRowActions } from '../decisions';

/** Page sizes of a related list (a tab is shorter than a list screen). */
export const RELATED_PER_PAGE = 10;
const PER_PAGE_OPTIONS = [5, 10, 25];

/** The filter that ties a relation's records to their owner (by default `user_id={id}`). */
export const relationTarget = (relation: RelationDefinition): string => relation.target ?? 'user_id';

/**
 * The related definition's list columns, without the owner's own (on a customer's page every row
 * is that customer's: `user_id` and `user.name` say nothing).
 */
export function relatedColumns(related: ResourceDefinition, target: string): FieldDefinition[] {
    const owner = target.replace(/_id$/, '');
    return related.fields.filter(
        field => field.list !== false && field.source !== target && !field.source.startsWith(`${owner}.`)
    );
}

const Empty = ({ related }: { related: ResourceDefinition }) => {
    const translate = useTranslate();
    return (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate(`resources.${related.name}.empty`)}
        </Typography>
    );
};

/** A phone's card per related record: its name, then the first few columns as label and value. */
const RelatedCards = ({ related, columns }: { related: ResourceDefinition; columns: FieldDefinition[] }) => {
    const name = representation(related);
    const can = useAbilities(related);
    const fields = (columns.some(field => field.card) ? columns.filter(field => field.card) : columns.filter(field => field.source !== 'id'))
        .filter(field => !typeOf(field).isPicture)
        .slice(0, 4);
    return (
        <SimpleList
            linkType={recordTarget(related, can)}
            primaryText={(record: RaRecord) => `${related.label.one} ${name(record)}`}
            secondaryText={(record: RaRecord) => (
                <RecordContextProvider value={record}>
                    <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
                        {fields.map(field => (
                            <Box component="span" key={field.source} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                                <Typography component="span" variant="caption" color="text.secondary">
                                    {field.label}:
                                </Typography>
                                <Typography component="span" variant="body2" color="text.primary">
                                    <FieldValue field={field} />
                                </Typography>
                            </Box>
                        ))}
                    </Stack>
                </RecordContextProvider>
            )}
            sx={{ '& .MuiListItemButton-root, & .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' } }}
        />
    );
};

/** The rows of one relation: the related definition's columns, each row opening its record. */
const RelatedTable = ({ related, columns }: { related: ResourceDefinition; columns: FieldDefinition[] }) => {
    const translate = useTranslate();
    const can = useAbilities(related);
    const target = recordTarget(related, can);
    const name = representation(related);
    const linkField = columns.find(field => field.source === 'id') ?? columns[0];
    return (
        <DataTable rowClick={target} bulkActionButtons={false} hiddenColumns={[]} empty={<Empty related={related} />}>
            {columns.map(field => (
                <DataTable.Col key={field.source} source={field.source} disableSort={field.sortable === false || field.source.includes('.')}>
                    {field === linkField && target ? (
                        <RecordLink
                            to={target}
                            describe={record => `${translate(target === 'edit' ? 'ra.action.edit' : 'ra.action.show')} ${related.label.one} ${name(record)}`}
                        >
                            <FieldValue field={field} />
                        </RecordLink>
                    ) : (
                        <FieldValue field={field} />
                    )}
                </DataTable.Col>
            ))}
            {related.decisions?.length ? (
                <DataTable.Col source="_decisions" label="" disableSort sx={{ width: 48, px: 0.5 }}>
                    <DecisionRowActions definition={related} />
                </DataTable.Col>
            ) : null}
        </DataTable>
    );
};

/** A failed related list says so in place of its rows, with a retry; the page stays. */
const RelatedRows = ({ related, columns }: { related: ResourceDefinition; columns: FieldDefinition[] }) => {
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const { error } = useListContext();
    if (error) return <ListError />;
    return phone ? <RelatedCards related={related} columns={columns} /> : <RelatedTable related={related} columns={columns} />;
};

/**
 * The records of one relation of the current record (RelationDefinition): react-admin's
 * ReferenceManyField, i.e. `getManyReference`, i.e. the related list call with `{target}={id}`
 * (docs/resources.md, relations), paged and sortable by the related definition's columns.
 */
export const RelatedList = ({ relation }: { relation: RelationDefinition }) => {
    const related = useDefinitionOf()(relation.resource);
    if (!related) return null;
    const target = relationTarget(relation);
    const columns = relatedColumns(related, target);
    return (
        <Box sx={{ overflowX: 'auto' }} data-testid={`related-${related.name}`}>
            <ReferenceManyField
                reference={related.name}
                target={target}
                sort={related.sort ?? { field: 'id', order: 'DESC' }}
                perPage={RELATED_PER_PAGE}
                pagination={<Pagination options={PER_PAGE_OPTIONS} />}
            >
                <RelatedRows related={related} columns={columns} />
            </ReferenceManyField>
        </Box>
    );
};
