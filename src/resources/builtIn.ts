import { approvalDefinition } from './approval';
import { bank } from './bank';
import { credit } from './credit';
import { deliveryRequest } from './delivery-request';
import { deposit } from './deposit';
import { notification } from './notification';
import { order } from './order';
import { product } from './product';
import { productCategory } from './product-category';
import { receipt } from './receipt';
import { remittance } from './remittance';
import { setting } from './setting';
import { staff } from './staff';
import { ticket } from './ticket';
import { ticketMessage } from './ticket-message';
import { user } from './user';
import { userCategory } from './user-category';
import { withdrawal } from './withdrawal';
import type { ResourceDefinition } from './types';

/**
 * The built-in definitions, as data only (no component, no React): the admin's registry
 * (./registry.ts), the mock backend and the API description's generator all read this list.
 * A new resource is one line here, at its place in the menu (docs/resources.md, "Adding a resource").
 */
const records: ResourceDefinition[] = [
    bank,
    order,
    receipt,
    ticket,
    remittance,
    withdrawal,
    deposit,
    deliveryRequest,
    user,
    userCategory,
    credit,
    product,
    productCategory,
    notification,
    setting,
];

/**
 * Every built-in resource with a screen of its own, in menu order: the records' resources, then the
 * team's (approvals, staff), which come after the activity log in the menu.
 */
export const builtInDefinitions: ResourceDefinition[] = [
    ...records,
    // the approvals name the records they would change, by the resources above
    approvalDefinition(records),
    staff,
];

/** How many of `builtInDefinitions` come before the activity log in the menu (the records' resources). */
export const builtInBeforeActivity = records.length;

/**
 * Resources that are parts of another's screen (a ticket's messages): no menu entry and no routes
 * of their own; their records are read and written on the owner's page.
 */
export const builtInParts: ResourceDefinition[] = [ticketMessage];
