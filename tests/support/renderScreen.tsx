import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Resource, ResourceDefinitionContextProvider, TitlePortal, type ResourceDefinitions } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authProvider, i18nProvider } from '../../src/appProviders';
import { Notification } from '../../src/layout/Notification';
import { useAppTheme } from '../../src/layout/settings/useAppTheme';
import { dataProvider } from '../../src/providers/dataProvider';
import { activity, definitions, parts, partElement, resourceElement } from '../../src/resources';
import { signInAs } from './renderAdmin';

/**
 * The resources as react-admin registers them from <Admin>'s children (names, record
 * representations, which of list/create/edit/show exist), so that links, titles and reference
 * fields resolve as they do in the app.
 */
const registered: ResourceDefinitions = Object.fromEntries(
    [...definitions.map(resourceElement), resourceElement(activity), ...parts.map(partElement)].map(element => [
        element.props.name,
        Resource.registerResource(element.props),
    ])
);

/** The app's theme, as the settings drawer would choose it (no saved choice: the default). */
const Themed = ({ children, store }: { children: ReactNode; store: ReturnType<typeof memoryStore> }) => (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={useAppTheme()}>
        {children}
    </AdminContext>
);

/**
 * Renders one resource screen at a path — `/bank`, `/product-category/create`, `/order/7/show` —
 * without the app's shell: react-admin's AdminContext with the app's own data, auth and i18n
 * providers and theme (answering from the MSW mock of ./mockServer), every resource's routes
 * as <Admin> declares them (so a screen can send the user to another one), the page title where
 * the top bar shows it (an h1) and the toasts. Signed in unless told otherwise.
 *
 * Use it when the screen is the subject. For the shell itself — sign-in, routing between the
 * shell's pages, the menu, the live layer, the connection banner — use renderAdmin.
 */
export function renderScreen(path: string, { signedIn = true }: { signedIn?: boolean } = {}) {
    if (signedIn) signInAs();
    const store = memoryStore();
    return render(
        <MemoryRouter initialEntries={[path]}>
            <Themed store={store}>
                <ResourceDefinitionContextProvider definitions={registered}>
                    <TitlePortal component="h1" />
                    <Routes>
                        {[...definitions, activity].map(definition => (
                            <Route key={definition.name} path={`/${definition.name}/*`} element={resourceElement(definition)} />
                        ))}
                    </Routes>
                    <Notification />
                </ResourceDefinitionContextProvider>
            </Themed>
        </MemoryRouter>
    );
}
