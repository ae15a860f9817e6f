/**
 * Texts shown exactly as given: the labels of the resources the API serves (docs/resources.md,
 * "Definitions served by the API"). They are reached through the same translation keys as the
 * built-in resources' (`resources.{name}.name`, `resources.{name}.fields.{source}` …), so the
 * generated screens need not know where a resource comes from; but the i18nProvider
 * (src/providers/i18nProvider.ts) answers them before its polyglot does: no interpolation
 * (`%{x}` stays `%{x}`), no plural split on `||||`, no key read as another key.
 */

/** A literal text, or a name with its singular and plural (chosen by `smart_count`). */
export type Literal = string | { one: string; many: string };

let literals = new Map<string, Literal>();

/** Replaces every literal text with these (one reading of the served definitions). */
export function setLiterals(entries: Iterable<[string, Literal]>): void {
    literals = new Map(entries);
}

/** The literal text of a key, or undefined when the key is not one of them. */
export function literalText(key: string, options?: object): string | undefined {
    const literal = literals.get(key);
    if (literal === undefined) return undefined;
    if (typeof literal === 'string') return literal;
    const count = (options as { smart_count?: unknown } | undefined)?.smart_count;
    return count === undefined || count === 1 ? literal.one : literal.many;
}
