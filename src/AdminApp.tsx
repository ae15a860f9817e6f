import { Admin, localStorageStore, type Store } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { darkTheme, lightTheme } from './layout/theme';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { definitions, resourceElement } from './resources';

/** Preferences (theme, sidebar, list parameters) survive reloads; bump the version to reset them. */
const browserStore = localStorageStore('1', 'zar-admin');

/** The admin itself, inside whatever router the caller provides (the browser's, or a test's). */
export const AdminApp = ({ store = browserStore }: { store?: Store }) => (
    <Admin
        title="app.title"
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={Layout}
        dashboard={Dashboard}
        notification={Notification}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="light"
        disableTelemetry
    >
        {definitions.map(resourceElement)}
    </Admin>
);
