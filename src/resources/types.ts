import type { ComponentType } from 'react';
import type { Validator } from 'react-admin';
import type { AnyMenuId } from '../access/rules';
import type { Choice, DefinitionData, FieldBase, FieldDefinition } from './schema';

/*
 * A resource definition is data: its format is src/resources/schema/definition.schema.json, and
 * its types are generated from it (`npm run make:definitions`, ./schema/definition.generated.ts).
 * The names below are those types, as the rest of the admin knows them.
 */

export type {
    ApiField,
    Choice,
    DecisionDefinition,
    FieldBase,
    FieldDefinition,
    QuantityUnit,
    RelationDefinition,
    SectionDefinition,
} from './schema';

/** MUI chip colours an enum value may take. */
export type ChipColor = NonNullable<Choice['color']>;

/** The field types (src/resources/fields/types/, one module each; the schema lists them). */
export type FieldType = FieldDefinition['type'];

/** One field of a definition with type K and that type's options. */
export type FieldOf<K extends FieldType> = Extract<FieldDefinition, { type: K }>;

/** The options each field type adds to a field definition, by type (`enum`: `choices` …). */
export type FieldTypeOptions = { [K in FieldType]: Omit<FieldOf<K>, keyof FieldBase | 'type'> };

/** Props a definition's custom `input` receives: the field, and the validators its type implies. */
export interface CustomInputProps {
    field: FieldDefinition;
    /** `required`, the type's own checks and the definition's `validate`, ready to pass on */
    validate?: Validator[];
    /** true when it is a list filter (no validation) */
    filter?: boolean;
    /** the form or filter value it edits (a filter may edit `{source}_from`) */
    source: string;
    label?: string;
    /**
     * in a filter, the list's value for it (a reload, a shared address): a custom input mounts
     * after the filter form took the list's values, so it passes this to `useInput`
     */
    defaultValue?: unknown;
}

/** Props every resource screen receives. */
export interface ScreenProps {
    definition: ResourceDefinition;
}

export type Screen = ComponentType<ScreenProps>;

/** What staff may do with a resource; see `abilitiesOf` (src/resources/abilities.ts). */
export interface Abilities {
    create: boolean;
    edit: boolean;
    delete: boolean;
    show: boolean;
    /** the list's CSV export */
    export: boolean;
}

/** The screens a definition may replace; the rest stays generated. */
export type ScreenKind = 'list' | 'create' | 'edit' | 'show';

/**
 * A resource definition (docs/resources.md): the data of definition.schema.json, whose menu id
 * guards it (src/access/rules.ts) and places it in the menu (`menuIds`, ./registry.ts). Nothing in it is code: its
 * icon, custom screens, custom inputs and extra validators are names, looked up in the admin's
 * registries (`iconOf` in ./icons.ts, `customScreen` in ./screens/customScreens.ts, `customInput`
 * and `namedValidator` in ./fields/), so that `JSON.stringify(definition)` loses nothing.
 */
export type ResourceDefinition = Omit<DefinitionData, 'menuId'> & {
    /** the docs/openapi.yaml, MenuId menu id: access and notices; its place in ./builtIn.ts is its menu position */
    menuId: AnyMenuId;
};
