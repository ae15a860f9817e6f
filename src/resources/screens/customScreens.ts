import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import type { Screen } from '../types';

/** A screen's lazily loaded module. */
export type ScreenModule = { default: Screen };

/**
 * The custom-screen registry: the screens a definition's `screens` may name
 * (`screens: { list: 'BankList' }`) to replace a generated one, so that a definition stays data.
 * Each loads with its route, never at the admin's first load (or as the admin starts on its
 * path: ./screenLoaders.ts). A screen receives `{ definition }` like a generated one.
 */
export const CUSTOM_SCREEN_LOADERS: Record<string, () => Promise<ScreenModule>> = {
    /** the bank accounts: search, an add/edit dialog and a delete confirmation */
    BankList: () => import('../bank/BankList'),
    /** an order's page, with the live panel's decision controls */
    OrderShow: () => import('../order/OrderShow'),
    /** a ticket's page: the conversation and the staff's reply box */
    TicketShow: () => import('../ticket/TicketShow'),
    /** a ticket's edit form: department, priority and status only */
    TicketEdit: () => import('../ticket/TicketEdit'),
    /** a customer's page, with their figures and related records */
    UserShow: () => import('../user/UserShow'),
    /** an approval's page: the request beside the record it would change */
    ApprovalShow: () => import('../approval/ApprovalShow'),
    /** the activity log */
    ActivityPage: () => import('../activity/ActivityPage'),
};

/**
 * The custom lists that open on their definition's list defaults (./listDefaults.ts), as the
 * generated list does: a start reads their first page before drawing them (src/routes/startReads.ts).
 * Every custom show and edit screen reads its record as the generated ones do.
 */
export const LISTS_ON_DEFAULTS: ReadonlySet<string> = new Set(['BankList']);

/**
 * The custom show screens that draw no history of their record (src/resources/activity/RecordTimeline.tsx):
 * every other record's page reads the record's first page of history beside the record, and so do
 * the early reads of a page as it opens (src/routes/startReads.ts).
 */
export const SHOWS_WITHOUT_HISTORY: ReadonlySet<string> = new Set(['ApprovalShow']);

/** A lazily loaded screen that can be fetched ahead of its route (./screenLoaders.ts, `preloadScreenAt`). */
export type LazyScreen = PreloadableComponent<Screen>;

const CUSTOM_SCREENS: Record<string, LazyScreen> = Object.fromEntries(
    Object.entries(CUSTOM_SCREEN_LOADERS).map(([name, load]) => [name, lazyWithPreload(load)])
);

/** Every name a definition's `screens` may give. */
export const SCREEN_NAMES: readonly string[] = Object.keys(CUSTOM_SCREENS);

/** The custom screen of a name; undefined for none or an unknown name (the generated one stays). */
export const customScreen = (name: string | undefined): LazyScreen | undefined =>
    name !== undefined && Object.hasOwn(CUSTOM_SCREENS, name) ? CUSTOM_SCREENS[name] : undefined;
