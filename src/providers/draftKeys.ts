/**
 * Where the browser keeps an admin's drafts (what was typed into a form and not yet saved):
 * one localStorage entry per admin, `zar-drafts:<adminKey>` (`adminKeyOf` in ./currentAdmin).
 * The store itself is src/resources/drafts/store.ts; the key scheme lives here, below it, so that
 * a deliberate sign-out (the authProvider) can remove an admin's drafts without knowing the
 * resources. A 401 keeps them: that admin gets them back after signing in again.
 */
export const DRAFTS_PREFIX = 'zar-drafts:';

/** The localStorage key of one admin's drafts. */
export const draftsStorageKey = (adminKey: string): string => `${DRAFTS_PREFIX}${adminKey}`;

/** Removes every draft of that admin from this browser (a deliberate sign-out). */
export function purgeDrafts(adminKey: string | null, storage: Storage = localStorage): void {
    if (!adminKey) return;
    try {
        storage.removeItem(draftsStorageKey(adminKey));
    } catch {
        // storage unavailable: nothing was kept either
    }
}
