import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import {
    ACTIVITY_EVENT,
    APPROVAL_STATUS,
    STAFF_ROLE,
    CREDIT_STATUS,
    DELIVERY_STATUS,
    DEPOSIT_STATUS,
    MESSAGE_AUTHOR,
    NOTIFICATION_STATUS,
    NOTIFICATION_TARGET,
    ORDER_AUTO_ORDER,
    ORDER_SIDE,
    ORDER_STATUS,
    PRODUCT_UNIT,
    RECEIPT_STATUS,
    REMITTANCE_STATUS,
    TICKET_DEPARTMENT,
    TICKET_PRIORITY,
    TICKET_STATUS,
    WITHDRAWAL_STATUS,
    idsOf,
    type Vocabulary,
} from '../../src/domain/statuses';
import { definitionOf } from '../../src/resources';

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
    vocabulary: Vocabulary;
    /** whether the list call filters by the field */
    filter: boolean;
}

const CASES: Case[] = [
    { resource: 'order', schema: 'Order', field: 'status_enum', vocabulary: ORDER_STATUS, filter: true },
    { resource: 'order', schema: 'Order', field: 'side_enum', vocabulary: ORDER_SIDE, filter: true },
    { resource: 'order', schema: 'Order', field: 'auto_order', vocabulary: ORDER_AUTO_ORDER, filter: false },
    { resource: 'receipt', schema: 'Receipt', field: 'status', vocabulary: RECEIPT_STATUS, filter: true },
    { resource: 'remittance', schema: 'Remittance', field: 'status', vocabulary: REMITTANCE_STATUS, filter: true },
    { resource: 'withdrawal', schema: 'Withdrawal', field: 'status', vocabulary: WITHDRAWAL_STATUS, filter: true },
    { resource: 'deposit', schema: 'Deposit', field: 'status', vocabulary: DEPOSIT_STATUS, filter: true },
    { resource: 'delivery-request', schema: 'DeliveryRequest', field: 'status', vocabulary: DELIVERY_STATUS, filter: true },
    { resource: 'credit', schema: 'Credit', field: 'status', vocabulary: CREDIT_STATUS, filter: true },
    { resource: 'ticket', schema: 'Ticket', field: 'status', vocabulary: TICKET_STATUS, filter: true },
    { resource: 'ticket', schema: 'Ticket', field: 'department', vocabulary: TICKET_DEPARTMENT, filter: true },
    { resource: 'ticket', schema: 'Ticket', field: 'priority', vocabulary: TICKET_PRIORITY, filter: true },
    { resource: 'ticket-message', schema: 'TicketMessage', field: 'author', vocabulary: MESSAGE_AUTHOR, filter: false },
    { resource: 'notification', schema: 'Notification', field: 'status', vocabulary: NOTIFICATION_STATUS, filter: true },
    { resource: 'notification', schema: 'Notification', field: 'target', vocabulary: NOTIFICATION_TARGET, filter: true },
    { resource: 'product', schema: 'Product', field: 'unit', vocabulary: PRODUCT_UNIT, filter: true },
    { resource: 'activity', schema: 'ActivityEntry', field: 'event', vocabulary: ACTIVITY_EVENT, filter: false },
    { resource: 'approval', schema: 'Approval', field: 'status', vocabulary: APPROVAL_STATUS, filter: true },
    { resource: 'staff', schema: 'Staff', field: 'role', vocabulary: STAFF_ROLE, filter: true },
];

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

    it.each(CASES)("the $resource definition's $field choices are the vocabulary, labels included", ({ resource, field, vocabulary }) => {
        const definitionField = definitionOf(resource)?.fields.find(entry => entry.source === field);
        expect(definitionField?.type, `${resource}.${field} is an enum field`).toBe('enum');
        const choices = definitionField?.type === 'enum' ? definitionField.choices : [];
        expect(choices.map(choice => [choice.id, choice.name])).toEqual(Object.entries(vocabulary));
    });
});
