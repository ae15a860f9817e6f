import { CustomRoutes, type Store } from 'react-admin';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { AccessDenied } from './access/AccessDenied';
import { LazyDashboard } from './dashboard/lazyDashboard';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { useAppTheme } from './layout/settings/useAppTheme';
import { authProvider, i18nProvider } from './appProviders';
import { browserStore } from './providers/browserStore';
import { dataProvider } from './providers/dataProvider';
// the dashboard's charts show the live figures over the whole session: their recording starts
// with the app, not when the (lazy) dashboard is first opened
import './dashboard/sessionSeries';
import { activity, definitions, partElement, parts, resourceElement, useServedDefinitions } from './resources';
import { LOOKUP_PREFIX } from './routes/customerLookup';
import { Admin } from './routes/Admin';
import { PathGuard } from './routes/PathGuard';
import { PUBLIC_PAGES } from './routes/publicPages';
import { ScrollToTop } from './routes/ScrollToTop';
import { TemplateKitApps, TemplateKitGallery, templateKitEnabled } from './routes/templateKit';
import { LoginPage } from './signin/LoginPage';

const NotFound = () => <Navigate to="/404" replace />;

/**
 * Pages that neither the sign-in page nor the shell needs at first are lazy chunks: the dashboard
 * (./dashboard/lazyDashboard.ts) and the profile (inside the layout, whose Suspense shows
 * react-admin's loading indicator), the public pages and the one-time code step of signing in.
 */
const ProfilePage = lazy(() => import('./profile/ProfilePage').then(module => ({ default: module.ProfilePage })));
const PublicPage = lazy(() => import('./routes/PublicPage').then(module => ({ default: module.PublicPage })));
const VerifyPage = lazy(() => import('./signin/VerifyPage').then(module => ({ default: module.VerifyPage })));

/** An old customer page (`/dashboard/user/{name}/receipt` …) finding its customer. */
const CustomerLookup = lazy(() => import('./routes/CustomerLookup'));

/** The admin itself, inside whatever router the caller provides (the browser's, or a test's). */
export const AdminApp = ({ store = browserStore }: { store?: Store }) => {
    // the settings drawer's theme, kept outside the store so that sign-out leaves it alone
    const theme = useAppTheme();
    // the resources the API serves, after the built-in ones; a new reading redraws the routes
    const served = useServedDefinitions();
    const servedResources = useMemo(() => served.map(resourceElement), [served]);
    return (
        <PathGuard>
            <ScrollToTop />
            <Admin
                title="app.title"
                dataProvider={dataProvider}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                store={store}
                layout={Layout}
                dashboard={LazyDashboard}
                loginPage={LoginPage}
                accessDenied={AccessDenied}
                catchAll={NotFound}
                notification={Notification}
                theme={theme}
                disableTelemetry
            >
                <CustomRoutes noLayout>
                    <Route
                        path="/verify"
                        element={
                            <Suspense fallback={null}>
                                <VerifyPage />
                            </Suspense>
                        }
                    />
                    {PUBLIC_PAGES.map(page => (
                        <Route
                            key={page.path}
                            path={page.path}
                            element={
                                <Suspense fallback={null}>
                                    <PublicPage pageKey={page.key} />
                                </Suspense>
                            }
                        />
                    ))}
                </CustomRoutes>
                <CustomRoutes>
                    <Route path="/profile" element={<ProfilePage />} />
                    <Route path={`${LOOKUP_PREFIX}/:name/:page`} element={<CustomerLookup />} />
                    {templateKitEnabled && <Route path="/components/*" element={<TemplateKitGallery />} />}
                    {templateKitEnabled && <Route path="/kit/*" element={<TemplateKitApps />} />}
                </CustomRoutes>
                {definitions.map(resourceElement)}
                {resourceElement(activity)}
                {parts.map(partElement)}
                {servedResources}
            </Admin>
        </PathGuard>
    );
};
