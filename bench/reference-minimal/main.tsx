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
import {
    Admin,
    DataTable,
    defaultTheme,
    fetchUtils,
    List,
    Resource,
    Show,
    SimpleShowLayout,
    TextField,
    type AuthProvider,
    type DataProvider,
    type RaRecord,
    type TranslationMessages,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import farsiMessages from 'ra-language-farsi';

const API = '/api';
const json = (path: string, options?: fetchUtils.Options) => fetchUtils.fetchJson(`${API}/${path}`, options);
const query = (params: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();

const dataProvider: DataProvider = {
    getList: async (resource, { pagination, sort, filter }) => {
        const { json: body } = await json(`${resource}?${query({ pagination, sort, filter })}`);
        return { data: body.data, total: body.total };
    },
    getOne: async (resource, { id }) => ({ data: (await json(`${resource}/${id}`)).json }),
    getMany: async (resource, { ids }) => ({ data: (await json(`${resource}?${query({ filter: { id: ids } })}`)).json.data }),
    getManyReference: async (resource, { target, id, pagination, sort, filter }) => {
        const { json: body } = await json(`${resource}?${query({ pagination, sort, filter: { ...filter, [target]: id } })}`);
        return { data: body.data, total: body.total };
    },
    create: async (resource, { data }) => ({
        data: (await json(resource, { method: 'POST', body: JSON.stringify(data) })).json,
    }),
    update: async (resource, { id, data }) => ({
        data: (await json(`${resource}/${id}`, { method: 'PUT', body: JSON.stringify(data) })).json,
    }),
    updateMany: async (resource, { ids, data }) => {
        await Promise.all(ids.map(id => json(`${resource}/${id}`, { method: 'PUT', body: JSON.stringify(data) })));
        return { data: ids };
    },
    delete: async (resource, { id, previousData }) => {
        await json(`${resource}/${id}`, { method: 'DELETE' });
        return { data: previousData as RaRecord };
    },
    deleteMany: async (resource, { ids }) => {
        await Promise.all(ids.map(id => json(`${resource}/${id}`, { method: 'DELETE' })));
        return { data: ids };
    },
} as DataProvider;

const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
};

const i18nProvider = polyglotI18nProvider(() => farsiMessages as TranslationMessages, 'fa');

const theme = { ...defaultTheme, direction: 'rtl' as const };

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
