import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { openapiDocument, openapiText } from '../../scripts/openapi/document';
import { VALIDATOR_SCHEMAS, resourceParts, schemaName } from '../../scripts/openapi/resourceParts';
import { builtInDefinitions, builtInParts } from '../../src/resources/builtIn';
import { VALIDATOR_NAMES } from '../../src/resources/fields/namedValidators';
import { filtersOfField, isFilter } from '../../src/resources/fields/types';
import { definitionProblem } from '../../src/resources/schema';
import type { ResourceDefinition } from '../../src/resources/types';
import { COUPON } from '../../src/mock/served/samples';

/**
 * docs/openapi.yaml is made from docs/openapi/base.yaml and the resource definitions
 * (scripts/openapi/, `npm run make:openapi`): the written file must be what they make now, and a
 * definition's paths, filters, schemas and decisions come from the definition alone.
 */

type Json = Record<string, unknown>;
const DOCS = resolve(__dirname, '../../docs');
const base = readFileSync(resolve(DOCS, 'openapi/base.yaml'), 'utf8');
const definitions = [...builtInDefinitions, ...builtInParts];

/** The coupon a server might serve (docs/resources.md): the mock's own sample, as data. */
const coupon = COUPON as unknown as ResourceDefinition;

describe('docs/openapi.yaml', () => {
    it('is what docs/openapi/base.yaml and the definitions make (run `npm run make:openapi` after changing either)', () => {
        const written = readFileSync(resolve(DOCS, 'openapi.yaml'), 'utf8');
        const made = openapiText(base, definitions);
        expect(written === made, 'docs/openapi.yaml is stale: run `npm run make:openapi`').toBe(true);
    });

    it('describes every built-in resource from its definition alone: the base writes none of their paths or schemas', () => {
        const doc = openapiDocument(base, definitions);
        const paths = doc.paths as Json;
        const written = parse(base) as { paths: Json; components: { schemas: Json } };
        for (const { name } of definitions) {
            expect(paths[`/admin/${name}`], name).toBeDefined();
            expect(paths[`/admin/${name}/{id}`], name).toBeDefined();
            expect(written.paths[`/admin/${name}`], `${name} is not written in the base`).toBeUndefined();
            expect(written.paths[`/admin/${name}/{id}`], `${name} is not written in the base`).toBeUndefined();
            expect(written.components.schemas[schemaName(name)], `${name}'s schema is not written in the base`).toBeUndefined();
        }
    });

    it.each(definitions.map(definition => [definition.name, definition] as const))('%s: offers the calls its definition says (`can`, decisions, `optional`)', (name, definition) => {
        const paths = openapiDocument(base, definitions).paths as Record<string, Record<string, { responses?: Json }>>;
        const list = paths[`/admin/${name}`];
        const one = paths[`/admin/${name}/{id}`];
        const decided = (definition.decisions?.length ?? 0) > 0 || definition.fields.some(field => field.source === 'status' || field.source === 'status_enum');
        expect('post' in list, 'POST unless can.create is false').toBe(definition.can?.create !== false);
        expect('delete' in one, 'DELETE unless can.delete is false').toBe(definition.can?.delete !== false);
        expect('put' in one, 'PUT when edited or decided').toBe(definition.can?.edit !== false || decided);
        expect('get' in list && 'get' in one).toBe(true);
        // an optional resource says a server may lack it: a 404 on its list call too
        expect('404' in (list.get.responses ?? {}), 'the list call answers 404 only for an optional resource').toBe(definition.optional === true);
    });

    it('gives every operation an operationId of its own', () => {
        const doc = openapiDocument(base, definitions);
        const ids = Object.values(doc.paths as Record<string, Json>).flatMap(item =>
            Object.entries(item)
                .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
                .map(([method, operation]) => (operation as Json).operationId ?? `(none: ${method})`)
        );
        expect(ids.filter(id => String(id).startsWith('(none'))).toEqual([]);
        expect(new Set(ids).size).toBe(ids.length);
    });

    it.each(definitions.map(definition => [definition.name, definition] as const))(
        "%s: the list call's filters are those the admin's list sends (and the targets of relations)",
        (name, definition) => {
            const sent = definition.fields.filter(field => isFilter(field) && !field.source.includes('.')).flatMap(field => filtersOfField(field).map(spec => spec.source));
            const targets = definitions.flatMap(owner => (owner.relations ?? []).filter(relation => relation.resource === name).map(relation => relation.target ?? 'user_id'));
            const parameters = (openapiDocument(base, definitions).paths as Record<string, { get: { parameters: Json[] } }>)[`/admin/${name}`].get.parameters;
            const documented = parameters.filter(entry => entry.name).map(entry => String(entry.name));
            expect(documented.sort()).toEqual([...new Set([...sent, ...targets])].sort());
        }
    );

    it("lists the dashboard's, the activity log's and every resource's menu id in MenuId, each once", () => {
        const menuIdsOf = (doc: Json) => ((doc as { components: { schemas: { MenuId: { enum: string[] } } } }).components.schemas.MenuId).enum;
        const menuIds = menuIdsOf(openapiDocument(base, definitions));
        expect(menuIds.slice(0, 2)).toEqual(['dashboard', 'activity']);
        expect(menuIds.slice(2)).toEqual([...new Set(definitions.map(definition => definition.menuId))].filter(id => id !== 'activity'));
        // a resource added is a menu id more, with nothing written by hand
        const added = { name: 'added-in-test', menuId: 'added_in_test', label: { one: 'بن', many: 'بن‌ها' }, fields: [{ source: 'code', type: 'text', label: 'کد' }] } as ResourceDefinition;
        expect(menuIdsOf(openapiDocument(base, [...definitions, added])).at(-1)).toBe('added_in_test');
    });

    it("names only validators of the admin's registry", () => {
        expect(VALIDATOR_NAMES).toEqual(expect.arrayContaining(Object.keys(VALIDATOR_SCHEMAS)));
    });
});

describe('a resource defined in a test: the coupon', () => {
    const doc = openapiDocument(base, [...definitions, coupon]);
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const schemas = (doc.components as Json).schemas as Record<string, Json>;

    it('is a valid definition', () => {
        expect(definitionProblem(coupon)).toBeUndefined();
    });

    it('gets its list and record paths, each call with an operationId and its answers', () => {
        const list = paths['/admin/coupon'];
        const one = paths['/admin/coupon/{id}'];
        // its definition says `can.delete: false`: no DELETE
        expect(Object.keys(list)).toEqual(['get', 'post']);
        expect(Object.keys(one)).toEqual(['parameters', 'get', 'put']);
        expect([list.get.operationId, list.post.operationId, one.get.operationId, one.put.operationId]).toEqual(['list-coupon', 'create-coupon', 'get-coupon', 'update-coupon']);
        expect(Object.keys(one.put.responses as Json)).toEqual(expect.arrayContaining(['200', '202', '204', '400', '403', '409', '422']));
        // not optional: no 404 for its list
        expect(Object.keys(list.get.responses as Json)).not.toContain('404');
        expect(doc.tags).toEqual(expect.arrayContaining([{ name: 'coupon', description: 'کوپن‌ها (menu id `coupon`)' }]));
        const deletable = resourceParts([{ ...coupon, can: { ...coupon.can, delete: true } }]);
        expect((deletable.paths['/admin/coupon/{id}'].delete as Json).operationId).toBe('delete-coupon');
    });

    it('lists with the list query and its filters: the status by its values, the expiry by a Jalali from–to range', () => {
        const parameters = paths['/admin/coupon'].get.parameters as Json[];
        const refs = parameters.filter(entry => entry.$ref).map(entry => String(entry.$ref).split('/').pop());
        expect(refs).toEqual(['page', 'per_page', 'search', 'sort', 'order']);
        const filters = Object.fromEntries(parameters.filter(entry => entry.name).map(entry => [entry.name, entry.schema]));
        expect(Object.keys(filters)).toEqual(['expires_at_from', 'expires_at_to', 'status']);
        expect(filters.status).toMatchObject({ type: 'string', enum: ['pending', 'approved', 'rejected'] });
        expect(filters.expires_at_from).toEqual({ type: 'string', format: 'date' });
        expect(String(paths['/admin/coupon'].get.description)).toContain('کد یا نام مشتری');
    });

    it('has its record, its input and its decisions as schemas', () => {
        const record = schemas.Coupon as { required: string[]; properties: Record<string, Json> };
        expect(record.required).toEqual(['id', 'code', 'percent']);
        expect(record.properties.percent).toMatchObject({ type: 'number', minimum: 1, maximum: 100 });
        expect(record.properties.expires_at).toMatchObject({ type: ['string', 'null'], format: 'date' });
        expect(record.properties.user_id).toMatchObject({ type: ['integer', 'null'], description: 'مشتری — id of a user' });
        expect(record.properties.status).toMatchObject({ enum: ['pending', 'approved', 'rejected', null] });
        expect(Object.keys(record.properties)).toEqual(expect.arrayContaining(['updated_at', 'decided_by', 'pending_approval']));
        // the status is no input of the form, yet decisions set it: the server takes it
        const input = schemas.CouponInput as { properties: Json };
        expect(Object.keys(input.properties)).toEqual(['id', 'code', 'percent', 'expires_at', 'user_id', 'status', 'updated_at']);
        const decisions = (schemas.CouponDecision as { anyOf: Array<{ title: string; required: string[]; properties: Record<string, Json> }> }).anyOf;
        expect(decisions.map(decision => [decision.title, decision.properties.status])).toEqual([
            ['approve', { const: 'approved' }],
            ['reject', { const: 'rejected' }],
        ]);
        expect(decisions[1].required).toEqual(['status', 'reason']);
        // each decision's body carries the record's id and the version read
        expect(Object.keys(decisions[1].properties)).toEqual(['id', 'status', 'reason', 'updated_at']);
        const put = paths['/admin/coupon/{id}'].put as { requestBody: { content: Record<string, { schema: Json }> }; description: string };
        expect(put.requestBody.content['application/json'].schema).toEqual({
            anyOf: [{ $ref: '#/components/schemas/CouponInput' }, { $ref: '#/components/schemas/CouponDecision' }],
        });
        expect(put.description).toContain('`reject` (رد): status pending → rejected, with `reason`');
    });

    it('is filtered by the target of a relation that lists it', () => {
        const owner: ResourceDefinition = { ...coupon, name: 'campaign', menuId: 'campaign', relations: [{ resource: 'coupon', target: 'campaign_id' }] };
        const parts = resourceParts([coupon], [coupon, owner]);
        const names = (parts.paths['/admin/coupon'].get as { parameters: Json[] }).parameters.map(entry => entry.name);
        expect(names).toContain('campaign_id');
    });
});

describe('the approvals and the staff, made from their definitions as every resource is', () => {
    const doc = openapiDocument(base, definitions);
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const schemas = (doc.components as Json).schemas as Record<string, { required: string[]; properties: Record<string, Json>; anyOf?: Json[] }>;
    const namesOf = (parameters: unknown) => (parameters as Json[]).filter(entry => entry.name).map(entry => entry.name);

    it('approvals: listed, read and decided, never created, edited or deleted; optional', () => {
        const list = paths['/admin/approval'];
        const one = paths['/admin/approval/{id}'];
        expect(Object.keys(list)).toEqual(['get']);
        expect(Object.keys(one)).toEqual(['parameters', 'get', 'put']);
        expect([list.get.operationId, one.get.operationId, one.put.operationId]).toEqual(['list-approval', 'get-approval', 'update-approval']);
        expect(String(list.get.description)).toMatch(/^Optional: a server without it answers 404/);
        for (const operation of [list.get, one.get, one.put]) expect(Object.keys(operation.responses as Json)).toEqual(expect.arrayContaining(['403', '404']));
        // the PUT takes a decision only, and a decision no longer possible answers 422 with the approval as it is now
        const put = one.put as { requestBody: { content: Record<string, { schema: Json }> }; responses: Record<string, { content: Record<string, { schema: Json }> }> };
        expect(put.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApprovalDecision' });
        expect(put.responses['422'].content['application/json'].schema).toEqual({
            allOf: [{ $ref: '#/components/schemas/ValidationError' }, { type: 'object', properties: { data: { $ref: '#/components/schemas/Approval' } } }],
        });
        expect(put.responses['409']).toBeDefined();
        expect(schemas.ApprovalInput).toBeUndefined();
        expect(doc.tags).toEqual(expect.arrayContaining([{ name: 'approval', description: 'تأیید دونفره (menu id `approval`, optional)' }]));
    });

    it('approvals: the list filters by box, status, resource, maker and dates; box is no field of the record', () => {
        const parameters = paths['/admin/approval'].get.parameters as Json[];
        expect(namesOf(parameters)).toEqual(['box', 'subject_type', 'maker_id', 'status', 'expires_at_from', 'expires_at_to', 'created_at_from', 'created_at_to']);
        const box = parameters.find(entry => entry.name === 'box')!;
        expect(box.schema).toMatchObject({ type: 'string', enum: ['to_review', 'mine'] });
        expect(String(box.description)).toContain('`to_review`: the pending ones made by others');
        expect(parameters.some(entry => entry.$ref === '#/components/parameters/search')).toBe(false);
        const record = schemas.Approval;
        expect(Object.keys(record.properties)).not.toEqual(expect.arrayContaining(['box']));
        expect(Object.keys(record.properties)).not.toContain('maker_id');
    });

    it('approvals: the record as the contract says it, and each decision its body', () => {
        const record = schemas.Approval;
        expect(record.required.sort()).toEqual(['action', 'changes', 'created_at', 'expires_at', 'id', 'maker', 'status', 'subject_id', 'subject_type']);
        expect(record.properties.subject_type).toMatchObject({ type: 'string' });
        expect(record.properties.subject_type.enum).toBeUndefined();
        expect(record.properties.subject_id).toMatchObject({ type: 'integer' });
        expect(record.properties.maker).toMatchObject({ $ref: '#/components/schemas/Person' });
        expect(record.properties.checker).toMatchObject({ oneOf: [{ $ref: '#/components/schemas/Person' }, { type: 'null' }] });
        expect(record.properties.changes).toMatchObject({ type: 'object' });
        expect(record.properties.status).toMatchObject({ type: 'string', enum: ['pending', 'approved', 'rejected', 'cancelled', 'expired'] });
        expect(record.properties.checker_reason).toMatchObject({ type: ['string', 'null'] });
        // only what a decision sets is written
        expect(Object.entries(record.properties).filter(([, property]) => !property.readOnly).map(([name]) => name).sort()).toEqual(['checker_reason', 'pending_approval', 'status']);
        const decisions = schemas.ApprovalDecision.anyOf as Array<{ title: string; required: string[]; properties: Record<string, Json>; description: string }>;
        expect(decisions.map(decision => [decision.title, decision.properties.status, decision.required])).toEqual([
            ['approve', { const: 'approved' }, ['status']],
            ['reject', { const: 'rejected' }, ['status', 'checker_reason']],
            ['cancel', { const: 'cancelled' }, ['status']],
        ]);
        expect(decisions[1].properties.checker_reason).toMatchObject({ type: 'string', maxLength: 500 });
        expect(decisions[0].description).toContain('Any admin but the one `maker.id` names takes it');
        expect(decisions[2].description).toContain('Only the admin `maker.id` names takes it');
        expect(String((schemas.Approval as unknown as Json).description)).toContain('the maker may not approve or reject their own (403)');
    });

    it('staff: listed, created, read and changed, never deleted; optional; accesses and permissions as lists', () => {
        const list = paths['/admin/staff'];
        const one = paths['/admin/staff/{id}'];
        expect(Object.keys(list)).toEqual(['get', 'post']);
        expect(Object.keys(one)).toEqual(['parameters', 'get', 'put']);
        expect([list.get.operationId, list.post.operationId, one.get.operationId, one.put.operationId]).toEqual(['list-staff', 'create-staff', 'get-staff', 'update-staff']);
        for (const operation of [list.get, list.post, one.get, one.put]) expect(Object.keys(operation.responses as Json)).toContain('404');
        expect(namesOf(list.get.parameters)).toEqual(['role', 'active']);
        expect((list.get.parameters as Json[]).some(entry => entry.$ref === '#/components/parameters/search')).toBe(true);
        const record = schemas.Staff;
        expect(record.required).toEqual(['id', 'name', 'mobile', 'role', 'active', 'accesses']);
        expect(record.properties.accesses).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/MenuId' } });
        expect(record.properties.permissions).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/Permission' } });
        expect(record.properties.role).toMatchObject({ type: 'string', enum: ['super_admin', 'admin'] });
        const input = schemas.StaffInput;
        expect(input.required).toEqual(['name', 'mobile']);
        expect(Object.keys(input.properties)).toEqual(['id', 'name', 'mobile', 'role', 'active', 'accesses', 'permissions', 'updated_at']);
        expect(input.properties.name).toMatchObject({ type: 'string', minLength: 2, maxLength: 100 });
        expect(input.properties.accesses.readOnly).toBeUndefined();
    });

    it('a definition says each of these in data: a coupon made optional, with a filter alone and a value an API field says', () => {
        const shaped: ResourceDefinition = {
            ...coupon,
            optional: true,
            fields: [
                ...coupon.fields,
                { source: 'scope', type: 'enum', label: 'دامنه', filter: true, record: false, choices: [{ id: 'mine', name: 'من' }], description: 'mine: made by this admin' },
                { source: 'tags', type: 'text', label: 'برچسب‌ها', present: true },
            ],
            apiFields: [{ source: 'tags', type: 'list', schema: 'Label', writable: true }],
        };
        expect(definitionProblem(shaped)).toBeUndefined();
        const parts = resourceParts([shaped]);
        const get = parts.paths['/admin/coupon'].get as { parameters: Json[]; responses: Json; description: string };
        expect(get.responses['404']).toBeDefined();
        expect(get.description).toMatch(/^Optional/);
        expect(get.parameters.find(entry => entry.name === 'scope')).toMatchObject({ schema: { enum: ['mine'] }, description: expect.stringContaining('mine: made by this admin') });
        const record = parts.schemas.Coupon as { required: string[]; properties: Record<string, Json> };
        expect(record.properties.scope).toBeUndefined();
        expect(record.properties.tags).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Label' } });
        expect(record.required).toContain('tags');
        expect(parts.tags[0].description).toContain('optional');
        expect(definitionProblem({ ...shaped, optional: 'yes' })).toMatch(/optional/);
        expect(definitionProblem({ ...shaped, apiFields: [{ source: 'tags', type: 'list', schema: 3 }] })).toMatch(/schema/);
    });
});
