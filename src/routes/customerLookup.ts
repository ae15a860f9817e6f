/**
 * The previous admin's old customer pages (`/dashboard/user/{name}/info|receipt|remittance|access|access-cat`)
 * land on `/find-customer/{name}/{page}` (legacyRedirects.ts), which finds the customer and opens
 * the matching tab of their page, or the customer list searched for the name when no single
 * customer matches (README, Routes). The lookup itself is resolveOldCustomerPage.ts,
 * loaded with its page; this file is what the path guard needs at start.
 */
export const LOOKUP_PREFIX = '/find-customer';

/** Each old page and the tab of the customer's page it is now (null: the page's first tab). */
export const OLD_CUSTOMER_PAGES: Record<string, string | null> = {
    info: null,
    receipt: 'receipt',
    remittance: 'remittance',
    // which products, and which product categories, the customer may trade: one tab
    access: 'access',
    'access-cat': 'access',
};

export const isCustomerLookupPath = (path: string): boolean => {
    const [, prefix, name, page, ...rest] = path.split('/');
    return `/${prefix}` === LOOKUP_PREFIX && !!name && page !== undefined && page in OLD_CUSTOMER_PAGES && rest.length === 0;
};
