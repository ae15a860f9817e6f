import type { MockResource } from '../resource';
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
import { ticketResource } from './ticket';
import { ticketMessageResource } from './ticket-message';
import { userResource } from './user';
import { userCategoryResource } from './user-category';
import { withdrawalResource } from './withdrawal';

/**
 * Every API resource the mock backend serves, seeded in this order (a resource's seed may
 * reference those before it): catalogues and customers first, then what customers do.
 * bank and product-category stay first so their sample data does not change.
 */
export const mockResources: MockResource[] = [
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
];
