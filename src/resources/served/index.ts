import { onAdminAnswer } from '../../providers/currentAdmin';
import { onSessionEnd } from '../../providers/session';
import { afterFirstScreen } from '../../realtime/firstScreen';
import { onResourcesUpdated } from '../../realtime/resourcesUpdated';
import { activity, definitions, parts } from '../registry';
import { forgetServed } from './store';

export { servedDefinitions, servedSettled, useServedDefinitions, useServedSettled } from './store';

/**
 * When the admin reads the served definitions (docs/resources.md, "Definitions served by the
 * API"): after each `/admin/me` answer (sign-in, page load) once the first screen is shown, on the
 * live event `resources.updated`, and at once when a path names no built-in resource before the
 * first reading has ended (a bookmark of a served screen: src/routes/PathGuard.tsx). Readings never
 * overlap: one asked for during another runs once it ends.
 */
let reading: Promise<void> | null = null;
let again = false;

export function loadServed(): Promise<void> {
    if (reading) {
        again = true;
        return reading;
    }
    reading = import('./read')
        .then(module => module.readServed([...definitions, ...parts, activity]))
        .catch(() => undefined)
        .finally(() => {
            reading = null;
            if (again) {
                again = false;
                void loadServed();
            }
        });
    return reading;
}

/** The reading already under way, or a new one: for a path waiting to know whether it is served. */
export const servedReading = (): Promise<void> => reading ?? loadServed();

/**
 * A start spends its first work on the screen asked for (docs/performance.md, "Starting the
 * admin"): the reading an `/admin/me` answer asks for (the request, and the validators' chunk)
 * waits until that screen is shown; several answers before then ask for one reading.
 */
let afterAnswer = false;
onAdminAnswer(() => {
    if (afterAnswer) return;
    afterAnswer = true;
    afterFirstScreen(() => {
        afterAnswer = false;
        void loadServed();
    });
});
onResourcesUpdated(() => void loadServed());
// another admin signing in here reads their own; until then none is known
onSessionEnd(forgetServed);
