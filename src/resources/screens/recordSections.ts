import type { FieldDefinition, ResourceDefinition } from '../types';

/** The id of the section that takes the fields no declared section names. */
export const DEFAULT_SECTION = 'details';

/** One section of a record's page, its fields resolved from the definition. */
export interface RecordSection {
    id: string;
    /** the translation key of its heading */
    labelKey: string;
    /** the Persian heading, when the key has no translation */
    label: string;
    fields: FieldDefinition[];
}

/** How a record's page lays out its fields: the key facts on top, then the sections. */
export interface RecordPlan {
    keyFacts: FieldDefinition[];
    sections: RecordSection[];
}

export interface PlanOptions {
    /** which fields the page may show at all (default: those not marked `show: false`) */
    include?: (field: FieldDefinition) => boolean;
    /** fields the page shows elsewhere (the picture beside the decision): left out of both */
    omit?: string[];
}

/**
 * A definition's record page, as data (docs/resources.md, "The record's page"): its `keyFacts`,
 * then its `sections` in their order, each with the fields it names, then a default section
 * with every other field the page shows. A field appears once: a key fact is not repeated in a
 * section. A section left with no field is dropped; the default one is «مشخصات» when it is the
 * only section and «سایر مشخصات» after declared ones.
 */
export function recordPlan(definition: ResourceDefinition, { include, omit = [] }: PlanOptions = {}): RecordPlan {
    const shown = definition.fields.filter(
        field => field.show !== false && !omit.includes(field.source) && (include ? include(field) : true)
    );
    const bySource = new Map(shown.map(field => [field.source, field]));
    const placed = new Set<string>();
    const take = (sources: readonly string[]) =>
        sources.flatMap(source => {
            const field = bySource.get(source);
            if (!field || placed.has(source)) return [];
            placed.add(source);
            return [field];
        });
    const keyFacts = take(definition.keyFacts ?? []);
    const declared: RecordSection[] = (definition.sections ?? []).map(section => ({
        id: section.id,
        labelKey: `resources.${definition.name}.sections.${section.id}`,
        label: section.label,
        fields: take(section.fields),
    }));
    const rest = shown.filter(field => !placed.has(field.source));
    const alone = declared.every(section => !section.fields.length);
    const fallback: RecordSection = {
        id: DEFAULT_SECTION,
        labelKey: alone ? 'app.record.details' : 'app.record.other',
        label: alone ? 'مشخصات' : 'سایر مشخصات',
        fields: rest,
    };
    return { keyFacts, sections: [...declared, fallback].filter(section => section.fields.length > 0) };
}
