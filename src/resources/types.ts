import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Validator } from 'react-admin';
import type { MenuId } from './menu';

/** MUI chip colours an enum value may take. */
export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning';

export interface Choice {
    id: string;
    /** Persian label */
    name: string;
    color?: ChipColor;
}

interface FieldBase {
    /** the API field */
    source: string;
    /** Persian label; becomes the translation `resources.{name}.fields.{source}` */
    label: string;
    /** a column of the list (default true) */
    list?: boolean;
    /** a filter of the list; 'alwaysOn' keeps it visible */
    filter?: boolean | 'alwaysOn';
    /** an input of the create and edit forms (default true, except read-only fields) */
    form?: boolean;
    /** a row of the show page (default true) */
    show?: boolean;
    /** the list can be sorted by it (default true) */
    sortable?: boolean;
    required?: boolean;
    /** extra validators; they return translation keys */
    validate?: Validator[];
    /** help shown under the input (a translation key or Persian text) */
    helperText?: string;
    /** placeholder of the input (a translation key or Persian text) */
    placeholder?: string;
    /** a custom input replacing the generated one (it receives `field`) */
    input?: ComponentType<{ field: FieldDefinition }>;
}

export type FieldDefinition =
    | (FieldBase & {
          type: 'text' | 'longtext' | 'mobile' | 'iban' | 'card' | 'image' | 'boolean' | 'date' | 'datetime';
      })
    | (FieldBase & { type: 'number' | 'money'; min?: number; max?: number; unit?: string })
    | (FieldBase & { type: 'enum'; choices: Choice[] })
    | (FieldBase & { type: 'reference'; reference: string });

export type FieldType = FieldDefinition['type'];

/** Props every resource screen receives. */
export interface ScreenProps {
    definition: ResourceDefinition;
}

export type Screen = ComponentType<ScreenProps>;

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
    /** a search box sending `search` (default true) */
    search?: boolean;
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage?: number;
    perPageOptions?: number[];
    /** what staff may do here (default: all) */
    can?: { create?: boolean; edit?: boolean; delete?: boolean; show?: boolean };
    /** a screen that replaces the generated one; the rest stays generated */
    screens?: Partial<Record<'list' | 'create' | 'edit' | 'show', Screen>>;
}
