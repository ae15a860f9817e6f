import { MENU_IDS } from '../access/rules';
import { activityDefinition } from './activity';
import { approvalDefinition } from './approval';
import { staff } from './staff';
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
import { ticket } from './ticket';
import { ticketMessage } from './ticket-message';
import { user } from './user';
import { userCategory } from './user-category';
import { withdrawal } from './withdrawal';
import { servedDefinitions } from './served/store';
import type { ResourceDefinition } from './types';

/**
 * The registry: every resource of the admin, declared once in its own folder. From this list
 * src/resources/index.ts builds the <Resource>s, the menu entries, the translations of names and
 * fields, and the access checks. To add a screen, add a definition folder and list it here (see
 * docs/resources.md, "Adding a resource"). Screens never import this module: they get their definition, and
 * any other they need, from their props and the definitions context (see docs/architecture.md).
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

export const definitions: ResourceDefinition[] = [
    ...records,
    // the approvals name the records they would change, by the resources above
    approvalDefinition(records),
    staff,
].sort(
    (a, b) => (MENU_IDS as readonly string[]).indexOf(a.menuId) - (MENU_IDS as readonly string[]).indexOf(b.menuId)
);

/**
 * Resources that are parts of another's screen (a ticket's messages): registered with react-admin
 * (names, field labels, data hooks) and guarded by their owner's menu id, with no menu entry and
 * no routes of their own. Their records are read and written on the owner's page.
 */
export const parts: ResourceDefinition[] = [ticketMessage];

/**
 * The activity log (`/activity`): read only, with no records of its own, so not among the
 * definitions above (their lists, forms and API paths); its filter offers their names.
 */
export const activity: ResourceDefinition = activityDefinition(definitions);

/** A resource's definition by name: a built-in one, or one the API serves (src/resources/served/). */
export const definitionOf = (name: string): ResourceDefinition | undefined =>
    definitions.find(definition => definition.name === name) ??
    parts.find(definition => definition.name === name) ??
    (name === activity.name ? activity : undefined) ??
    servedDefinitions().find(definition => definition.name === name);
