import { judge, LIMITED_ACTIONS, limitOf, RESOURCE_ACTIONS, type PermissionRule } from '../../domain/permissions';

/** One resource's row of the permissions table: each action allowed or not, and the limits of `approve` and `pay`. */
export interface PermissionRow {
    resource: string;
    allowed: Record<string, boolean>;
    /** for the limited actions: the largest amount decided alone (empty: any amount) */
    limits: Record<string, number | undefined>;
}

/** The actions of a resource's row: the common ones, then its decisions. */
export const actionsOf = (decisions: readonly string[]): string[] => [...RESOURCE_ACTIONS, ...decisions.filter(id => !(RESOURCE_ACTIONS as readonly string[]).includes(id))];

/**
 * The rules read as a table (`judge` decides each cell, wildcards and `deny` included): a row per
 * resource, a cell per action.
 */
export function tableOf(rules: readonly PermissionRule[], resources: ReadonlyArray<{ resource: string; actions: string[] }>): PermissionRow[] {
    return resources.map(({ resource, actions }) => ({
        resource,
        allowed: Object.fromEntries(actions.map(action => [action, judge({ role: 'admin', permissions: rules, resource, action }).allowed])),
        limits: Object.fromEntries(actions.filter(action => LIMITED_ACTIONS.includes(action)).map(action => [action, limitOf(rules, resource, action)])),
    }));
}

/** The table as rules: one allow rule per allowed cell, with its `max_amount` when one is set. */
export function rulesOf(rows: readonly PermissionRow[]): PermissionRule[] {
    return rows.flatMap(row =>
        Object.entries(row.allowed)
            .filter(([, allowed]) => allowed)
            .map(([action]) => {
                const limit = row.limits[action];
                return typeof limit === 'number' ? { resource: row.resource, action, max_amount: limit } : { resource: row.resource, action };
            })
    );
}
