/**
 * The minimal reference of `npm run bench` (bench/bundle-size.mjs) and `npm run bench:load`
 * (bench/page-load.mjs): the lightest react-admin 5 + MUI 7 back-office in Persian. One resource
 * (bank accounts, as the admin's: 15 a page, newest first) on a hand-written `<List>` with a
 * `<DataTable>` of five text columns, each row opening a hand-written `<Show>`, no guessers; a tiny REST dataProvider over ra-core's
 * fetchJson, an authProvider stub, react-admin's Persian messages through ra-i18n-polyglot,
 * react-admin's MUI theme turned right-to-left. It imports nothing of src/.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource, Show, SimpleShowLayout, TextField } from 'react-admin';
import { authProvider, dataProvider, i18nProvider, theme } from '../reference-shared';

const BankList = () => (
    <List perPage={15} sort={{ field: 'id', order: 'DESC' }}>
        <DataTable rowClick="show">
            <DataTable.Col source="title" label="عنوان بانک" />
            <DataTable.Col source="account_name" label="نام صاحب حساب" />
            <DataTable.Col source="iban" label="شماره شبا" />
            <DataTable.Col source="card_number" label="شماره کارت" />
            <DataTable.Col source="accounting_id" label="کد حسابداری" />
        </DataTable>
    </List>
);

const BankShow = () => (
    <Show>
        <SimpleShowLayout>
            <TextField source="title" label="عنوان بانک" />
            <TextField source="account_name" label="نام صاحب حساب" />
            <TextField source="iban" label="شماره شبا" />
            <TextField source="card_number" label="شماره کارت" />
            <TextField source="accounting_id" label="کد حسابداری" />
        </SimpleShowLayout>
    </Show>
);

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <Admin dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme}>
            <Resource name="bank" list={BankList} show={BankShow} />
        </Admin>
    </StrictMode>,
);
