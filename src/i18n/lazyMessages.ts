/**
 * Messages that load with the lazy feature using them, rather than with the first page.
 *
 * A message set in `src/i18n/lazy/` adds itself here when its module is evaluated; every module
 * that names one of its keys imports that set (`import '../../i18n/lazy/conflicts';`), so the set
 * is in place before anything of the module renders, and no screen shows a raw key. The
 * i18nProvider (src/providers/i18nProvider.ts) merges the sets added so far over the first-load
 * messages (src/i18n/fa.ts) the next time it translates. tests/unit/i18n.test.ts checks that each
 * file naming a lazy key imports its set.
 */

/** A tree of messages, as react-admin's i18n providers take them. */
export interface MessageTree {
    [key: string]: string | MessageTree;
}

const sets: MessageTree[] = [];
let version = 0;

/** Adds a set of messages (once per module: a module is evaluated once). */
export function addMessages(messages: MessageTree): void {
    sets.push(messages);
    version += 1;
}

/** The sets added so far, and a number that changes whenever one is added. */
export const addedMessages = (): { version: number; sets: readonly MessageTree[] } => ({ version, sets });
