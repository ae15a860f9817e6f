import { templateKitEnabled } from './templateKit';

/**
 * The previous admin's template paths and their template-kit pages (docs/template-kit.md), used when the kit is
 * on; checked before LEGACY. With the kit off they keep LEGACY's targets (or the dashboard).
 */
const KIT: Array<[pattern: string, target: string]> = [
    ['/dashboard/chat', '/kit/chat'],
    ['/dashboard/chat/new', '/kit/chat/new'],
    ['/dashboard/chat/:name', '/kit/chat/:name'],
    ['/dashboard/mail', '/kit/mail'],
    ['/dashboard/mail/:name', '/kit/mail/:name'],
    ['/dashboard/mail/:label/:name', '/kit/mail/:label/:name'],
    ['/dashboard/blog', '/kit/blog'],
    ['/dashboard/blog/posts', '/kit/blog'],
    ['/dashboard/blog/new-post', '/kit/blog/new'],
    ['/dashboard/blog/new', '/kit/blog/new'],
    ['/dashboard/blog/post/:name', '/kit/blog'],
    ['/dashboard/calendar', '/kit/calendar'],
    ['/dashboard/kanban', '/kit/kanban'],
    ['/dashboard/e-commerce/shop', '/kit/shop'],
    ['/dashboard/e-commerce/checkout', '/kit/checkout'],
    ['/dashboard/e-commerce/invoice', '/kit/invoice'],
    ['/dashboard/user/profile', '/kit/user/profile'],
    ['/dashboard/user/cards', '/kit/user/cards'],
    ['/dashboard/user/account', '/kit/user/account'],
];

/**
 * The previous admin's `/dashboard/...` paths and where they live now (README, Routes), so old
 * bookmarks keep working. `:name` is carried over.
 */
const LEGACY: Array<[pattern: string, target: string]> = [
    ['/dashboard', '/'],
    ['/dashboard/app', '/'],
    ['/dashboard/ecommerce', '/'],
    ['/dashboard/analytics', '/'],
    ['/dashboard/banking', '/bank'],
    ['/dashboard/booking', '/'],
    ['/dashboard/setting', '/setting'],
    ['/dashboard/e-commerce', '/product'],
    ['/dashboard/e-commerce/list', '/product'],
    ['/dashboard/e-commerce/list-cat', '/product-category'],
    ['/dashboard/e-commerce/product/new', '/product/create'],
    ['/dashboard/e-commerce/product/new-cat', '/product-category/create'],
    ['/dashboard/e-commerce/product/:name/edit', '/product/:name'],
    ['/dashboard/e-commerce/product/:name/edit-cat', '/product-category/:name'],
    ['/dashboard/e-commerce/product/:name', '/product/:name/show'],
    ['/dashboard/e-commerce/shop', '/product'],
    ['/dashboard/e-commerce/checkout', '/order'],
    ['/dashboard/e-commerce/invoice', '/order'],
    ['/dashboard/user', '/user'],
    ['/dashboard/user/profile', '/profile'],
    ['/dashboard/user/cards', '/bank'],
    ['/dashboard/user/list', '/user'],
    ['/dashboard/user/new', '/user/create'],
    ['/dashboard/user/list-cat', '/user-category'],
    ['/dashboard/user/new-cat', '/user-category/create'],
    ['/dashboard/user/:name/edit', '/user/:name'],
    // a customer's old pages: found by name or id, then the matching tab (customerLookup.ts)
    ['/dashboard/user/:name/info', '/find-customer/:name/info'],
    ['/dashboard/user/:name/receipt', '/find-customer/:name/receipt'],
    ['/dashboard/user/:name/remittance', '/find-customer/:name/remittance'],
    ['/dashboard/user/:name/access', '/find-customer/:name/access'],
    ['/dashboard/user/:name/access-cat', '/find-customer/:name/access-cat'],
    ['/dashboard/user/:name/edit-cat', '/user-category/:name'],
    ['/dashboard/order', '/order'],
    ['/dashboard/order/list', '/order'],
    ['/dashboard/order/create', '/order'],
    ['/dashboard/order/:name/edit', '/order/:name/show'],
    ['/dashboard/receipt', '/receipt'],
    ['/dashboard/receipt/list', '/receipt'],
    ['/dashboard/receipt/create', '/receipt/create'],
    ['/dashboard/receipt/CardManagement', '/bank'],
    ['/dashboard/remittance', '/remittance'],
    ['/dashboard/remittance/list', '/remittance'],
    ['/dashboard/remittance/create', '/remittance/create'],
    ['/dashboard/Withdrawal', '/withdrawal'],
    ['/dashboard/Withdrawal/list', '/withdrawal'],
    ['/dashboard/Withdrawal/create', '/withdrawal/create'],
    ['/dashboard/Deposit', '/deposit'],
    ['/dashboard/Deposit/list', '/deposit'],
    ['/dashboard/Deposit/create', '/deposit/create'],
    ['/dashboard/Ticket', '/ticket'],
    ['/dashboard/Ticket/list', '/ticket'],
    ['/dashboard/Credit', '/credit'],
    ['/dashboard/Credit/list', '/credit'],
    ['/dashboard/Credit/create', '/credit/create'],
    ['/dashboard/delivery-request', '/delivery-request'],
    ['/dashboard/delivery-request/list', '/delivery-request'],
    ['/dashboard/notification', '/notification'],
    ['/dashboard/notification/list', '/notification'],
    ['/dashboard/notification/create', '/notification/create'],
];

function match(pattern: string, path: string): Record<string, string> | null {
    const expected = pattern.split('/');
    const actual = path.replace(/\/+$/, '').split('/');
    if (expected.length !== actual.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < expected.length; i++) {
        if (expected[i].startsWith(':')) params[expected[i].slice(1)] = actual[i];
        else if (expected[i].toLowerCase() !== actual[i].toLowerCase()) return null;
    }
    return params;
}

/**
 * The new path of an old one, or null. Template areas (blog, mail, chat, shop …) go to the template
 * kit when it is on, otherwise to the dashboard or the product's nearest screen.
 */
export function legacyTarget(path: string, kit: boolean = templateKitEnabled): string | null {
    for (const [pattern, target] of kit ? [...KIT, ...LEGACY] : LEGACY) {
        const params = match(pattern, path);
        if (params) return target.replace(/:([a-z]+)/g, (_, key: string) => params[key]);
    }
    if (/^\/dashboard\/(blog|mail|chat|calendar|kanban)(\/|$)/i.test(path)) return '/';
    return null;
}
