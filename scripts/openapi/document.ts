/**
 * docs/openapi.yaml as one file: the hand-written base (docs/openapi/base.yaml: what belongs to no
 * resource) with every resource's part made from its definition (./resourceParts.ts) merged in.
 * `npm run make:openapi` (scripts/make-openapi.mjs) writes it; tests/unit/openapiFromDefinitions.test.ts fails while the
 * written file is stale.
 */
import { parse, stringify } from 'yaml';
import type { ResourceDefinition } from '../../src/resources/types';
import { resourceParts } from './resourceParts';

const HEADER = `# Zar Admin API — OpenAPI 3.1. GENERATED: do not edit. Run \`npm run make:openapi\` after changing
# docs/openapi/base.yaml (what belongs to no resource) or a resource definition (src/resources/*/index.ts),
# whose paths and schemas are made by scripts/openapi/resourceParts.ts. The mock backend is tested
# against this file (tests/integration/openapi.test.ts).
`;

type Json = Record<string, unknown>;

/** How docs/openapi.yaml (and docs/openapi/base.yaml) are written. */
export const YAML_OPTIONS = { lineWidth: 120, minContentWidth: 0, indentSeq: false, singleQuote: true, aliasDuplicateObjects: false } as const;

/** The whole document: the base with the definitions' paths, tags and schemas merged in. */
export function openapiDocument(baseText: string, definitions: readonly ResourceDefinition[]): Json {
    const base = parse(baseText) as Json;
    const parts = resourceParts(definitions);
    const paths = { ...(base.paths as Json) };
    const components = base.components as Json;
    const schemas = { ...(components.schemas as Json) };
    for (const [path, item] of Object.entries(parts.paths)) {
        if (path in paths) throw new Error(`docs/openapi/base.yaml writes ${path} by hand: leave it to the definition`);
        paths[path] = item;
    }
    for (const [name, schema] of Object.entries(parts.schemas)) {
        if (name in schemas) throw new Error(`docs/openapi/base.yaml has a schema ${name}, which the definitions make`);
        schemas[name] = schema;
    }
    // the menu ids: the base's own (the dashboard, the activity log), then each resource's
    const menuId = schemas.MenuId as { enum?: string[] } | undefined;
    if (menuId?.enum) {
        const ids = [...menuId.enum];
        for (const definition of definitions) if (!ids.includes(definition.menuId)) ids.push(definition.menuId);
        schemas.MenuId = { ...menuId, enum: ids };
    }
    const tags = [...((base.tags as Array<{ name: string }>) ?? [])];
    for (const tag of parts.tags) if (!tags.some(each => each.name === tag.name)) tags.push(tag);
    return { ...base, tags, paths, components: { ...components, schemas } };
}

/** docs/openapi.yaml's text. */
export const openapiText = (baseText: string, definitions: readonly ResourceDefinition[]) =>
    HEADER + stringify(openapiDocument(baseText, definitions), YAML_OPTIONS);
