/**
 * The definition format as data: `definition.schema.json` describes every key of a resource
 * definition; `npm run make:definitions` (scripts/make-definition-schema.mjs) generates from it
 * the TypeScript types (`definition.generated.ts`) and a validator compiled ahead of time
 * (`validateDefinition.generated.js`: checking a definition runs no generated code, so the admin
 * works under a Content-Security-Policy without 'unsafe-eval'). Never edit the generated files.
 */
import { FIELD_TYPES, validate } from './validateDefinition.generated.js';

/** `DefinitionData` is a whole definition; the others are its parts, named as in the schema. */
export type {
    ApiField,
    Choice,
    DecisionDefinition,
    DefinitionData,
    FieldBase,
    FieldDefinition,
    QuantityUnit,
    RelationDefinition,
    SectionDefinition,
} from './definition.generated';

export { FIELD_TYPES };

interface Problem {
    instancePath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
}

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** What is wrong, without where: Ajv's message, made plainer for the common cases. */
const what = ({ keyword, params, message }: Problem): string => {
    switch (keyword) {
        case 'additionalProperties':
            return `has an unknown key ${quoted(params.additionalProperty)}`;
        case 'unevaluatedProperties':
            return `has an unknown key ${quoted(params.unevaluatedProperty)}`;
        case 'enum':
            return `must be one of ${(params.allowedValues as unknown[]).map(quoted).join(', ')}`;
        case 'const':
            return `must be ${quoted(params.allowedValue)}`;
        case 'discriminator':
            return params.error === 'mapping'
                ? `must be one of ${FIELD_TYPES.join(', ')}`
                : `must be a string`;
        default:
            return message ?? `fails ${keyword}`;
    }
};

/** Where: the instance path without its leading slash (`fields/2/type`), or `definition`. */
const where = (path: string) => path.replace(/^\//, '') || 'definition';

/**
 * Why a value is not a valid resource definition, in one short English line naming where and what
 * (`fields/2/type must be one of text, longtext, …`); undefined when it validates against
 * definition.schema.json.
 */
export function definitionProblem(value: unknown): string | undefined {
    if (validate(value)) return undefined;
    const problems = (validate.errors ?? []) as Problem[];
    const last = problems.at(-1);
    if (!last) return 'definition is not valid';
    if (last.keyword === 'discriminator') return `${where(`${last.instancePath}/${String(last.params.tag)}`)} ${what(last)}`;
    if (last.keyword === 'anyOf') {
        // each alternative's complaint about the same value: "must be boolean or "alwaysOn""
        const alternatives = problems.filter(problem => problem !== last && problem.instancePath === last.instancePath);
        if (alternatives.length > 0) {
            const reasons = alternatives.map(problem => what(problem).replace(/^must be /, ''));
            return `${where(last.instancePath)} must be ${reasons.join(' or ')}`;
        }
    }
    return `${where(last.instancePath)} ${what(last)}`;
}
