import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import * as statuses from '../../src/domain/statuses';
import { idsOf, type Vocabulary } from '../../src/domain/statuses';
import { activity, definitions, parts } from '../../src/resources/registry';

/**
 * The API's closed vocabularies are written once, in src/domain/statuses.ts, and the admin (the
 * resource definitions) and the mock backend use them from there. docs/openapi.yaml writes them
 * again, for the backend team: these checks fail as soon as one of its enums (a record's field, its
 * write body, the list call's filter) says other values than the vocabulary, or when the file gains
 * an enum no vocabulary covers.
 */

type Json = Record<string, unknown>;
const doc = parse(readFileSync(resolve(__dirname, '../../docs/openapi.yaml'), 'utf8')) as Json;
const schemas = (doc.components as Json).schemas as Record<string, { properties?: Record<string, Json> }>;
const paths = doc.paths as Record<string, Record<string, { parameters?: Json[] }>>;

interface Case {
    /** the resource (its definition's name, its list path) */
    resource: string;
    /** its schema in docs/openapi.yaml (the write body is `${schema}Input`) */
    schema: string;
    field: string;
    /** the definition's choices, as a vocabulary (id → Persian name) */
    vocabulary: Vocabulary;
    /** whether the list call filters by the field */
    filter: boolean;
}

/** A resource's schema in docs/openapi.yaml: its name in PascalCase (`delivery-request` → `DeliveryRequest`). */
const SCHEMA_NAMES: Record<string, string> = { activity: 'ActivityEntry' };
const schemaOf = (resource: string) =>
    SCHEMA_NAMES[resource] ?? resource.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * Enum fields of the definitions that are not a closed vocabulary of the API: choices made from the
 * definitions themselves (a resource's name, any decision's id), and a filter of the list that is no
 * field of the record.
 */
const OPEN = new Set(['approval.subject_type', 'approval.action', 'activity.subject_type', 'approval.box']);

/** Every enum field of every definition (the screens', the parts', the activity log's): the table is the registry. */
const CASES: Case[] = [...definitions, ...parts, activity].flatMap(definition =>
    definition.fields.flatMap(field =>
        field.type === 'enum' && !OPEN.has(`${definition.name}.${field.source}`)
            ? [{
                  resource: definition.name,
                  schema: schemaOf(definition.name),
                  field: field.source,
                  vocabulary: Object.fromEntries(field.choices.map(choice => [choice.id, choice.name])),
                  filter: !!field.filter,
              }]
            : []
    )
);

/** The closed vocabularies of src/domain/statuses.ts. */
const VOCABULARIES = (Object.entries(statuses) as Array<[string, unknown]>).filter(
    (entry): entry is [string, Vocabulary] => !!entry[1] && typeof entry[1] === 'object'
);

/** An enum's values as a sorted list, without the `null` of a nullable field. */
const values = (list: unknown): string[] =>
    (Array.isArray(list) ? list : [])
        .filter(value => value !== null)
        .map(String)
        .sort();
const sorted = (vocabulary: Vocabulary) => [...idsOf(vocabulary)].sort();

describe('docs/openapi.yaml and src/domain/statuses.ts say the same vocabularies', () => {
    it.each(CASES)('$schema.$field: the record and its write body', ({ schema, field, vocabulary }) => {
        expect(values(schemas[schema]?.properties?.[field]?.enum), `${schema}.${field}`).toEqual(sorted(vocabulary));
        const input = schemas[`${schema}Input`];
        if (input?.properties?.[field]) {
            expect(values(input.properties[field].enum), `${schema}Input.${field}`).toEqual(sorted(vocabulary));
        }
    });

    it.each(CASES.filter(entry => entry.filter))('GET /admin/$resource: the $field filter', ({ resource, field, vocabulary }) => {
        const parameter = paths[`/admin/${resource}`]?.get?.parameters?.find(entry => entry.name === field && entry.in === 'query');
        expect(parameter, `GET /admin/${resource} documents the ${field} filter`).toBeDefined();
        expect(values((parameter!.schema as Json).enum)).toEqual(sorted(vocabulary));
    });

    it('every enum of a record in docs/openapi.yaml has its vocabulary', () => {
        const covered = new Set(CASES.flatMap(({ schema, field }) => [`${schema}.${field}`, `${schema}Input.${field}`]));
        const enums = Object.entries(schemas).flatMap(([name, schema]) =>
            Object.entries(schema.properties ?? {})
                .filter(([, property]) => Array.isArray(property.enum) && property.enum.some(value => typeof value === 'string'))
                .map(([field]) => `${name}.${field}`)
        );
        expect(enums.length).toBeGreaterThan(0);
        expect(enums.filter(entry => !covered.has(entry))).toEqual([]);
    });

    it('finds the enums in the definitions', () => {
        expect(CASES.map(entry => `${entry.resource}.${entry.field}`)).toEqual(
            expect.arrayContaining(['order.status_enum', 'receipt.status', 'ticket.priority', 'ticket-message.author', 'activity.event', 'staff.role'])
        );
    });

    it.each(CASES)("the $resource definition's $field choices are a vocabulary of src/domain/statuses.ts, labels included", ({ vocabulary }) => {
        const same = VOCABULARIES.filter(([, known]) => JSON.stringify(Object.entries(known)) === JSON.stringify(Object.entries(vocabulary)));
        expect(same.map(([name]) => name).length, JSON.stringify(vocabulary)).toBeGreaterThan(0);
    });
});
