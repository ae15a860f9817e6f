import { definitions } from '../../src/resources';
import { mayBeServedPath, NOT_FOUND, redirectFor } from '../../src/routes/knownPaths';
import { legacyTarget } from '../../src/routes/legacyRedirects';
import { PUBLIC_PAGES } from '../../src/routes/publicPages';

describe('redirectFor: the admin’s own paths stay (README, routes)', () => {
    it.each(['/', '/login', '/verify', '/profile', '/access-denied'])('%s', path => {
        expect(redirectFor(path)).toBeNull();
    });

    it('keeps every public page', () => {
        const spec = [
            '/login-unprotected',
            '/register',
            '/register-unprotected',
            '/reset-password',
            '/coming-soon',
            '/maintenance',
            '/pricing',
            '/payment',
            '/about-us',
            '/contact-us',
            '/faqs',
            '/404',
            '/500',
        ];
        expect(PUBLIC_PAGES.map(page => page.path).sort()).toEqual([...spec].sort());
        for (const path of spec) expect(redirectFor(path)).toBeNull();
    });

    it('keeps the list, create, edit and show of a resource that allows them', () => {
        expect(redirectFor('/bank')).toBeNull();
        expect(redirectFor('/bank/create')).toBeNull();
        expect(redirectFor('/bank/7')).toBeNull();
        expect(redirectFor('/bank/7/show')).toBeNull();
        expect(redirectFor('/delivery-request')).toBeNull();
        expect(redirectFor('/user-category/3')).toBeNull();
    });

    it('keeps the list of every resource of the registry', () => {
        expect(definitions.length).toBeGreaterThanOrEqual(15);
        for (const { name } of definitions) expect(redirectFor(`/${name}`)).toBeNull();
    });

    it('knows the activity page, which has no record pages of its own', () => {
        expect(redirectFor('/activity')).toBeNull();
        expect(redirectFor('/activity/3')).toBe('/404');
        expect(redirectFor('/activity/create')).toBe('/404');
    });

    it('tolerates a trailing slash', () => {
        expect(redirectFor('/bank/')).toBeNull();
        expect(redirectFor('/bank/7/')).toBeNull();
        expect(redirectFor('/login/')).toBeNull();
        expect(redirectFor('/order/5/')).toBe('/order/5/show');
    });
});

describe('redirectFor: screens a resource does not have', () => {
    it('opens an order’s show page for its edit path (orders cannot be edited)', () => {
        expect(redirectFor('/order/5')).toBe('/order/5/show');
        expect(redirectFor('/order/5/show')).toBeNull();
        expect(redirectFor('/order')).toBeNull();
    });

    it('sends /order/create to /404 (orders cannot be created here)', () => {
        expect(redirectFor('/order/create')).toBe(NOT_FOUND);
        expect(NOT_FOUND).toBe('/404');
    });

    it('sends a setting’s create path to /404 but keeps its edit', () => {
        expect(redirectFor('/setting/create')).toBe('/404');
        expect(redirectFor('/setting/1')).toBeNull();
    });

    it('refuses extra segments', () => {
        expect(redirectFor('/bank/create/show')).toBe('/404');
        expect(redirectFor('/bank/1/edit')).toBe('/404');
        expect(redirectFor('/bank/1/2/3')).toBe('/404');
    });
});

describe('redirectFor: unknown paths go to /404', () => {
    it.each(['/foo', '/nope', '/banks', '/admin/bank', '/bank/1/2/3', '/dashboard/nothing-here'])('%s', path => {
        expect(redirectFor(path)).toBe('/404');
    });
});

describe('mayBeServedPath: an unknown path a served resource could have (signed out, it asks to sign in first)', () => {
    it.each(['/coupon', '/coupon/', '/coupon/create', '/coupon/12', '/coupon/12/show', '/gold_bar', '/gift-card/ab-3'])('%s may be', path => {
        expect(mayBeServedPath(path)).toBe(true);
    });
    it.each(['/no/such/page', '/coupon/create/show', '/coupon/12/edit', '/coupon/1/2/3', '/Coupon', '/۱۲', '/bank/1/2/3', '/bank/create/show', '/activity/9'])('%s may not', path => {
        expect(mayBeServedPath(path)).toBe(false);
    });
});

describe('redirectFor: the previous admin’s old /dashboard paths (README, Routes)', () => {
    it.each([
        ['/dashboard', '/'],
        ['/dashboard/app', '/'],
        ['/dashboard/receipt/CardManagement', '/bank'],
        ['/dashboard/order/list', '/order'],
        ['/dashboard/user/list', '/user'],
        ['/dashboard/user/12/edit', '/user/12'],
        ['/dashboard/e-commerce/product/new-cat', '/product-category/create'],
        ['/dashboard/e-commerce/product/new', '/product/create'],
        ['/dashboard/order/5/edit', '/order/5/show'],
        ['/dashboard/Withdrawal/list', '/withdrawal'],
        ['/dashboard/delivery-request/list', '/delivery-request'],
    ])('%s → %s', (from, to) => {
        expect(redirectFor(from)).toBe(to);
    });

    // the product's tests build without the kit (vitest.config.ts); its old paths, with the kit on:
    it.each([
        ['/dashboard/blog/posts', '/kit/blog'],
        ['/dashboard/mail/all', '/kit/mail/all'],
        ['/dashboard/chat', '/kit/chat'],
        ['/dashboard/calendar', '/kit/calendar'],
        ['/dashboard/kanban', '/kit/kanban'],
        ['/dashboard/e-commerce/shop', '/kit/shop'],
        ['/dashboard/e-commerce/checkout', '/kit/checkout'],
        ['/dashboard/e-commerce/invoice', '/kit/invoice'],
        ['/dashboard/user/profile', '/kit/user/profile'],
        ['/dashboard/user/cards', '/kit/user/cards'],
    ])('with the template kit on, %s → %s', (from, to) => {
        expect(legacyTarget(from, true)).toBe(to);
    });

    it('tolerates a trailing slash on an old path', () => {
        expect(redirectFor('/dashboard/')).toBe('/');
        expect(redirectFor('/dashboard/receipt/CardManagement/')).toBe('/bank');
        expect(redirectFor('/dashboard/user/12/edit/')).toBe('/user/12');
    });

    it('lands every old path on a path the admin keeps', () => {
        const samples = [
            '/dashboard/ecommerce',
            '/dashboard/banking',
            '/dashboard/setting',
            '/dashboard/e-commerce/list',
            '/dashboard/e-commerce/list-cat',
            '/dashboard/e-commerce/product/ring-18k',
            '/dashboard/e-commerce/product/ring-18k/edit',
            '/dashboard/e-commerce/product/3/edit-cat',
            '/dashboard/user/profile',
            '/dashboard/user/cards',
            '/dashboard/user/new',
            '/dashboard/user/12/info',
            '/dashboard/user/12/receipt',
            '/dashboard/user/12/access-cat',
            '/dashboard/receipt/create',
            '/dashboard/remittance/list',
            '/dashboard/Deposit/create',
            '/dashboard/Ticket/list',
            '/dashboard/Credit/create',
            '/dashboard/notification/create',
        ];
        for (const path of samples) {
            const target = redirectFor(path);
            expect(target, path).not.toBeNull();
            expect(target, path).not.toBe('/404');
            expect(redirectFor(target!), `${path} → ${target}`).toBeNull();
        }
    });

    it('with the template kit off, old template paths keep the product targets', () => {
        expect(legacyTarget('/dashboard/blog/posts', false)).toBe('/');
        expect(legacyTarget('/dashboard/mail/all', false)).toBe('/');
        expect(legacyTarget('/dashboard/chat', false)).toBe('/');
        expect(legacyTarget('/dashboard/calendar', false)).toBe('/');
        expect(legacyTarget('/dashboard/e-commerce/shop', false)).toBe('/product');
        expect(legacyTarget('/dashboard/e-commerce/invoice', false)).toBe('/order');
        expect(legacyTarget('/dashboard/user/profile', false)).toBe('/profile');
        expect(legacyTarget('/dashboard/user/cards', false)).toBe('/bank');
        expect(legacyTarget('/dashboard/user/list', true)).toBe('/user');
    });

    it('legacyTarget knows nothing of new paths', () => {
        expect(legacyTarget('/bank')).toBeNull();
        expect(legacyTarget('/order/5')).toBeNull();
    });
});
