/**
 * The public pages: simple Persian pages reachable without signing in.
 * Each has a translation `app.public.{key}.title` and `.body`.
 */
export const PUBLIC_PAGES = [
    { path: '/register', key: 'register' },
    { path: '/register-unprotected', key: 'register' },
    { path: '/login-unprotected', key: 'login_unprotected' },
    { path: '/reset-password', key: 'reset_password' },
    { path: '/coming-soon', key: 'coming_soon' },
    { path: '/maintenance', key: 'maintenance' },
    { path: '/pricing', key: 'pricing' },
    { path: '/payment', key: 'payment' },
    { path: '/about-us', key: 'about_us' },
    { path: '/contact-us', key: 'contact_us' },
    { path: '/faqs', key: 'faqs' },
    { path: '/404', key: 'not_found' },
    { path: '/500', key: 'server_error' },
] as const;
