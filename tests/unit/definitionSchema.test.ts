import { readFileSync } from 'node:fs';
import { generate, SCHEMA_FILE, TYPES_FILE, VALIDATOR_FILE } from '../../scripts/make-definition-schema.mjs';
import { definitionProblem, FIELD_TYPES } from '../../src/resources/schema';
import { DEFAULT_ICON, ICON_NAMES, iconOf } from '../../src/resources/icons';
import { activity, definitions, parts } from '../../src/resources/registry';
import { INPUT_NAMES } from '../../src/resources/fields/customInputs';
import { VALIDATOR_NAMES } from '../../src/resources/fields/namedValidators';
import { SCREEN_NAMES } from '../../src/resources/screens/customScreens';
import type { FieldDefinition } from '../../src/resources/types';

/** contract's example of a served definition */
const coupon = () => ({
    name: 'coupon',
    menuId: 'coupon',
    icon: 'LocalOffer',
    label: { one: 'کوپن', many: 'کوپن‌ها' },
    recordRepresentation: 'code',
    searchHint: 'کد یا نام مشتری',
    fields: [
        { source: 'code', label: 'کد', type: 'text', required: true },
        { source: 'percent', label: 'درصد تخفیف', type: 'number', min: 1, max: 100, unit: 'درصد', required: true },
        { source: 'expires_at', label: 'تاریخ انقضا', type: 'date', filter: true },
        { source: 'user_id', label: 'مشتری', type: 'reference', reference: 'user' },
        {
            source: 'status',
            label: 'وضعیت',
            type: 'enum',
            form: false,
            filter: 'alwaysOn',
            choices: [
                { id: 'pending', name: 'در انتظار', color: 'warning' },
                { id: 'approved', name: 'تأیید شده', color: 'success' },
                { id: 'rejected', name: 'رد شده', color: 'error' },
            ],
        },
    ] as Record<string, unknown>[],
    decisions: [
        { id: 'approve', label: 'تأیید', color: 'success', when: { status: ['pending'] }, changes: { status: 'approved' } },
        {
            id: 'reject',
            label: 'رد',
            color: 'error',
            when: { status: ['pending'] },
            changes: { status: 'rejected' },
            fields: [{ source: 'reason', label: 'دلیل رد', type: 'longtext', required: true }],
        },
    ] as Record<string, unknown>[],
    queue: { filter: { status: 'pending' } },
    relations: [],
    can: { create: true, edit: true, delete: false, export: true },
} as Record<string, unknown>);

const without = (key: string) => {
    const definition = coupon();
    delete definition[key];
    return definition;
};

describe('the definition schema', () => {
    it('is what generated the types and the validator (run `npm run make:definitions` after changing it)', async () => {
        const { types, validator } = await generate();
        expect(readFileSync(TYPES_FILE, 'utf8')).toBe(types);
        expect(readFileSync(VALIDATOR_FILE, 'utf8')).toBe(validator);
    });

    it('documents every key in English', () => {
        const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
        const undocumented: string[] = [];
        const visit = (node: unknown, path: string) => {
            if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${path}/${i}`));
            if (node === null || typeof node !== 'object') return;
            const properties = (node as { properties?: Record<string, { description?: string; $ref?: string }> }).properties;
            for (const [key, property] of Object.entries(properties ?? {})) {
                if (!property.description && !property.$ref) undocumented.push(`${path}/properties/${key}`);
            }
            for (const [key, value] of Object.entries(node)) visit(value, `${path}/${key}`);
        };
        visit(schema, '#');
        expect(undocumented).toEqual([]);
    });

    it('accepts the contract\'s example of a served definition, and the smallest one', () => {
        expect(definitionProblem(coupon())).toBeUndefined();
        expect(
            definitionProblem({ name: 'x', menuId: 'x', label: { one: 'ا', many: 'اها' }, fields: [{ source: 'a', label: 'ا', type: 'text' }] })
        ).toBeUndefined();
    });

    it('needs a name, a menu id, a label and at least one field', () => {
        expect(definitionProblem(without('name'))).toBe("definition must have required property 'name'");
        expect(definitionProblem(without('menuId'))).toBe("definition must have required property 'menuId'");
        expect(definitionProblem(without('label'))).toBe("definition must have required property 'label'");
        expect(definitionProblem({ ...coupon(), fields: [] })).toBe('fields must NOT have fewer than 1 items');
        expect(definitionProblem({ ...coupon(), name: ' ' })).toBe('name must match pattern "^[A-Za-z0-9_-]+$"');
        expect(definitionProblem({ ...coupon(), name: '../user' })).toBe('name must match pattern "^[A-Za-z0-9_-]+$"');
        expect(definitionProblem({ ...coupon(), menuId: '' })).toBe('menuId must match pattern "^[A-Za-z0-9_-]+$"');
        expect(definitionProblem(null)).toBe('definition must be object');
        expect(definitionProblem([])).toBe('definition must be object');
    });

    it('names where and what is wrong', () => {
        const definition = coupon();
        (definition.fields as Record<string, unknown>[])[2].type = 'colour';
        expect(definitionProblem(definition)).toBe(`fields/2/type must be one of ${FIELD_TYPES.join(', ')}`);
        expect(FIELD_TYPES).toContain('quantity');

        expect(definitionProblem({ ...coupon(), colour: 'red' })).toBe('definition has an unknown key "colour"');
        const typo = coupon();
        (typo.fields as Record<string, unknown>[])[0].requird = true;
        expect(definitionProblem(typo)).toBe('fields/0 has an unknown key "requird"');
        const noChoices = coupon();
        delete (noChoices.fields as Record<string, unknown>[])[4].choices;
        expect(definitionProblem(noChoices)).toBe("fields/4 must have required property 'choices'");
        const badColour = coupon();
        ((badColour.fields as { choices: { color: string }[] }[])[4].choices[0]).color = 'gold';
        expect(definitionProblem(badColour)).toBe(
            'fields/4/choices/0/color must be one of "default", "primary", "secondary", "success", "error", "info", "warning"'
        );
        const badFilter = coupon();
        (badFilter.fields as Record<string, unknown>[])[0].filter = 'always';
        expect(definitionProblem(badFilter)).toBe('fields/0/filter must be boolean or "alwaysOn"');
        const unitless = coupon();
        (unitless.fields as Record<string, unknown>[])[1] = { source: 'q', label: 'مقدار', type: 'quantity' };
        expect(definitionProblem(unitless)).toBe("fields/1 must have required property 'unitFrom'");
        const decision = coupon();
        (decision.decisions as Record<string, unknown>[])[1].fields = [{ source: 'reason', label: 'دلیل', type: 'memo' }];
        expect(definitionProblem(decision)).toBe(`decisions/1/fields/0/type must be one of ${FIELD_TYPES.join(', ')}`);
        expect(definitionProblem({ ...coupon(), can: { approve: true } })).toBe('can has an unknown key "approve"');
        expect(definitionProblem({ ...coupon(), icon: 42 })).toBe('icon must be string');
        expect(definitionProblem({ ...coupon(), sort: { field: 'id', order: 'desc' } })).toBe('sort/order must be one of "ASC", "DESC"');
    });

    it('accepts any icon name: an unknown one shows the default icon', () => {
        expect(definitionProblem({ ...coupon(), icon: 'NoSuchIcon' })).toBeUndefined();
        expect(iconOf('NoSuchIcon')).toBe(DEFAULT_ICON);
        expect(iconOf(undefined)).toBe(DEFAULT_ICON);
        expect(iconOf('toString')).toBe(DEFAULT_ICON);
        expect(iconOf('LocalOffer')).not.toBe(DEFAULT_ICON);
        expect(ICON_NAMES.length).toBeGreaterThanOrEqual(30);
        expect(ICON_NAMES.length).toBeLessThanOrEqual(50);
        for (const name of ICON_NAMES) expect(iconOf(name), name).toBeTruthy();
    });

    it('compiles nothing when it checks: the validator is plain code, with no run-time import', () => {
        const code = readFileSync(VALIDATOR_FILE, 'utf8');
        expect(code).not.toMatch(/new Function|\beval\(|require\(|^import /m);
    });
});

describe('the built-in definitions', () => {
    const builtIn = [...definitions, ...parts, activity];

    it.each(builtIn.map(definition => [definition.name, definition] as const))('%s validates against the schema', (_, definition) => {
        expect(definitionProblem(definition)).toBeUndefined();
    });

    it.each(builtIn.map(definition => [definition.name, definition] as const))('%s is data: JSON loses nothing of it', (_, definition) => {
        expect(JSON.parse(JSON.stringify(definition))).toStrictEqual(definition);
    });

    it('name only what the admin\'s registries hold: icons, screens, inputs and validators', () => {
        const allFields: FieldDefinition[] = builtIn.flatMap(definition => [
            ...definition.fields,
            ...(definition.decisions ?? []).flatMap(decision => decision.fields ?? []),
        ]);
        for (const definition of builtIn) {
            expect(ICON_NAMES, definition.name).toContain(definition.icon);
            for (const decision of definition.decisions ?? []) if (decision.icon) expect(ICON_NAMES).toContain(decision.icon);
            for (const name of Object.values(definition.screens ?? {})) expect(SCREEN_NAMES, definition.name).toContain(name);
        }
        const inputs = allFields.flatMap(field => (field.input ? [field.input] : []));
        const validators = allFields.flatMap(field => field.validate ?? []);
        expect(inputs).toContain('BankTitle');
        expect(validators).toEqual(expect.arrayContaining(['reasonLength', 'bankTrackingCode', 'iban']));
        for (const name of inputs) expect(INPUT_NAMES).toContain(name);
        for (const name of validators) expect(VALIDATOR_NAMES).toContain(name);
    });
});
