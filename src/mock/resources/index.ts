import { builtInDefinitions, builtInParts } from '../definitions';
import type { MockOverride, MockResource } from '../resource';
import { mockResourceOf } from '../served/resource';
import type { ServedDefinition } from '../served/samples';
import { approvalResource } from './approval';
import { bankResource } from './bank';
import { creditResource } from './credit';
import { deliveryRequestResource } from './delivery-request';
import { depositResource } from './deposit';
import { notificationResource } from './notification';
import { orderResource } from './order';
import { productResource } from './product';
import { productCategoryResource } from './product-category';
import { receiptResource } from './receipt';
import { remittanceResource } from './remittance';
import { settingResource } from './setting';
import { staffResource } from './staff';
import { ticketResource } from './ticket';
import { ticketMessageResource } from './ticket-message';
import { userResource } from './user';
import { userCategoryResource } from './user-category';
import { withdrawalResource } from './withdrawal';

/**
 * Every API resource the mock backend serves, made from the built-in definitions
 * (src/resources/builtIn.ts): each gets a generated resource (src/mock/served/resource.ts: its
 * rules from its field rules, its workflow from its decisions' `when` and `changes`, 24 seed
 * records from its field types on a random stream of its own, keyed by its name), and a
 * hand-written part, where there is one, replaces what it gives key by key (realistic seed data,
 * cross-record checks, what the server fills or does after a write …).
 */

/**
 * The hand-written parts, seeded in this order on one shared random stream (a seed may reference the
 * resources before it): catalogues and customers first, then what customers do. The order and the
 * seeds stay as they are, so the sample data does not change; a resource without a part here is
 * seeded after these, from its own stream. A part with `ownHandlers` (the approvals, the staff) says
 * instead that handlers of its own serve the resource: it gets no generated resource and no records.
 */
const overrides: MockOverride[] = [
    bankResource,
    productCategoryResource,
    userCategoryResource, // before user: users_count
    userResource,
    productResource, // after product-category: category_id, products_count
    orderResource, // after user and product
    receiptResource,
    ticketResource,
    remittanceResource,
    withdrawalResource,
    depositResource, // after bank
    deliveryRequestResource,
    creditResource,
    notificationResource, // after user and user-category
    settingResource,
    ticketMessageResource, // after ticket; last, so the seeds before it stay as they were
    // served by handlers of their own (`ownHandlers`), not as records here: nothing seeded
    approvalResource,
    staffResource,
];

/** The built-in resources whose parts say they are served by handlers of their own (`ownHandlers`). */
export const ownHandled: string[] = overrides.filter(override => override.ownHandlers).map(override => override.name);

const recordOverrides = overrides.filter(override => !override.ownHandlers);

const served = [...builtInDefinitions, ...builtInParts].filter(definition => !ownHandled.includes(definition.name));

const generatedOf = (name: string): MockResource => {
    const definition = served.find(item => item.name === name);
    if (!definition) throw new Error(`src/mock/resources: "${name}" has no built-in definition`);
    return mockResourceOf(definition as unknown as ServedDefinition);
};

/** The generated resources, each after the generated ones its references point at. */
function inReferenceOrder(resources: MockResource[]): MockResource[] {
    const ordered: MockResource[] = [];
    const waiting = [...resources];
    while (waiting.length) {
        const ready = waiting.findIndex(resource =>
            Object.values(resource.references ?? {}).every(
                target => target === resource.name || !waiting.some(other => other.name === target)
            )
        );
        ordered.push(...waiting.splice(ready < 0 ? 0 : ready, 1)); // a cycle: as listed
    }
    return ordered;
}

export const mockResources: MockResource[] = [
    ...recordOverrides.map(override => ({ ...generatedOf(override.name), ...override })),
    ...inReferenceOrder(
        served.filter(definition => !recordOverrides.some(override => override.name === definition.name)).map(definition => generatedOf(definition.name))
    ),
];
