import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Validator } from 'react-admin';
import type { MenuId } from '../access/rules';

/** MUI chip colours an enum value may take. */
export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';

export interface Choice {
    id: string;
    /** Persian label */
    name: string;
    color?: ChipColor;
}

/** Where a quantity's unit comes from: a field of the record, or of a referenced record. */
export interface QuantityUnit {
    /** the unit's field in the record (`product.unit`), or in the `reference`d record (`unit`) */
    source: string;
    /** read the unit from this resource's record whose id is in `via` (e.g. product / product_id) */
    reference?: string;
    via?: string;
    /**
     * When the record has no `via` id (the API's order names its product only by
     * `product.title`): the `reference`d record whose `field` equals the record's `path`, found in
     * that resource's catalogue (one cached list call, src/catalogue).
     */
    match?: { path: string; field: string };
}

/**
 * The options each field type adds to a field definition, by type. A new field type declares its
 * own entry by module augmentation in its module (see docs/resources.md, "Adding a field type"):
 *
 *     declare module '../../types' { interface FieldTypeOptions { rating: { stars?: number } } }
 */
export interface FieldTypeOptions {
    text: object;
    longtext: object;
    mobile: object;
    iban: object;
    card: object;
    nationalCode: object;
    image: object;
    boolean: object;
    date: object;
    datetime: object;
    /** `unit`: a fixed unit (گرم، درصد); min/max for validation */
    number: { min?: number; max?: number; unit?: string };
    /** an amount of money; `unit` defaults to تومان */
    money: { min?: number; max?: number; unit?: string };
    /** an amount of metal in the product's unit (گرم، مثقال، عدد) */
    quantity: { min?: number; max?: number; unitFrom: QuantityUnit };
    enum: { choices: Choice[] };
    reference: { reference: string };
}

export type FieldType = keyof FieldTypeOptions;

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
}

interface FieldBase {
    /** the API field */
    source: string;
    /** Persian label; becomes the translation `resources.{name}.fields.{source}` */
    label: string;
    /** a column of the list (default true) */
    list?: boolean;
    /** one of the few fields a phone shows on a record's card (default: the first four columns) */
    card?: boolean;
    /** a filter of the list; 'alwaysOn' keeps it visible (dates filter by a from–to range) */
    filter?: boolean | 'alwaysOn';
    /** an input of the create and edit forms (default true, except read-only fields) */
    form?: boolean;
    /** a row of the show page (default true) */
    show?: boolean;
    /** a column of the CSV export (default: as `list`, or true when `show` lists it) */
    export?: boolean;
    /** the list can be sorted by it (default true) */
    sortable?: boolean;
    required?: boolean;
    /** extra validators; they return translation keys */
    validate?: Validator[];
    /** help shown under the input (a translation key or Persian text) */
    helperText?: string;
    /** placeholder of the input (a translation key or Persian text) */
    placeholder?: string;
    /** a custom input replacing the generated one, in forms and filters */
    input?: ComponentType<CustomInputProps>;
}

/** One field of a definition with type K and that type's options. */
export type FieldOf<K extends FieldType> = FieldBase & { type: K } & FieldTypeOptions[K];

export type FieldDefinition = { [K in FieldType]: FieldOf<K> }[FieldType];

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

/**
 * A decision staff take on a record (docs/resources.md; docs/openapi.yaml, 'Decisions'): a
 * `PUT /admin/{resource}/{id}` of the record with `changes` and the values of its own small form.
 * One declaration gives a button on the record's page, an entry in each row's actions and a bulk
 * action on the list.
 */
export interface DecisionDefinition {
    /** unique within the resource: `approve`, `reject`, `pay` … (also the test id `decision-{id}`) */
    id: string;
    /** Persian label of the button ("تأیید", "رد", "ثبت پرداخت") */
    label: string;
    color?: 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';
    icon?: SvgIconComponent;
    /** when it applies: the record's field values it needs (e.g. `{ status: ['pending'] }`) */
    when: Record<string, readonly (string | number | boolean | null)[]>;
    /** the fields it sets (e.g. `{ status: 'approved' }`) */
    changes: Record<string, unknown>;
    /** its own small form: fields asked before it is sent (a reason, a tracking code, a date) */
    fields?: FieldDefinition[];
    /** asks first (destructive or irreversible); a string is the Persian question */
    confirm?: boolean | string;
    /** a keyboard key on the record's page in review mode (`a` approve, `r` reject …) */
    shortcut?: string;
    /** offered as a bulk action on the list (default true when it has no form of its own) */
    bulk?: boolean;
    /**
     * Offered only to the signed-in admin (`me: true`) or only to the others (`me: false`), as the
     * record's field `source` (a path: `maker.id`) names them by `/admin/me`'s id: an approval's
     * maker cancels it, and only another admin approves it. Never offered while the admin is unknown.
     */
    who?: { source: string; me: boolean };
}

/**
 * Records of another resource that belong to this one (docs/resources.md): a tab of the record's page that
 * is the list call of `resource` filtered by `{target}={id}`.
 */
export interface RelationDefinition {
    /** the related resource's name (`order`, `receipt` …) */
    resource: string;
    /** the filter that ties them (default `user_id`) */
    target?: string;
    /** the tab's Persian label (default the related resource's plural name) */
    label?: string;
}

/**
 * A titled group of fields on a record's page (docs/resources.md, "The record's page"): its
 * sections are laid out in a grid, two or three side by side on a wide screen, one on a phone.
 */
export interface SectionDefinition {
    /** unique within the resource; its label's translation is `resources.{name}.sections.{id}` */
    id: string;
    /** Persian heading of the section ("پرداخت", "گیرنده") */
    label: string;
    /** the `source`s of its fields, in the order shown */
    fields: string[];
}

/** The screens a definition may replace; the rest stays generated. */
export type ScreenKind = 'list' | 'create' | 'edit' | 'show';

export interface ResourceDefinition {
    /** the API resource and the route: `/admin/{name}` and `/{name}` */
    name: string;
    /** the docs/openapi.yaml, MenuId menu id: access, notices and menu position */
    menuId: MenuId;
    icon: SvgIconComponent;
    /** Persian names, singular and plural */
    label: { one: string; many: string };
    fields: FieldDefinition[];
    /** the field that names a record in references and titles (default `title`) */
    recordRepresentation?: string;
    /** a search box sending `search` (default true); `searchHint` says what it looks in */
    search?: boolean;
    /** what the search box looks in, in Persian ("نام مشتری، شماره شبا یا کد پیگیری") */
    searchHint?: string;
    /**
     * The fields the global search shows under a found record's name, to tell records apart
     * (default: its first list column of each kind: a mobile or a customer's name, an amount, a
     * status, a date; see `resultFieldsOf` in src/resources/search/searchModel.ts).
     */
    searchResult?: string[];
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage?: number;
    perPageOptions?: number[];
    /** what staff may do here (default: all) */
    can?: Partial<Abilities>;
    /** a screen that replaces the generated one; the rest stays generated */
    screens?: Partial<Record<ScreenKind, Screen>>;
    /** the decisions staff take on its records (see DecisionDefinition) */
    decisions?: DecisionDefinition[];
    /** a queue: the list opens filtered to what is waiting, with the count in its title */
    queue?: { filter: Record<string, unknown>; /** its name in the global search's commands (default: the plural name and the filter's status) */ label?: string };
    /** the related records shown as tabs on a record's page (see RelationDefinition) */
    relations?: RelationDefinition[];
    /**
     * The handful of fields that say what a record is at a glance (status, amount, customer,
     * date): the top of its page, beside its decisions, and not repeated in the sections below.
     */
    keyFacts?: string[];
    /**
     * The record page's sections (see SectionDefinition). A field shown on the page but in no
     * section, and not a key fact, goes to a last, default section; without sections, every field
     * is in that one.
     */
    sections?: SectionDefinition[];
}
