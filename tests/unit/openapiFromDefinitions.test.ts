import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { HAND_WRITTEN, generatedDefinitions, openapiDocument, openapiText } from '../../scripts/openapi/document';
import { VALIDATOR_SCHEMAS, resourceParts } from '../../scripts/openapi/resourceParts';
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

    it('describes every built-in resource: the generic ones from their definitions, the others by hand', () => {
        const doc = openapiDocument(base, definitions);
        const paths = doc.paths as Json;
        for (const { name } of definitions) {
            expect(paths[`/admin/${name}`], name).toBeDefined();
            expect(paths[`/admin/${name}/{id}`], name).toBeDefined();
        }
        const handWritten = parse(base) as { paths: Json };
        for (const name of HAND_WRITTEN) expect(handWritten.paths[`/admin/${name}`], `${name} is written in the base`).toBeDefined();
        expect(generatedDefinitions(definitions).map(definition => definition.name)).not.toEqual(expect.arrayContaining(HAND_WRITTEN));
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

    it("lists every built-in resource's menu id in MenuId (written by hand in the base)", () => {
        const menuIds = ((parse(base) as { components: { schemas: { MenuId: { enum: string[] } } } }).components.schemas.MenuId).enum;
        expect(menuIds).toEqual(expect.arrayContaining(definitions.map(definition => definition.menuId)));
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
        expect(Object.keys(list)).toEqual(['get', 'post']);
        expect(Object.keys(one)).toEqual(['parameters', 'get', 'put', 'delete']);
        expect([list.get.operationId, list.post.operationId, one.get.operationId, one.put.operationId, one.delete.operationId]).toEqual([
            'list-coupon',
            'create-coupon',
            'get-coupon',
            'update-coupon',
            'delete-coupon',
        ]);
        expect(Object.keys(one.put.responses as Json)).toEqual(expect.arrayContaining(['200', '202', '204', '403', '409', '422']));
        expect(String(one.delete.description)).toMatch(/can\.delete/);
        expect(doc.tags).toEqual(expect.arrayContaining([{ name: 'coupon', description: 'کوپن‌ها (menu id `coupon`)' }]));
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
