import { BulkDeleteButton, CreateButton, Datagrid, FilterButton, List, TopToolbar, useTranslate } from 'react-admin';
import { FieldValue } from '../fields/FieldValue';
import type { ScreenProps } from '../types';
import { filtersOf } from './filters';
import { ListError, useNotifyListError } from './ListError';
import { Pagination } from './Pagination';

/** The generated list screen of a resource definition. */
const ResourceList = ({ definition }: ScreenProps) => {
    const translate = useTranslate();
    const onError = useNotifyListError();
    const can = { create: true, edit: true, delete: true, show: true, ...definition.can };
    const columns = definition.fields.filter(field => field.list !== false);
    const hasOptionalFilters = definition.fields.some(field => field.filter === true);
    return (
        <List
            resource={definition.name}
            sort={definition.sort ?? { field: 'id', order: 'DESC' }}
            perPage={definition.perPage ?? 15}
            filters={filtersOf(definition, translate('app.list.search'))}
            pagination={<Pagination options={definition.perPageOptions} />}
            actions={
                <TopToolbar>
                    {hasOptionalFilters && <FilterButton />}
                    {can.create && <CreateButton />}
                </TopToolbar>
            }
            exporter={false}
            error={<ListError />}
            queryOptions={{ onError }}
        >
            <Datagrid
                rowClick={can.edit ? 'edit' : can.show ? 'show' : false}
                bulkActionButtons={can.delete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
            >
                {columns.map(field => (
                    <FieldValue
                        key={field.source}
                        field={field}
                        source={field.source}
                        sortable={field.sortable !== false && !field.source.includes('.')}
                    />
                ))}
            </Datagrid>
        </List>
    );
};

export default ResourceList;
