import type { DataProvider, RaRecord } from 'react-admin';
import { CATALOGUE_SIZE, findIn, indexBy, type CatalogueIndex } from '../../catalogue/useCatalogue';
import { typeOf } from '../fields/types';
import type { ExportColumn, ExportValue, RelatedLookup } from '../fields/types/fieldType';
import type { FieldDefinition, ResourceDefinition } from '../types';

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

/**
 * A list as the exports write it (CSV, Excel): its columns (each field's, as its type exports it),
 * a row of cells per record, and the totals of the summed columns.
 */
export interface ExportTable {
    /** the list's Persian name (`فیش‌ها`) */
    title: string;
    columns: ExportColumn[];
    rows: ExportValue[][];
    /** the totals row: the sum under each `total` column, «جمع» in the first free cell; null when nothing is summed */
    totals: ExportValue[] | null;
}

/** Said under a quantity's unit when its rows are in different units (no total then). */
export const MIXED_UNITS = 'واحدهای گوناگون';

const roundSum = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The totals row: each `total` column's sum; a column whose unit is in another (`unitAt`) only
 * when every row has the same unit, which goes under that unit column.
 */
export function totalsOf(columns: ExportColumn[], rows: ExportValue[][]): ExportValue[] | null {
    if (!columns.some(column => column.total)) return null;
    const totals: ExportValue[] = columns.map(() => null);
    columns.forEach((column, index) => {
        if (!column.total) return;
        const counted = rows.filter(row => typeof row[index] === 'number');
        const sum = roundSum(counted.reduce((total, row) => total + (row[index] as number), 0));
        if (!column.unitAt) {
            totals[index] = sum;
            return;
        }
        const unitIndex = index + column.unitAt;
        const units = new Set(counted.map(row => row[unitIndex] ?? null));
        if (units.size > 1 || units.has(null)) totals[unitIndex] = MIXED_UNITS;
        else {
            totals[index] = sum;
            totals[unitIndex] = units.values().next().value ?? null;
        }
    });
    const free = totals.findIndex(cell => cell === null);
    if (free >= 0) totals[free] = 'جمع';
    return totals;
}

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

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Every record of the list's current filter and sort, page by page, as a table: Persian headers
 * (with their units), and each value as its field type exports it (numbers as numbers, enum
 * names, Jalali dates that sort as text, references by name).
 */
export async function exportTable({ dataProvider, definition, hidden, filter, sort, nameOf, onProgress, signal }: ExportOptions): Promise<ExportTable> {
    const fields = exportFields(definition, hidden);
    const fieldColumns = fields.map(field => typeOf(field).export.columns(field as never));
    const columns = fieldColumns.flat();
    const rows: ExportValue[][] = [];
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
            rows.push(
                fields.flatMap((field, index) => {
                    const value = valueAt(record, field.source);
                    const type = typeOf(field);
                    const width = fieldColumns[index].length;
                    if (!type.showsEmpty && isEmpty(value)) return Array<ExportValue>(width).fill(null);
                    const cells = type.export.cells(value, field as never, record, lookup);
                    return Array.from({ length: width }, (_, column) => cells[column] ?? null);
                })
            );
        }
        done += data.length;
        onProgress?.({ done, total });
        if (data.length === 0) break;
        page += 1;
        await yieldToPage();
    }
    return { title: definition.label.many, columns, rows, totals: totalsOf(columns, rows) };
}
