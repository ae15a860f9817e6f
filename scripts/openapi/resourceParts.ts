/**
 * The per-resource part of the API description (docs/openapi.yaml), made from resource
 * definitions (src/resources/schema/definition.schema.json): for each resource its two paths
 * (`/admin/{name}` and `/admin/{name}/{id}`, the list, create, read, edit and delete calls of
 * the API's conventions), its tag, and its schemas (the record, the body the admin sends, the
 * decisions staff take on it). Pure: definitions in, plain objects out; nothing is read or written.
 *
 * What a definition says becomes this:
 * - the calls it offers (`can`): no `POST` without `create`, no `DELETE` without `delete`, no `PUT`
 *   without `edit` unless staff decide its records; and, for an `optional` resource, the `404` of a
 *   server without it on every call;
 * - every field (but a filter that is no field of the record, `record: false`) and each of
 *   `apiFields` (the API's fields the admin shows nowhere, or a value no field type says, in place
 *   of the field of the same `source`) a property of the record: its JSON type from the field type
 *   (an API field's `object` or `list` of a shared schema), its label as `description`, with the
 *   field's own `description`; a field the forms do not edit (`form: false`) and that no decision
 *   sets is `readOnly`; a field neither `required` nor `present` may be null; a dotted source
 *   (`user.name`) a property of a nested object (`user`);
 * - every record also has `id` and may carry `updated_at` (its version); a record staff decide (it
 *   has `decisions`, or a `status` / `status_enum`) may carry `decided_by` and `pending_approval`;
 * - the list call's filters: each field that filters (`filter`, and dates by default) as a query
 *   parameter: an enum by one or more of its values, a reference by id, a boolean as 0/1, a date or
 *   datetime by a from–to range (`{source}_from`, `{source}_to`); and the `target` of every
 *   relation that lists the resource (`user_id` by default);
 * - each decision: its `changes` and its own fields, as a body of the `PUT` (`{Name}Decision`), and
 *   who may take it (`who`).
 */
import type { ApiField, DecisionDefinition, FieldDefinition, ResourceDefinition } from '../../src/resources/types';

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** What the generator returns: merged into the hand-written rest of docs/openapi.yaml. */
export interface ResourceParts {
    tags: Array<{ name: string; description: string }>;
    paths: Record<string, Record<string, unknown>>;
    schemas: Record<string, Schema>;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string) => ({ $ref: `#/components/responses/${name}` });
const parameter = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** `a bank`, `an order`, `a user` (the resources' names need no more). */
const a = (word: string) => `${/^[aeio]/i.test(word) ? 'an' : 'a'} ${word}`;

/** `delivery-request` → `DeliveryRequest`: the resource's schema name. */
export const schemaName = (resource: string) =>
    resource
        .split(/[-_]/)
        .filter(Boolean)
        .map(part => part[0].toUpperCase() + part.slice(1))
        .join('');

/**
 * What the admin's named validators (src/resources/fields/namedValidators.ts) require of a value, as
 * JSON Schema (the server checks the same), and whether they refuse an empty value (the field is
 * then required, as the admin's form makes it).
 */
export const VALIDATOR_SCHEMAS: Record<string, { schema: Schema; refusesEmpty: boolean }> = {
    bankTitle: { schema: { minLength: 2 }, refusesEmpty: true },
    accountName: { schema: { minLength: 2 }, refusesEmpty: true },
    iban: { schema: {}, refusesEmpty: true },
    cardNumber: { schema: {}, refusesEmpty: true },
    accountingId: { schema: { pattern: '^[A-Za-z0-9-]{0,32}$' }, refusesEmpty: false },
    reasonLength: { schema: { minLength: 3, maxLength: 500 }, refusesEmpty: false },
    bankTrackingCode: { schema: { pattern: '^[0-9]{6,30}$' }, refusesEmpty: false },
};

/** Whether a value must be given: `required`, or a named validator that refuses an empty one. */
const isRequired = (field: FieldDefinition) => field.required === true || (field.validate ?? []).some(name => VALIDATOR_SCHEMAS[name]?.refusesEmpty);

/** The checks of the field's named validators, as JSON Schema keywords. */
const checksOf = (field: FieldDefinition): Schema => Object.assign({}, ...(field.validate ?? []).map(name => VALIDATOR_SCHEMAS[name]?.schema ?? {}));

/** Field types that filter a list unless the field says `filter: false` (src/resources/fields/types). */
const FILTER_BY_DEFAULT = new Set(['date', 'datetime']);

/** Whether (and how) a list filters by the field, as the admin's generated list does. */
export const filterOf = (field: FieldDefinition): boolean | 'alwaysOn' => field.filter ?? FILTER_BY_DEFAULT.has(field.type);

const nullable = (schema: Schema): Schema => {
    if (typeof schema.$ref === 'string') return { oneOf: [{ $ref: schema.$ref }, { type: 'null' }] };
    const type = schema.type;
    if (typeof type === 'string') {
        const next: Schema = { ...schema, type: [type, 'null'] };
        if (Array.isArray(schema.enum)) next.enum = [...schema.enum, null];
        return next;
    }
    return schema;
};

/** The JSON Schema of a value of the field (without null), by its type and options. */
function valueSchema(field: FieldDefinition | ApiField): Schema {
    switch (field.type) {
        case 'text':
        case 'longtext': {
            const lengths: Schema = {};
            if ('minLength' in field && field.minLength !== undefined) lengths.minLength = field.minLength;
            if ('maxLength' in field && field.maxLength !== undefined) lengths.maxLength = field.maxLength;
            return { type: 'string', ...lengths };
        }
        case 'number':
        case 'money':
        case 'quantity': {
            const bounds: Schema = {};
            if ('min' in field && field.min !== undefined) bounds.minimum = field.min;
            if ('max' in field && field.max !== undefined) bounds.maximum = field.max;
            return { type: 'number', ...bounds };
        }
        case 'boolean':
            return { type: 'boolean' };
        case 'date':
            return { type: 'string', format: 'date' };
        case 'datetime':
            return { type: 'string', format: 'date-time' };
        case 'enum':
            return { type: 'string', enum: field.choices.map(choice => choice.id) };
        case 'reference':
            return { type: 'integer' };
        case 'ids':
            return { type: 'array', items: { type: 'integer', minimum: 1 }, uniqueItems: true };
        case 'mobile':
            return ref('Mobile');
        case 'iban':
            return ref('Iban');
        case 'card':
            return ref('CardNumber');
        case 'nationalCode':
            return { type: 'string', pattern: '^[0-9]{10}$' };
        case 'image':
            return { type: 'string' };
        case 'object':
            return 'schema' in field && field.schema ? ref(field.schema) : { type: 'object' };
        case 'list':
            return { type: 'array', items: 'schema' in field && field.schema ? ref(field.schema) : {} };
        default:
            return {};
    }
}

/** The field's label, with its unit or referenced resource, and its own description. */
function describe(field: FieldDefinition | ApiField): string | undefined {
    const notes: string[] = [];
    if (field.type === 'reference' || field.type === 'ids') {
        if ('reference' in field && field.reference) notes.push(field.type === 'ids' ? `ids of \`${field.reference}\` records` : `id of ${a(field.reference)}`);
    } else if (field.type === 'money') notes.push(`in ${field.unit ?? 'تومان'}`);
    else if (field.type === 'number' && 'unit' in field && field.unit) notes.push(`in ${field.unit}`);
    else if (field.type === 'quantity') notes.push("in its product's unit");
    if (field.description) notes.push(field.description);
    const text = [field.label, notes.join('; ')].filter(Boolean).join(' — ');
    return text || undefined;
}

/** The schema of one field's value in a record: null allowed unless it is required. */
function propertyOf(field: FieldDefinition | ApiField, { required, readOnly }: { required: boolean; readOnly: boolean }): Schema {
    const value = valueSchema(field);
    const base = typeof value.$ref === 'string' || !('validate' in field) ? value : { ...value, ...checksOf(field) };
    const schema: Schema = required || field.present === true || field.type === 'ids' || field.type === 'list' ? base : nullable(base);
    const description = describe(field);
    return { ...schema, ...(description ? { description } : {}), ...(readOnly ? { readOnly: true } : {}) };
}

/** The fields every decision of the definition sets or asks for: the server takes them in a `PUT`. */
const decidedFields = (definition: ResourceDefinition) =>
    new Set((definition.decisions ?? []).flatMap(decision => [...Object.keys(decision.changes), ...(decision.fields ?? []).map(field => field.source)]));

/** Whether staff decide its records: decisions, or a status of its own (an order's `status_enum`). */
const isDecided = (definition: ResourceDefinition) =>
    (definition.decisions?.length ?? 0) > 0 || definition.fields.some(field => field.source === 'status' || field.source === 'status_enum');

/** Whether the definition's `can` allows it (each true by default). */
const offers = (definition: ResourceDefinition, ability: 'create' | 'edit' | 'delete') => definition.can?.[ability] !== false;

/**
 * Whether a `PUT` takes the record as a whole (`{Name}Input`): it is edited, or staff decide it by
 * its writable fields rather than declared decisions (an order, in the live panel).
 */
const putsInput = (definition: ResourceDefinition) => offers(definition, 'edit') || ((definition.decisions?.length ?? 0) === 0 && isDecided(definition));

/** Whether the resource has a body of its own (`{Name}Input`): it is created, edited or decided by its fields. */
const hasInput = (definition: ResourceDefinition) => offers(definition, 'create') || putsInput(definition);

const VERSION: Schema = {
    type: 'string',
    format: 'date-time',
    readOnly: true,
    description:
        "The record's version (optional): ISO 8601 UTC with milliseconds, set by the server on every write. A `PUT` sends back the one the admin read; an older one answers 409.",
};

const VERSION_SENT_BACK: Schema = {
    type: 'string',
    format: 'date-time',
    description:
        '`PUT` only, when the record has one: the `updated_at` of the record as the admin read it. A server whose stored record is newer changes nothing and answers 409 with the record as it is now; without it the `PUT` is not checked.',
};

const DECIDED_BY: Schema = {
    type: ['object', 'null'],
    readOnly: true,
    description: 'Who took the last decision on the record (optional), set by the server with the decision.',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
};

interface Property {
    source: string;
    schema: Schema;
    /** the admin must send it (`required`) */
    required: boolean;
    /** every record has it (`required` or `present`) */
    present: boolean;
    writable: boolean;
}

/** Whether the API's records carry the field (a filter alone, `record: false`, is no field of theirs). */
const inRecord = (field: FieldDefinition) => field.record !== false;

/** The record's properties, in the definition's order, nested values grouped under their object. */
function propertiesOf(definition: ResourceDefinition): Property[] {
    const decided = decidedFields(definition);
    // a resource neither created nor edited takes only its decisions' fields
    const takesInput = hasInput(definition);
    const own = (definition.apiFields ?? []).filter(field => !field.source.includes('.'));
    /** an API field that says a field's (or a nested object's) value in its place */
    const said = (source: string) => own.find(field => field.source === source);
    const flat: Array<{ field: FieldDefinition | ApiField; required: boolean; writable: boolean }> = [
        ...definition.fields.filter(inRecord).map(field => {
            const writable = !field.source.includes('.') && ((takesInput && field.form !== false) || decided.has(field.source));
            return { field, required: isRequired(field), writable };
        }),
        ...(definition.apiFields ?? []).map(field => ({ field, required: false, writable: field.writable === true })),
    ];
    const properties: Property[] = [];
    const nested = new Map<string, Property>();
    for (const { field, required, writable } of flat) {
        const [head, ...rest] = field.source.split('.');
        const instead = said(head);
        if (instead && instead !== field) {
            // the API field describes this value: in the field's place, writable as the field is
            if (!properties.some(property => property.source === head)) {
                const canWrite = rest.length === 0 && (writable || (takesInput && instead.writable === true));
                const present = required || field.present === true || instead.present === true;
                properties.push({ source: head, schema: propertyOf(instead, { required: present, readOnly: !canWrite }), required, present, writable: canWrite });
            }
            continue;
        }
        if (rest.length === 0) {
            if (properties.some(property => property.source === head)) continue;
            const present = required || field.present === true;
            properties.push({ source: head, schema: propertyOf(field, { required, readOnly: !writable }), required, present, writable });
            continue;
        }
        let object = nested.get(head);
        if (!object) {
            object = { source: head, schema: { type: ['object', 'null'], readOnly: true, properties: {} }, required: false, present: false, writable: false };
            nested.set(head, object);
            properties.push(object);
        }
        (object.schema.properties as Record<string, Schema>)[rest.join('.')] = propertyOf(field, { required: false, readOnly: false });
    }
    if (!properties.some(property => property.source === 'id')) {
        properties.unshift({ source: 'id', schema: { type: 'integer', readOnly: true }, required: true, present: true, writable: false });
    }
    const id = properties.find(property => property.source === 'id')!;
    id.schema = { type: 'integer', readOnly: true };
    id.required = true;
    id.present = true;
    return properties;
}

/** The record as the API answers it. */
function recordSchema(definition: ResourceDefinition, properties: Property[]): Schema {
    const own = Object.fromEntries(properties.map(property => [property.source, property.schema]));
    const version = own.updated_at
        ? {
              ...own.updated_at,
              description: `${String(own.updated_at.description ?? '')} — the record's version too: set by the server on every write; a \`PUT\` sends back the one the admin read, and an older one answers 409.`,
          }
        : VERSION;
    const decided = isDecided(definition) ? { pending_approval: ref('PendingApproval'), decided_by: DECIDED_BY } : {};
    return {
        type: 'object',
        description: [
            `${definition.label.one} / ${definition.label.many} — menu id \`${definition.menuId}\`. Made from its definition (src/resources/${definition.name}/ for a built-in one); read-only fields are the server's (ignored in request bodies).`,
            definition.description,
        ]
            .filter(Boolean)
            .join(' '),
        required: properties.filter(property => property.present).map(property => property.source),
        properties: { ...own, updated_at: version, ...decided },
        additionalProperties: true,
    };
}

/** The record as the admin sends it: its writable fields (`PUT` also carries `id` and the version). */
function inputSchema(definition: ResourceDefinition, properties: Property[]): Schema {
    const writable = properties.filter(property => property.writable);
    return {
        type: 'object',
        description: `${a(definition.name)[0].toUpperCase()}${a(definition.name).slice(1)} as the admin sends it: its writable fields (others are ignored); \`PUT\` also carries \`id\`.`,
        required: writable.filter(property => property.required).map(property => property.source),
        properties: {
            id: { type: 'integer', readOnly: true },
            ...Object.fromEntries(writable.map(property => [property.source, property.schema])),
            updated_at: VERSION_SENT_BACK,
        },
        additionalProperties: true,
    };
}

/** Who may take a decision (`who`): the admin a field of the record names, or anyone else. */
const whoText = (who: NonNullable<DecisionDefinition['who']>) =>
    who.me ? `Only the admin \`${who.source}\` names takes it` : `Any admin but the one \`${who.source}\` names takes it`;

/** A decision's body: the fields it sets (each to its value) and its own fields, with the record's id and version. */
function decisionBody(decision: DecisionDefinition): Schema {
    const changes = Object.fromEntries(Object.entries(decision.changes).map(([key, value]) => [key, { const: value }]));
    const own = Object.fromEntries(
        (decision.fields ?? []).map(field => {
            return [field.source, propertyOf(field, { required: isRequired(field), readOnly: false })];
        })
    );
    const when = Object.entries(decision.when)
        .map(([key, values]) => `\`${key}\` is ${values.map(String).join(' or ')}`)
        .join(' and ');
    const who = decision.who ? ` ${whoText(decision.who)}.` : '';
    return {
        title: decision.id,
        description: `${decision.label}: on a record whose ${when}.${who}`,
        type: 'object',
        required: [...Object.keys(decision.changes), ...(decision.fields ?? []).filter(isRequired).map(field => field.source)],
        properties: { id: { type: 'integer' }, ...changes, ...own, updated_at: VERSION_SENT_BACK },
    };
}

/** What the list call's description says of the decisions: `approve` (pending → approved) … */
function decisionsText(definition: ResourceDefinition): string {
    const decisions = definition.decisions ?? [];
    if (decisions.length === 0) return '';
    const each = decisions.map(decision => {
        const moves = Object.entries(decision.changes).map(([key, value]) => `${key} ${(decision.when[key] ?? []).map(String).join(' | ') || '*'} → ${String(value)}`);
        const fields = (decision.fields ?? []).map(field => `\`${field.source}\`${isRequired(field) ? '' : ' (optional)'}`);
        const who = decision.who ? ` (${whoText(decision.who).replace(/^./, first => first.toLowerCase())})` : '';
        return `\`${decision.id}\` (${decision.label}): ${moves.join(', ')}${fields.length ? `, with ${fields.join(', ')}` : ''}${who}`;
    });
    return ` Staff decisions (the body is the record with the decision's changes and fields, \`${schemaName(definition.name)}Decision\`): ${each.join('; ')}.`;
}

/** The list call's query parameters beyond page, search and sort: its filters. */
function filtersOf(definition: ResourceDefinition, targets: string[]): Schema[] {
    const parameters: Schema[] = [];
    const seen = new Set<string>();
    const add = (entry: Schema) => {
        if (seen.has(String(entry.name))) return;
        seen.add(String(entry.name));
        parameters.push({ in: 'query', ...entry });
    };
    for (const field of definition.fields) {
        if (!filterOf(field) || field.source.includes('.')) continue;
        const always = filterOf(field) === 'alwaysOn' ? '; always offered' : '';
        // a filter that is no field of the record says here what it means
        const means = !inRecord(field) && field.description ? `; ${field.description}` : '';
        const what = `filter by ${field.label}: exact match, sent only when set${always}${means}`;
        switch (field.type) {
            case 'enum':
                add({
                    name: field.source,
                    schema: { type: 'string', enum: field.choices.map(choice => choice.id), description: 'several values joined by commas' },
                    description: what,
                });
                break;
            case 'boolean':
                add({ name: field.source, schema: { type: 'integer', enum: [0, 1] }, description: what });
                break;
            case 'reference':
                add({ name: field.source, schema: { type: 'integer' }, description: `${what} (the id of ${a(field.reference)})` });
                break;
            case 'date':
            case 'datetime': {
                const format = field.type === 'date' ? 'date' : 'date-time';
                const unit = field.type === 'date' ? 'a day, YYYY-MM-DD' : 'an instant, ISO 8601: the start or the end of a day picked in the Jalali calendar';
                add({ name: `${field.source}_from`, schema: { type: 'string', format }, description: `filter: ${field.label} from (${unit}), included; sent only when set` });
                add({ name: `${field.source}_to`, schema: { type: 'string', format }, description: `filter: ${field.label} up to (${unit}), included; sent only when set` });
                break;
            }
            default: {
                const value = valueSchema(field);
                add({ name: field.source, schema: typeof value.type === 'string' ? { type: value.type } : { type: 'string' }, description: what });
            }
        }
    }
    for (const target of targets) add({ name: target, schema: { type: 'integer' }, description: 'the records of one owner (a related list on its page), sent only when set' });
    return parameters;
}

const CONFLICT = (name: string) => ({
    description:
        "The record changed since the admin read it (the body's `updated_at` is older than the stored one): nothing changed, and `data` is the record as it is now. A decision refused so was decided meanwhile (`decided_by` says who, when the server keeps it).",
    content: {
        'application/json': {
            schema: { type: 'object', required: ['data'], properties: { message: { type: 'string' }, data: ref(name) } },
        },
    },
});

/** A decision refused with 422: a broken rule, or a move no longer possible (decided meanwhile), with the record now. */
const DECISION_INVALID = (name: string) => ({
    description:
        "The body breaks a rule: field errors under their fields, `message` as a toast. A decision no longer possible (the record was decided meanwhile, by a server without versions) says so in `errors.status`, and `data`, when the server gives it, is the record as it is now.",
    content: {
        'application/json': {
            schema: { allOf: [ref('ValidationError'), { type: 'object', properties: { data: ref(name) } }] },
        },
    },
});

const NOT_JSON = {
    description: 'Not a JSON object.',
    content: { 'application/json': { schema: ref('Error') } },
};

const one = (name: string, description: string) => ({
    description,
    content: { 'application/json': { schema: { type: 'object', required: ['data'], properties: { data: ref(name) } } } },
});

/** What an optional resource's list says: a server may lack it, or refuse it to this admin. */
const OPTIONAL_TEXT =
    "Optional: a server without it answers 404 (every call of it), and one that refuses it to this admin 403; the admin then shows nothing of it (no menu entry, no screen, no global search) and works on as before.";

/** The answer of a call to an optional resource the server lacks; a call of one record says no such record as well. */
const missing = (optional: boolean, record: boolean) =>
    optional
        ? {
              description: record
                  ? 'No record with this id, or, the resource being optional, a server without it.'
                  : 'A server without this optional resource: the admin then shows nothing of it.',
              content: { 'application/json': { schema: ref('Error') } },
          }
        : response('NotFound');

function pathsOf(definition: ResourceDefinition, targets: string[]): ResourceParts['paths'] {
    const { name } = definition;
    const Name = schemaName(name);
    const tags = [name];
    const optional = definition.optional === true;
    const decisions = (definition.decisions?.length ?? 0) > 0;
    const editable = offers(definition, 'edit');
    const search = definition.search === false ? [] : [parameter('search')];
    const searchText =
        definition.search === false
            ? 'No `search`.'
            : `\`search\` looks in: ${definition.searchHint ?? "the resource's searchable fields"}.`;
    const sortText = definition.sort ? ` The admin's default order: \`sort=${definition.sort.field}&order=${definition.sort.order.toLowerCase()}\`.` : '';
    const decided = decisionsText(definition);
    const putBodies = [...(putsInput(definition) ? [ref(`${Name}Input`)] : []), ...(decisions ? [ref(`${Name}Decision`)] : [])];
    const put: Operation = {
        tags,
        summary: editable
            ? `Edit ${a(name)} record (${definition.label.one})${decisions ? ', or decide on it' : ''}`
            : `Decide on ${a(name)} record (${definition.label.one})`,
        operationId: `update-${name}`,
        description: editable
            ? `The body carries all fields plus \`id\`, and \`updated_at\` as read.${decided}`
            : `Decisions only: the admin edits no ${definition.label.many} (its definition's \`can.edit\` is false).${decisions ? '' : ' The body carries the record, plus `id`, and `updated_at` as read.'}${decided}`,
        requestBody: {
            required: true,
            content: { 'application/json': { schema: putBodies.length === 1 ? putBodies[0] : { anyOf: putBodies } } },
        },
        responses: {
            '200': one(Name, 'Saved; the record as stored.'),
            '202': response('SentForApproval'),
            '204': { description: 'Saved, no body: the admin keeps what it sent.' },
            '400': NOT_JSON,
            '401': response('Unauthorized'),
            '403': response('Forbidden'),
            '404': missing(optional, true),
            '409': CONFLICT(Name),
            '422': isDecided(definition) ? DECISION_INVALID(Name) : response('Invalid'),
            '5XX': response('ServerError'),
        },
    };
    const list: Record<string, unknown> = {
        get: {
            tags,
            summary: `List ${name} records (${definition.label.many})`,
            operationId: `list-${name}`,
            description: `${optional ? `${OPTIONAL_TEXT} ` : ''}${searchText}${sortText}`,
            parameters: [parameter('page'), parameter('per_page'), ...search, parameter('sort'), parameter('order'), ...filtersOf(definition, targets)],
            responses: {
                '200': {
                    description: 'One page.',
                    content: {
                        'application/json': {
                            schema: { type: 'object', required: ['data', 'meta'], properties: { data: { type: 'array', items: ref(Name) }, meta: ref('ListMeta') } },
                        },
                    },
                },
                '401': response('Unauthorized'),
                '403': response('Forbidden'),
                ...(optional ? { '404': missing(true, false) } : {}),
                '422': response('Invalid'),
                '5XX': response('ServerError'),
            },
        },
    };
    if (offers(definition, 'create')) {
        list.post = {
            tags,
            summary: `Create ${a(name)} record (${definition.label.one})`,
            operationId: `create-${name}`,
            requestBody: { required: true, content: { 'application/json': { schema: ref(`${Name}Input`) } } },
            responses: {
                '201': one(Name, 'Created; the record with its id.'),
                '204': {
                    description:
                        'Created, no body: the admin says it is saved and fetches the list again to show the new row with its id (it never reads an empty answer as a failure).',
                },
                '400': NOT_JSON,
                '401': response('Unauthorized'),
                '403': response('Forbidden'),
                ...(optional ? { '404': missing(true, false) } : {}),
                '422': response('Invalid'),
                '5XX': response('ServerError'),
            },
        };
    }
    const record: Record<string, unknown> = {
        parameters: [parameter('id')],
        get: {
            tags,
            summary: `One ${name} record (${definition.label.one})`,
            operationId: `get-${name}`,
            responses: {
                '200': one(Name, 'The record.'),
                '401': response('Unauthorized'),
                '403': response('Forbidden'),
                '404': missing(optional, true),
                '5XX': response('ServerError'),
            },
        },
    };
    if (editable || isDecided(definition)) record.put = put;
    if (offers(definition, 'delete')) {
        record.delete = {
            tags,
            summary: `Delete ${a(name)} record (${definition.label.one})`,
            operationId: `delete-${name}`,
            description:
                "Refused with 422 and a `message` while other records still point at this one (a customer with orders, a category with products). A record's parts (a ticket's messages) go with it.",
            responses: {
                '200': one(Name, 'Deleted; the record as it was.'),
                '204': { description: 'Deleted, no body.' },
                '401': response('Unauthorized'),
                '403': response('Forbidden'),
                '404': missing(optional, true),
                '422': response('Refused'),
                '5XX': response('ServerError'),
            },
        };
    }
    return { [`/admin/${name}`]: list, [`/admin/${name}/{id}`]: record };
}

/**
 * The paths, tags and schemas of the given resources. `all` are every definition whose relations
 * may list them (a relation's `target` is a filter of the related list); by default the same.
 */
export function resourceParts(definitions: readonly ResourceDefinition[], all: readonly ResourceDefinition[] = definitions): ResourceParts {
    const parts: ResourceParts = { tags: [], paths: {}, schemas: {} };
    for (const definition of definitions) {
        const Name = schemaName(definition.name);
        const targets = all.flatMap(owner => (owner.relations ?? []).filter(relation => relation.resource === definition.name).map(relation => relation.target ?? 'user_id'));
        const properties = propertiesOf(definition);
        parts.tags.push({ name: definition.name, description: `${definition.label.many} (menu id \`${definition.menuId}\`${definition.optional ? ', optional' : ''})` });
        Object.assign(parts.paths, pathsOf(definition, [...new Set(targets)]));
        parts.schemas[Name] = recordSchema(definition, properties);
        if (hasInput(definition)) parts.schemas[`${Name}Input`] = inputSchema(definition, properties);
        if (definition.decisions?.length) {
            parts.schemas[`${Name}Decision`] = {
                description: `What staff decide on ${a(definition.name)}: a \`PUT /admin/${definition.name}/{id}\` of the record with one of these.`,
                anyOf: definition.decisions.map(decisionBody),
            };
        }
    }
    return parts;
}
