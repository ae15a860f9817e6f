import { use, type ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import type { CustomInputProps, FieldDefinition } from '../types';

/**
 * The custom-input registry: the inputs a definition's field may name in its `input`
 * (`input: 'BankTitle'`) to replace the generated one in forms and filters, so that a definition
 * stays data. Each loads with the first form that shows it. An input receives `CustomInputProps`:
 * the field and the validators its type implies.
 */
const CUSTOM_INPUTS: Record<string, PreloadableComponent<ComponentType<CustomInputProps>>> = {
    /** the bank account's title, offering the bank recognised from the IBAN or card number */
    BankTitle: lazyWithPreload(() => import('../bank/BankTitleInput')),
    /** a colleague picked by name from the staff list (or the names the activity log has shown), setting their id */
    StaffPicker: lazyWithPreload(() => import('../activity/StaffPicker')),
    /** a staff member's accesses: the menu as a checklist */
    StaffAccesses: lazyWithPreload(() => import('../staff/AccessesInput')),
    /** a staff member's permissions: each resource, each action allowed or not, the limits */
    StaffPermissions: lazyWithPreload(() => import('../staff/PermissionsInput')),
};

/** Every name a field's `input` may give. */
export const INPUT_NAMES: readonly string[] = Object.keys(CUSTOM_INPUTS);

/** The custom input of a name; undefined for none or an unknown name (the generated input stays). */
export const customInput = (name: string | undefined): PreloadableComponent<ComponentType<CustomInputProps>> | undefined =>
    name !== undefined && Object.hasOwn(CUSTOM_INPUTS, name) ? CUSTOM_INPUTS[name] : undefined;

/**
 * Fetches the custom inputs the fields name, ahead of a form that will show them (a dialog
 * mounted closed), so that the form opens whole.
 */
export const preloadCustomInputs = (fields: readonly FieldDefinition[]): Promise<unknown> =>
    Promise.all(fields.map(field => customInput(field.input)?.preload()));

/** The custom inputs whose code is here, and what a form waits on for the others. */
const arrived = new Set<string>();
const waits = new Map<string, Promise<unknown>>();

/**
 * A form that shows custom inputs shows once their code is here (it suspends until then: the
 * page's loading state stays a moment longer), so that it appears whole. An input's placeholder
 * keeps a one-line place; a custom input is often much taller (the staff's accesses checklist,
 * the permissions table), and arriving after the form it would push the fields below it and the
 * Save button down. A chunk that fails to load lets the form show: the input then shows its own
 * error in its place.
 */
export function useCustomInputsArrived(fields: readonly FieldDefinition[]): void {
    const names = [...new Set(fields.map(field => field.input).filter((name): name is string => customInput(name) !== undefined))].sort();
    if (names.every(name => arrived.has(name))) return;
    const key = names.join(',');
    let wait = waits.get(key);
    if (!wait) {
        wait = Promise.all(names.map(name => customInput(name)!.preload().then(() => arrived.add(name)))).catch(() => undefined);
        waits.set(key, wait);
    }
    use(wait);
}
