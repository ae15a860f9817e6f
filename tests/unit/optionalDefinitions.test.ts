import { HttpError } from 'ra-core';
import { isOptionalResource, markUnavailable, resetAvailability } from '../../src/resources/availability';
import { builtInDefinitions } from '../../src/resources/builtIn';
import { resetServed, setServed } from '../../src/resources/served/store';
import type { ResourceDefinition } from '../../src/resources/types';
import { COUPON } from '../../src/mock/served/samples';

/**
 * Which resources are optional is said by their definitions (`optional: true`), built-in or served,
 * and the activity log: src/resources/availability.ts keeps no list of names of its own.
 */

const coupon = COUPON as unknown as ResourceDefinition;
const missing = () => new HttpError('', 404);

afterEach(() => {
    resetServed();
    resetAvailability();
});

it('the built-in definitions that say optional, and the activity log, are optional; the others are not', () => {
    const optional = builtInDefinitions.filter(definition => definition.optional).map(definition => definition.name);
    expect(optional).toEqual(['approval', 'staff']);
    for (const name of [...optional, 'activity']) expect(isOptionalResource(name), name).toBe(true);
    for (const name of ['bank', 'order', 'receipt', undefined]) expect(isOptionalResource(name), String(name)).toBe(false);
});

it('a served definition is optional when it says so: a 404 on its list then hides it', () => {
    setServed([coupon]);
    expect(isOptionalResource('coupon')).toBe(false);
    expect(markUnavailable('coupon', missing())).toBe(false);
    setServed([{ ...coupon, optional: true }]);
    expect(isOptionalResource('coupon')).toBe(true);
    expect(markUnavailable('coupon', missing())).toBe(true);
});
