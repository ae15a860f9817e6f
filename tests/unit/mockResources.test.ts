import { activityLog } from '../../src/mock/activity';
import type { MockRecord } from '../../src/mock/db';
import { mockResources, ownHandled } from '../../src/mock/resources';
import { teamHandlers } from '../../src/mock/handlers/team';
import { resetStore, store } from '../../src/mock/store';
import { validate } from '../../src/mock/validation';
import { isValidNationalCode } from '../../src/mock/resources/user';
import { definitions } from '../../src/resources';
import type { FieldDefinition, ResourceDefinition } from '../../src/resources/types';

/**
 * The mock backend's sample data agrees with itself and with the admin: every seed record has a
 * unique numeric id, points only at records that exist, passes its resource's own server rules and
 * uniqueness checks, and carries every field its resource definition shows.
 */

const definitionOf = (name: string): ResourceDefinition | undefined => definitions.find(d => d.name === name);

/** A value at a dotted path ('user.name'). */
const at = (record: Record<string, unknown>, path: string): unknown =>
    path
        .split('.')
        .reduce<unknown>(
            (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
            record
        );

/** ISO 13616, written independently of the mock: letters as 10..35, mod 97 of the rearranged IBAN is 1. */
const ibanIsValid = (iban: string): boolean =>
    /^IR[0-9]{24}$/.test(iban) &&
    BigInt((iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, ch => String(ch.charCodeAt(0) - 55))) % 97n === 1n;

/** Textbook Luhn over 16 digits. */
const luhnIsValid = (card: string): boolean => {
    if (!/^[0-9]{16}$/.test(card)) return false;
    const sum = [...card].reduce((total, ch, i) => {
        const digit = i % 2 === 0 ? Number(ch) * 2 : Number(ch); // every second digit from the left
        return total + (digit > 9 ? digit - 9 : digit);
    }, 0);
    return sum % 10 === 0;
};

const seeded = (name: string): MockRecord[] => store.get(name)?.all() ?? [];

const references = (definition: ResourceDefinition) =>
    definition.fields.filter((field): field is Extract<FieldDefinition, { type: 'reference' }> => field.type === 'reference');

beforeEach(() => resetStore());

/** Resources with a screen of their own; the rest (a ticket's messages) are part of one. */
const screenResources = mockResources.filter(resource => !resource.partOf);

/** Served by handlers of their own (their parts in src/mock/resources/ say `ownHandlers`), not by the generic resources. */
const TEAM = ownHandled;

it('serves exactly the resources the admin defines, and parts of them', () => {
    expect(screenResources.map(resource => resource.name).sort()).toEqual(definitions.map(d => d.name).filter(name => !TEAM.includes(name)).sort());
    expect(definitions.map(d => d.name)).toEqual(expect.arrayContaining(TEAM));
    for (const name of TEAM) expect(store.has(name), `${name} has no records in the store`).toBe(false);
    for (const resource of mockResources.filter(item => item.partOf)) {
        expect(definitionOf(resource.partOf!), `${resource.name} is part of ${resource.partOf}`).toBeDefined();
    }
});

it('serves each resource whose part says `ownHandlers` by its own handlers: its list, a record and its PUT', () => {
    expect(TEAM.length).toBeGreaterThan(0);
    const routes = teamHandlers.map(handler => `${handler.info.method} ${String(handler.info.path)}`);
    for (const name of TEAM) {
        expect(routes, name).toEqual(expect.arrayContaining([`GET */admin/${name}`, `GET */admin/${name}/:id`, `PUT */admin/${name}/:id`]));
    }
});

it('seeds a resource only after the resources its references point at', () => {
    const position = new Map(mockResources.map((resource, index) => [resource.name, index]));
    for (const definition of definitions) {
        for (const field of references(definition)) {
            if (field.reference === definition.name) continue; // a tree (parent_id)
            expect(position.get(field.reference), `${definition.name}.${field.source} → ${field.reference}`).toBeLessThan(
                position.get(definition.name)!
            );
        }
    }
});

describe.each(screenResources.map(resource => [resource.name, resource] as const))('mock resource %s', (name, resource) => {
    const definition = definitionOf(name)!;

    it('has a definition in src/resources', () => {
        expect(definition).toBeDefined();
    });

    it('seeds records with unique numeric ids', () => {
        const records = seeded(name);
        expect(records.length).toBeGreaterThan(0);
        for (const record of records) {
            expect(Number.isInteger(record.id) && record.id > 0, `id ${String(record.id)}`).toBe(true);
        }
        expect(new Set(records.map(record => record.id)).size).toBe(records.length);
    });

    it('points every reference at an existing record', () => {
        const referenceOf = new Map(references(definition).map(field => [field.source, field.reference]));
        const declared = new Set(definition.fields.map(field => field.source));
        for (const record of seeded(name)) {
            for (const key of Object.keys(record).filter(key => key.endsWith('_id'))) {
                expect(declared.has(key), `${name}.${key} is not in the definition`).toBe(true);
            }
            for (const [source, target] of referenceOf) {
                const value = record[source];
                if (value === null || value === undefined) continue;
                expect(typeof value, `${name}#${record.id}.${source}`).toBe('number');
                expect(store.get(target)?.get(value as number), `${name}#${record.id}.${source} = ${String(value)} in ${target}`).toBeDefined();
            }
        }
    });

    it('passes its own server rules and checks', () => {
        const collection = store.get(name)!;
        for (const record of seeded(name)) {
            expect(validate(resource.rules, record), `${name}#${record.id}`).toBeNull();
            expect(resource.check?.(record, collection, record.id) ?? null, `${name}#${record.id}`).toBeNull();
        }
    });

    it('has no rules on the fields the server owns', () => {
        for (const field of resource.readOnly ?? []) expect(resource.rules[field], field).toBeUndefined();
        expect(resource.rules.id).toBeUndefined();
    });

    it('fills every field its definition shows, with values the definition knows', () => {
        const records = seeded(name);
        for (const field of definition.fields) {
            const values = records.map(record => at(record, field.source));
            expect(
                values.some(value => value !== undefined),
                `${name}.${field.source} is on no seed record`
            ).toBe(true);
            if (field.source.includes('.')) continue;
            for (const [index, value] of values.entries()) {
                expect(value, `${name}#${records[index].id}.${field.source} is missing`).not.toBeUndefined();
            }
            if (field.type === 'enum') {
                const ids = field.choices.map(choice => choice.id);
                for (const value of values) if (value !== null) expect(ids).toContain(value);
            }
            if (field.required) {
                for (const value of values) expect(value === null || value === '', `${name}.${field.source} is required`).toBe(false);
            }
        }
    });

    it('searches fields its records have', () => {
        for (const field of resource.searchable) {
            expect(
                seeded(name).some(record => at(record, field) !== undefined && at(record, field) !== null),
                `${name}: searchable ${field}`
            ).toBe(true);
        }
    });
});

describe('seed consistency', () => {
    it('gives each order the title (as the API’s order: no unit), name and picture of the product and customer it points at', () => {
        for (const order of seeded('order')) {
            const product = store.get('product')!.get(order.product_id as number)!;
            const user = store.get('user')!.get(order.user_id as number)!;
            expect(order.product).toEqual({ title: product.title });
            expect(order.user).toEqual({ name: user.name, image: user.image });
        }
    });

    it('matches the display texts of an order to its enums (docs/openapi.yaml, order)', () => {
        const status = { pending: 'در انتظار', approved: 'تأیید شده', rejected: 'رد شده' } as Record<string, string>;
        const side = { buy: 'خرید', sell: 'فروش' } as Record<string, string>;
        for (const order of seeded('order')) {
            expect(order.status).toBe(status[order.status_enum as string]);
            expect(order.side).toBe(side[order.side_enum as string]);
            expect(typeof order.ask_auto_order).toBe('boolean');
        }
        expect(seeded('order').filter(order => order.status_enum === 'pending').length).toBeGreaterThan(0);
    });

    it('counts the customers of each category and the products of each product category', () => {
        for (const category of seeded('user-category')) {
            expect(category.users_count).toBe(seeded('user').filter(user => user.category_id === category.id).length);
        }
        for (const category of seeded('product-category')) {
            expect(category.products_count).toBe(seeded('product').filter(product => product.category_id === category.id).length);
        }
    });

    it('gives valid IR IBANs (ISO 13616) and Luhn-valid card numbers', () => {
        for (const name of ['bank', 'withdrawal']) {
            for (const record of seeded(name)) {
                expect(ibanIsValid(String(record.iban)), `${name}#${record.id} ${String(record.iban)}`).toBe(true);
                if (record.card_number != null) expect(luhnIsValid(String(record.card_number)), `${name}#${record.id}`).toBe(true);
            }
        }
        expect(ibanIsValid('IR062960000000100324200001')).toBe(true);
        expect(ibanIsValid('IR062960000000100324200002')).toBe(false);
    });

    it('checks national codes by their check digit', () => {
        expect(isValidNationalCode('0499370899')).toBe(true);
        expect(isValidNationalCode('0499370898')).toBe(false);
        expect(isValidNationalCode('1111111111')).toBe(false);
        expect(isValidNationalCode('049937089')).toBe(false);
    });

    it("records nothing of a customer's before they signed up", () => {
        for (const resource of mockResources) {
            for (const record of seeded(resource.name)) {
                if (typeof record.user_id !== 'number' || typeof record.created_at !== 'string') continue;
                const user = store.get('user')!.get(record.user_id)!;
                expect(Date.parse(record.created_at), `${resource.name}#${record.id}`).toBeGreaterThan(Date.parse(String(user.created_at)));
            }
        }
    });

    it('puts no network address in sample pictures', () => {
        for (const resource of mockResources) {
            for (const record of seeded(resource.name)) {
                for (const value of Object.values(record)) {
                    if (typeof value === 'string') expect(value).not.toMatch(/^https?:\/\//);
                }
            }
        }
    });

    it('gives every status in the seeded history a value of its resource’s vocabulary (a ticket starts open, not pending)', () => {
        const vocabularyOf = (subject: string, source: string) => {
            const field = definitions.find(definition => definition.name === subject)?.fields.find(item => item.source === source);
            return field && 'choices' in field ? (field.choices as Array<{ id: string }>).map(choice => choice.id) : null;
        };
        let checked = 0;
        for (const entry of activityLog()) {
            for (const source of ['status', 'status_enum']) {
                const values = vocabularyOf(entry.subject_type, source);
                if (!values) continue;
                for (const side of [entry.properties.old, entry.properties.attributes] as Array<Record<string, unknown>>) {
                    if (side[source] === undefined || side[source] === null) continue;
                    expect(values, `${entry.subject_type}#${entry.subject_id} ${entry.event}: ${source} ${String(side[source])}`).toContain(side[source]);
                    checked++;
                }
            }
        }
        expect(activityLog().some(entry => entry.subject_type === 'ticket' && entry.event === 'decided'), 'the seed decides some tickets').toBe(true);
        expect(checked).toBeGreaterThan(0);
    });

    it('is the same on every reset', () => {
        const first = JSON.stringify(mockResources.map(resource => seeded(resource.name)));
        resetStore();
        expect(JSON.stringify(mockResources.map(resource => seeded(resource.name)))).toBe(first);
    });

    it('writes the seeded history of the records as seeded, even when the log is first read after writes', () => {
        resetStore();
        const untouched = JSON.stringify(activityLog());
        resetStore();
        // writes before anything reads the log (the history is written when first needed)
        const bank = store.get('bank')!;
        const [first] = bank.all();
        bank.update(first.id, { title: 'بانک دیگر' });
        const pending = store.get('receipt')!.all().find(receipt => receipt.status === 'pending')!;
        store.get('receipt')!.update(pending.id, { status: 'approved' });
        const seededEntries = activityLog().filter(entry => Date.parse(entry.created_at) <= Date.parse('2026-11-20T09:30:00Z'));
        expect(JSON.stringify(seededEntries)).toBe(untouched);
        resetStore();
    });
});

describe('order decisions (docs/openapi.yaml, order) through the order resource', () => {
    const resource = mockResources.find(candidate => candidate.name === 'order')!;

    /** What the generic PUT handler does with a body: drop server fields, check, derive, store. */
    function put(id: number, body: Record<string, unknown>) {
        const collection = store.get('order')!;
        const data = { ...body };
        delete data.id;
        for (const field of resource.readOnly ?? []) delete data[field];
        const errors = validate(resource.rules, data) ?? resource.check?.(data, collection, id) ?? null;
        if (errors) return { errors };
        return { record: collection.update(id, resource.onWrite?.(data, store) ?? data)! };
    }

    it('approves a pending order with { status, auto_order } and updates its texts', () => {
        const pending = seeded('order').find(order => order.status_enum === 'pending')!;
        const { record, errors } = put(pending.id, { status: 'approved', auto_order: 'yes' });
        expect(errors).toBeUndefined();
        expect(record).toMatchObject({ status_enum: 'approved', status: 'تأیید شده', auto_order: 'yes' });
        expect(record!.side).toBe(pending.side);
        expect(record!.product).toEqual(pending.product);
    });

    it('refuses to decide an order twice, or an unknown status', () => {
        const decided = seeded('order').find(order => order.status_enum === 'approved')!;
        expect(put(decided.id, { status: 'rejected' }).errors?.status).toHaveLength(1);
        const pending = seeded('order').find(order => order.status_enum === 'pending')!;
        expect(put(pending.id, { status: 'maybe' }).errors?.status).toHaveLength(1);
        expect(put(pending.id, { status: 'rejected', auto_order: 'perhaps' }).errors?.auto_order).toHaveLength(1);
    });

    it('keeps a record sent back unchanged as it was, with a newer version', () => {
        const order = seeded('order')[0];
        const { record } = put(order.id, { ...order });
        expect({ ...record, updated_at: order.updated_at }).toEqual(order);
        expect(Date.parse(String(record!.updated_at))).toBeGreaterThan(Date.parse(String(order.updated_at)));
    });
});
