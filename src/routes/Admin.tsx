import { AdminContext, AdminUI, type AdminProps } from 'react-admin';

/**
 * react-admin's `<Admin>` without its defaults the admin never uses: react-admin's own `Admin`
 * falls back to an English i18nProvider and a store of its own, so importing it puts
 * ra-language-english in the first load whether or not they are used (about 2.5 KB gzip,
 * `npm run bench`). The admin always passes its own, so here both are required.
 */
export const Admin = ({
    accessDenied,
    authCallbackPage,
    authenticationError,
    catchAll,
    children,
    dashboard,
    disableTelemetry,
    error,
    layout,
    loading,
    loginPage,
    notification,
    ready,
    requireAuth,
    title,
    ...context
}: AdminProps & Required<Pick<AdminProps, 'i18nProvider' | 'store'>>) => (
    <AdminContext {...context}>
        <AdminUI
            accessDenied={accessDenied}
            authCallbackPage={authCallbackPage}
            authenticationError={authenticationError}
            catchAll={catchAll}
            dashboard={dashboard}
            disableTelemetry={disableTelemetry}
            error={error}
            layout={layout}
            loading={loading}
            loginPage={loginPage}
            notification={notification}
            ready={ready}
            requireAuth={requireAuth}
            title={title}
        >
            {children}
        </AdminUI>
    </AdminContext>
);
