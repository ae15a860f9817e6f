/**
 * What both references of the benches (bench/reference-app/, bench/reference-minimal/) are built
 * on, as a bare react-admin app has it: a tiny REST dataProvider over ra-core's fetchJson, an
 * authProvider stub, react-admin's Persian messages through ra-i18n-polyglot, and react-admin's
 * MUI theme turned right-to-left. It imports nothing of src/.
 */
import {
    defaultTheme,
    fetchUtils,
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

export const dataProvider: DataProvider = {
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

export const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
};

export const i18nProvider = polyglotI18nProvider(() => farsiMessages as TranslationMessages, 'fa');

export const theme = { ...defaultTheme, direction: 'rtl' as const };
