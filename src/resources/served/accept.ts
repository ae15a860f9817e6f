import { MENU_IDS } from '../../access/rules';
import type { Literal } from '../../i18n/literalMessages';
import { indefinite } from '../../i18n/wording';
import type { DecisionDefinition, FieldDefinition, ResourceDefinition } from '../types';

/**
 * Which served definitions the admin takes (docs/resources.md, "Definitions served by the API"):
 * each must validate against the definitions' JSON Schema, take a `name` and a `menuId` that no
 * built-in resource and no earlier served definition took (the first one wins), and reference
 * only built-in resources or served ones taken here. Any other is left out whole, with a warning
 * that names it and why. Nothing in a definition is run: it is data, like a built-in definition
 * (its icon a name), without the names of the admin's own custom screens, inputs and validators,
 * which only built-in definitions use.
 */
export interface AcceptOptions {
    /** the resources built into the admin (definitions, parts, the activity log) */
    builtIns: readonly Pick<ResourceDefinition, 'name' | 'menuId'>[];
    /** the JSON Schema's verdict: undefined when valid, else a short reason */
    problemOf: (value: unknown) => string | undefined;
}

export interface Accepted {
    definitions: ResourceDefinition[];
    /** one per definition left out, naming it and why */
    warnings: string[];
}

/** Paths of the admin's own pages and the API path of this list: no served resource may take them. */
const RESERVED_NAMES = ['dashboard', 'profile', 'login', 'verify', 'access-denied', 'authentication-error', '404', 'components', 'kit', 'resources', 'activity', 'me'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** How a warning names a definition: its `name` when it has one, else its place in the list. */
const nameOf = (value: unknown, index: number): string =>
    isObject(value) && typeof value.name === 'string' && value.name ? `"${value.name}"` : `#${index + 1}`;

/** Every resource a definition points at: its reference fields (its decisions' too) and its relations. */
function referencesOf(definition: Json): string[] {
    const fields = [
        ...((definition.fields as Json[] | undefined) ?? []),
        ...((definition.decisions as Json[] | undefined) ?? []).flatMap(decision => (decision.fields as Json[] | undefined) ?? []),
    ];
    return [
        ...fields.filter(field => field.type === 'reference').map(field => String(field.reference)),
        ...((definition.relations as Json[] | undefined) ?? []).map(relation => String(relation.resource)),
    ];
}

/** A served field as the admin's: no custom input or named validator of the admin's own. */
function fieldOf(field: Json): FieldDefinition {
    const copy: Json = { ...field };
    delete copy.validate;
    delete copy.input;
    return copy as unknown as FieldDefinition;
}

function decisionOf(decision: Json): DecisionDefinition {
    return {
        ...(decision as unknown as DecisionDefinition),
        when: (decision.when as DecisionDefinition['when'] | undefined) ?? {},
        changes: (decision.changes as DecisionDefinition['changes'] | undefined) ?? {},
        fields: Array.isArray(decision.fields) ? (decision.fields as Json[]).map(fieldOf) : undefined,
    };
}

/** A served definition as the admin's own: the generated screens only. */
export function definitionOfServed(value: Json): ResourceDefinition {
    const copy: Json = { ...value };
    delete copy.screens;
    return {
        ...(copy as unknown as ResourceDefinition),
        fields: (value.fields as Json[]).map(fieldOf),
        decisions: Array.isArray(value.decisions) ? (value.decisions as Json[]).map(decisionOf) : undefined,
    };
}

export function acceptDefinitions(data: unknown, { builtIns, problemOf }: AcceptOptions): Accepted {
    const warnings: string[] = [];
    if (!Array.isArray(data)) return { definitions: [], warnings: ['Served resource definitions ignored: the answer has no list under "data".'] };
    const leaveOut = (value: unknown, index: number, why: string) =>
        warnings.push(`Served resource definition ${nameOf(value, index)} left out: ${why}`);

    const builtInNames = new Set([...builtIns.map(definition => definition.name), ...RESERVED_NAMES]);
    const builtInMenuIds = new Set<string>([...builtIns.map(definition => definition.menuId), ...MENU_IDS]);
    const names = new Map<string, number>();
    const menuIds = new Set<string>();
    const candidates: Array<{ value: Json; index: number }> = [];

    data.forEach((value, index) => {
        const problem = problemOf(value);
        if (problem !== undefined || !isObject(value)) return leaveOut(value, index, problem ?? 'it is not an object.');
        const name = String(value.name);
        const menuId = String(value.menuId);
        if (!/^[A-Za-z0-9_-]+$/.test(name)) return leaveOut(value, index, `its name "${name}" is not a path segment (letters, digits, _ and - only).`);
        if (builtInNames.has(name)) return leaveOut(value, index, `its name "${name}" is taken by a built-in resource.`);
        if (names.has(name)) return leaveOut(value, index, `its name "${name}" is taken by an earlier served definition.`);
        if (builtInMenuIds.has(menuId)) return leaveOut(value, index, `its menuId "${menuId}" is taken by a built-in resource.`);
        if (menuIds.has(menuId)) return leaveOut(value, index, `its menuId "${menuId}" is taken by an earlier served definition.`);
        names.set(name, index);
        menuIds.add(menuId);
        candidates.push({ value, index });
    });

    // references: to a built-in resource, or to a served one that is itself taken (until none changes)
    let kept = candidates;
    for (;;) {
        const known = new Set([...builtIns.map(definition => definition.name), ...kept.map(({ value }) => String(value.name))]);
        const next = kept.filter(({ value, index }) => {
            const unknown = referencesOf(value).find(reference => !known.has(reference));
            if (unknown === undefined) return true;
            leaveOut(value, index, `it references the unknown resource "${unknown}".`);
            return false;
        });
        if (next.length === kept.length) break;
        kept = next;
    }
    return { definitions: kept.map(({ value }) => definitionOfServed(value)), warnings };
}

/**
 * The texts of a served resource under the translation keys the generated screens ask for, as
 * literal text (src/i18n/literalMessages.ts): what `resourceMessages` (src/resources/index.ts)
 * gives a built-in one, with no interpolation and no plurals but the name's.
 */
export function literalsOf(definition: ResourceDefinition): Array<[string, Literal]> {
    const { name, label } = definition;
    const key = `resources.${name}`;
    return [
        [`${key}.name`, { one: label.one, many: label.many }],
        [`${key}.notifications.created`, `${label.one} ثبت شد.`],
        [`${key}.notifications.updated`, `${label.one} ویرایش شد.`],
        [`${key}.notifications.deleted`, `${label.one} حذف شد.`],
        [`${key}.empty`, `هیچ ${indefinite(label.one)} ثبت نشده است.`],
        [`${key}.invite`, `می‌خواهید یک ${label.one} اضافه کنید؟`],
        ...definition.fields.map((field): [string, Literal] => [`${key}.fields.${field.source}`, field.label]),
        ...(definition.sections ?? []).map((section): [string, Literal] => [`${key}.sections.${section.id}`, section.label]),
    ];
}
