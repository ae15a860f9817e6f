import { useSyncExternalStore } from 'react';
import { HttpError } from 'ra-core';
import { canOpen, rightTo } from '../access/rules';
import { onAdminAnswer, type Admin } from '../providers/currentAdmin';
import { request } from '../providers/httpClient';
import { afterFirstScreen } from '../realtime/firstScreen';
import { builtInDefinitions } from './builtIn';
import { servedDefinitions } from './served/store';

/**
 * The optional resources of the API: a server may have none of them, or refuse them to this
 * admin, and the admin must then work as if they did not exist. The activity log, and every
 * resource whose definition says `optional: true` (the two-person approvals, the staff list, a
 * served one). One of them that answers its list call with `404` is missing on
 * this server: from then on, until the page is reloaded, it has no menu entry, no screen (its
 * address says it is not available here), no global search and no staff names from it. A `403`
 * refuses it to this admin: the same, until `/admin/me` is read again (a sign-in, or `me.updated`
 * after their rights changed).
 *
 * Who learns it: every list call of one of them (its screen, the global search, the staff
 * picker, a record's timeline) through {@link markUnavailable}; and, for those nothing else asks
 * before the admin opens them (the approvals and the staff list), one list call of a single row
 * after `/admin/me` answers (once the first screen is shown), for those the admin may open
 * ({@link probed}). A missing one is never asked again; a refused one once after each `/admin/me`
 * answer.
 */

/** The activity log: built by the registry beside the definitions, its API written by hand. */
const ACTIVITY = 'activity';

/** The resources whose definitions say `optional`, built-in and served: asked once the admin is known (the activity log is asked by every record page's timeline). */
const probed = (): string[] => [...builtInDefinitions, ...servedDefinitions()].filter(definition => definition.optional === true).map(definition => definition.name);

export const isOptionalResource = (name: string | undefined): boolean => !!name && (name === ACTIVITY || probed().includes(name));

/** An answer that says the resource is not there for this admin: `404` (missing) or `403` (refused). */
export const isUnavailableAnswer = (error: unknown): boolean => error instanceof HttpError && (error.status === 403 || error.status === 404);

const missing = new Set<string>();
const refused = new Set<string>();
/** the probes under way, and the resources a probe found there (not asked again) */
const asking = new Set<string>();
const known = new Set<string>();
/** a page's life: a probe sent before a reset (tests) is not heard after it */
let life = 0;
/** the names not available now, as one value the hooks compare */
let snapshot: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function changed(): void {
    snapshot = new Set([...missing, ...refused]);
    listeners.forEach(listener => listener());
}

/**
 * Reads a failed list call of an optional resource: a `404` marks it missing, a `403` refused.
 * True when it was either (the caller then shows nothing, not an error); false for any other
 * failure, or a resource that is not optional.
 */
export function markUnavailable(name: string, error: unknown): boolean {
    if (!isOptionalResource(name) || !isUnavailableAnswer(error)) return false;
    const into = (error as HttpError).status === 404 ? missing : refused;
    known.delete(name);
    if (!into.has(name)) {
        into.add(name);
        changed();
    }
    return true;
}

/** A list call of it answered: it is there for this admin (a refusal read before is over). */
function markAvailable(name: string): void {
    if (!refused.delete(name)) return;
    changed();
}

const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};

/** The optional resources not available to this admin now (missing or refused), for the menu and the search. */
export const useUnavailable = (): ReadonlySet<string> => useSyncExternalStore(subscribe, () => snapshot);

/** False once the server said it has no such resource, or refused it to this admin. */
export const useAvailable = (name: string): boolean => !useUnavailable().has(name);

/** {@link useAvailable} outside React: as it is now. */
export const isAvailable = (name: string): boolean => !snapshot.has(name);

/** For tests: as if the page had been reloaded. */
export function resetAvailability(): void {
    missing.clear();
    refused.clear();
    asking.clear();
    known.clear();
    life++;
    changed();
}

/** One list call of a single row: is the resource there for this admin? */
async function probe(name: string): Promise<void> {
    const asked = life;
    asking.add(name);
    try {
        await request(`/admin/${name}?page=1&per_page=1`);
        if (asked !== life) return;
        known.add(name);
        markAvailable(name);
    } catch (error) {
        // a refusal or a missing resource hides it; any other failure is asked again next time
        if (asked === life) markUnavailable(name, error);
    } finally {
        if (asked === life) asking.delete(name);
    }
}

onAdminAnswer((admin: Admin) => {
    // the activity log is asked again by the next timeline; until then, shown as before
    if (refused.delete(ACTIVITY)) changed();
    // not before the screen asked for: a start spends its first work on that screen's rows
    const asked = life;
    afterFirstScreen(() => {
        if (asked !== life) return;
        for (const name of probed()) {
            if (missing.has(name) || known.has(name) || asking.has(name)) continue;
            // an admin who may not open or list it has no entry for it anyway
            if (!canOpen(admin, name) || !rightTo(admin, name, 'list').allowed) continue;
            void probe(name);
        }
    });
});
