import type { DataProvider, RaRecord } from 'react-admin';
import { CATALOGUE_SIZE, findIn, indexBy, type CatalogueIndex } from '../../catalogue/useCatalogue';
import { typeOf } from '../fields/types';
import type { RelatedLookup } from '../fields/types/fieldType';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { BOM, csvLine } from './csvText';

/** Rows asked for per request while exporting. */
export const EXPORT_PAGE_SIZE = 500;

export interface ExportProgress {
    done: number;
    total: number;
}

export interface ExportOptions {
    dataProvider: DataProvider;
    definition: ResourceDefinition;
    /** list columns the admin hid (the list's column chooser): left out of the export */
    hidden?: string[];
    filter: Record<string, unknown>;
    sort: { field: string; order: 'ASC' | 'DESC' };
    /** how a resource names a record (the registry's `recordRepresentation`) */
    nameOf: (resource: string) => (record: RaRecord) => string;
    onProgress?: (progress: ExportProgress) => void;
    signal?: AbortSignal;
}

/** The columns of the export: the list's columns, or those marked `export`, less those hidden. */
export const exportFields = (definition: ResourceDefinition, hidden: string[] = []): FieldDefinition[] =>
    definition.fields.filter(field => (field.export ?? field.list !== false) && !(field.list !== false && hidden.includes(field.source)));

const valueAt = (record: RaRecord, path: string): unknown =>
    path.split('.').reduce<unknown>((item, key) => (item as Record<string, unknown> | undefined)?.[key], record);

/**
 * A catalogue the export names records from (products by title), read once; one the admin may
 * not read, or that fails, leaves those values without it rather than stopping the export.
 */
async function readCatalogue(dataProvider: DataProvider, resource: string, field: string, signal?: AbortSignal): Promise<CatalogueIndex> {
    try {
        const { data } = await dataProvider.getList(resource, {
            pagination: { page: 1, perPage: CATALOGUE_SIZE },
            sort: { field: '', order: 'ASC' },
            filter: {},
            signal,
        });
        return indexBy(data, field);
    } catch (error) {
        if (signal?.aborted) throw error;
        return new Map();
    }
}

/** Lets the page paint and answer input between two pages of work. */
const yieldToPage = () => new Promise<void>(resolve => setTimeout(resolve, 0));

/**
 * Every record of the list's current filter and sort, page by page, as CSV text: a BOM, Persian
 * headers, and each value as its type writes it (enum names, Jalali dates, references by name).
 */
export async function exportList({ dataProvider, definition, hidden, filter, sort, nameOf, onProgress, signal }: ExportOptions): Promise<string> {
    const fields = exportFields(definition, hidden);
    const lines: string[] = [csvLine(fields.map(field => field.label))];
    const related = new Map<string, Map<string, RaRecord>>();
    const lookup: RelatedLookup = {
        record: (resource, id) => related.get(resource)?.get(String(id)),
        name: (resource, id) => {
            const record = related.get(resource)?.get(String(id));
            return record ? nameOf(resource)(record) : id == null ? '' : String(id);
        },
        find: (resource, field, value) => findIn(catalogues.get(`${resource}/${field}`), value),
    };
    const allRelations = fields.flatMap(field => (typeOf(field).relations?.(field as never) ?? []));
    const relations = allRelations.flatMap(relation => ('via' in relation ? [relation] : []));
    const catalogues = new Map<string, CatalogueIndex>();
    for (const relation of allRelations) {
        if (!('catalogue' in relation)) continue;
        const key = `${relation.resource}/${relation.catalogue}`;
        if (!catalogues.has(key)) catalogues.set(key, await readCatalogue(dataProvider, relation.resource, relation.catalogue, signal));
    }
    let page = 1;
    let done = 0;
    let total = Infinity;
    while (done < total) {
        if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
        const { data, total: reported } = await dataProvider.getList(definition.name, {
            pagination: { page, perPage: EXPORT_PAGE_SIZE },
            sort,
            filter,
            signal,
        });
        total = reported ?? data.length;
        for (const { resource, via } of relations) {
            const known = related.get(resource) ?? new Map<string, RaRecord>();
            related.set(resource, known);
            const missing = [...new Set(data.map(record => valueAt(record, via)).filter(id => id != null && id !== '' && !known.has(String(id))))];
            if (missing.length) {
                const { data: records } = await dataProvider.getMany(resource, { ids: missing as never[], signal });
                for (const record of records) known.set(String(record.id), record);
            }
        }
        for (const record of data) {
            lines.push(
                csvLine(
                    fields.map(field => {
                        const value = valueAt(record, field.source);
                        const type = typeOf(field);
                        if (!type.showsEmpty && (value === null || value === undefined || value === '')) return '';
                        return type.text(value, field as never, record, lookup);
                    })
                )
            );
        }
        done += data.length;
        onProgress?.({ done, total });
        if (data.length === 0) break;
        page += 1;
        await yieldToPage();
    }
    return BOM + lines.join('\r\n') + '\r\n';
}
