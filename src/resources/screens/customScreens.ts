import { lazy } from 'react';
import type { Screen } from '../types';

/**
 * The custom-screen registry: the screens a definition's `screens` may name
 * (`screens: { list: 'BankList' }`) to replace a generated one, so that a definition stays data.
 * Each loads with its route, never at the admin's first load. A screen receives `{ definition }`
 * like a generated one.
 */
const CUSTOM_SCREENS: Record<string, Screen> = {
    /** the bank accounts: search, an add/edit dialog and a delete confirmation */
    BankList: lazy(() => import('../bank/BankList')),
    /** an order's page, with the live panel's decision controls */
    OrderShow: lazy(() => import('../order/OrderShow')),
    /** a ticket's page: the conversation and the staff's reply box */
    TicketShow: lazy(() => import('../ticket/TicketShow')),
    /** a ticket's edit form: department, priority and status only */
    TicketEdit: lazy(() => import('../ticket/TicketEdit')),
    /** a customer's page, with their figures and related records */
    UserShow: lazy(() => import('../user/UserShow')),
    /** an approval's page: the request beside the record it would change */
    ApprovalShow: lazy(() => import('../approval/ApprovalShow')),
    /** the activity log */
    ActivityPage: lazy(() => import('../activity/ActivityPage')),
};

/** Every name a definition's `screens` may give. */
export const SCREEN_NAMES: readonly string[] = Object.keys(CUSTOM_SCREENS);

/** The custom screen of a name; undefined for none or an unknown name (the generated one stays). */
export const customScreen = (name: string | undefined): Screen | undefined =>
    name !== undefined && Object.hasOwn(CUSTOM_SCREENS, name) ? CUSTOM_SCREENS[name] : undefined;
