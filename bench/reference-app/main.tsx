/**
 * The reference of `npm run bench` (bench/bundle-size.mjs): a bare react-admin 5 + MUI 7 app, the
 * least a Persian react-admin back-office loads at first. One resource on the guessers, a tiny
 * REST dataProvider over ra-core's fetchJson, an authProvider stub, react-admin's Persian messages
 * through ra-i18n-polyglot, react-admin's MUI theme turned right-to-left. It imports nothing of
 * src/; it is built, never run.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import { authProvider, dataProvider, i18nProvider, theme } from '../reference-shared';

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme}>
            <Resource name="posts" list={ListGuesser} show={ShowGuesser} edit={EditGuesser} />
        </Admin>
    </StrictMode>,
);
