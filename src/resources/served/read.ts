import { setLiterals } from '../../i18n/literalMessages';
import { request } from '../../providers/httpClient';
import { definitionProblem } from '../schema';
import type { ResourceDefinition } from '../types';
import { acceptDefinitions, literalsOf } from './accept';
import { session } from '../../providers/session';
import { servedLife, setServed } from './store';

/**
 * One reading of `GET /admin/resources` (lazy: a first load holds none of it, nor the
 * definitions' validator): the definitions that validate become the served resources, with their
 * labels as literal texts; each one left out is one console warning naming it and why. A `404`, a
 * `403` or any other failure means no served resources, with no warning: a server without served
 * definitions costs nothing visible.
 */
export async function readServed(builtIns: readonly ResourceDefinition[]): Promise<void> {
    // signed out (a reading put off until after the first screen, which a sign-out overtook):
    // nothing to ask, and no 401 to answer
    if (!session.getToken()) return;
    // a session that ended meanwhile: its answer is the signed-out admin's, not the next one's
    const asked = servedLife();
    let data: unknown;
    try {
        const { json } = await request<{ data?: unknown }>('/admin/resources');
        data = json?.data;
    } catch {
        if (servedLife() !== asked) return;
        setLiterals([]);
        setServed([]);
        return;
    }
    if (servedLife() !== asked) return;
    const { definitions, warnings } = acceptDefinitions(data, { builtIns, problemOf: definitionProblem });
    for (const warning of warnings) console.warn(warning);
    setLiterals(definitions.flatMap(literalsOf));
    setServed(definitions);
}
