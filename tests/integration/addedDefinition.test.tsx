import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openapiDocument } from '../../scripts/openapi/document';
import { builtInDefinitions } from '../../src/resources/builtIn';
import { QUEUES } from '../../src/dashboard/queues';
import { issueToken } from '../../src/mock/auth';
import { notices } from '../../src/mock/handlers/notices';
import { mockResources } from '../../src/mock/resources';
import { MOCK_ROLES } from '../../src/mock/roles';
import { store } from '../../src/mock/store';
import { WAITING_KINDS } from '../../src/mock/waitingKinds';
import { menuEntries } from '../../src/resources';
import { definitionOf, menuIds } from '../../src/resources/registry';
import { definitionProblem } from '../../src/resources/schema';
import type { ResourceDefinition } from '../../src/resources/types';
import { startMockServer } from '../support/mockServer';
import { renderAdmin, setWholeAppTimeouts } from '../support/renderAdmin';
import { renderScreen } from '../support/renderScreen';

/**
 * Adding a built-in resource is one definition: a coupon, defined here and put in the list of
 * src/resources/builtIn.ts as its one registry line would (the module is replaced by itself plus
 * the coupon), and nothing else. Its screens (list, create with a Persian error at a bad percent,
 * show, a decision), its menu entry, its queue, its mock resource (seeded records, 422 on bad
 * input, the decision's move) and its part of the API description all follow from the definition.
 */

const coupon = vi.hoisted(
    (): ResourceDefinition => ({
        name: 'coupon',
        menuId: 'coupon',
        icon: 'Discount',
        label: { one: 'کوپن', many: 'کوپن‌ها' },
        recordRepresentation: 'code',
        searchHint: 'کد',
        sort: { field: 'id', order: 'DESC' },
        fields: [
            { source: 'id', type: 'number', label: 'شناسه', form: false },
            { source: 'code', type: 'text', label: 'کد', required: true },
            { source: 'percent', type: 'number', label: 'درصد تخفیف', min: 1, max: 100, unit: 'درصد', required: true },
            { source: 'expires_at', type: 'date', label: 'تاریخ انقضا' },
            { source: 'user_id', type: 'reference', reference: 'user', label: 'مشتری', filter: true },
            {
                source: 'status',
                type: 'enum',
                label: 'وضعیت',
                form: false,
                filter: 'alwaysOn',
                choices: [
                    { id: 'pending', name: 'در انتظار', color: 'warning' },
                    { id: 'approved', name: 'تأیید شده', color: 'success' },
                    { id: 'rejected', name: 'رد شده', color: 'error' },
                ],
            },
        ],
        decisions: [
            { id: 'approve', label: 'تأیید', color: 'success', when: { status: ['pending'] }, changes: { status: 'approved' }, shortcut: 'a' },
            { id: 'reject', label: 'رد', color: 'error', when: { status: ['pending'] }, changes: { status: 'rejected' }, shortcut: 'r' },
        ],
        queue: { filter: { status: 'pending' } },
    })
);

// the one registry line: the coupon among the built-in definitions, before the activity log in the menu
vi.mock('../../src/resources/builtIn', async importOriginal => {
    const original = await importOriginal<typeof import('../../src/resources/builtIn')>();
    const at = original.builtInBeforeActivity;
    return {
        ...original,
        builtInDefinitions: [...original.builtInDefinitions.slice(0, at), coupon, ...original.builtInDefinitions.slice(at)],
        builtInBeforeActivity: at + 1,
    };
});

startMockServer();

const API = 'http://localhost:3000';
type Json = Record<string, unknown>;

async function call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${issueToken('09120000000')}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as Json | null };
}

/** ASCII digits as Persian ones, from the code point. */
const fa = (value: number | string) => String(value).replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));
const coupons = () => store.get('coupon')?.all() ?? [];
const waiting = () => coupons().filter(record => record.status === 'pending');

describe('a definition added to the built-in list', () => {
    it('is a valid definition, in the registry and in the menu, before the activity log', () => {
        expect(definitionProblem(JSON.parse(JSON.stringify(coupon)))).toBeUndefined();
        expect(definitionOf('coupon')).toBe(coupon);
        // appended to the records' resources: after the settings, right before the activity log
        expect(menuIds.indexOf('coupon')).toBeGreaterThan(menuIds.indexOf('setting'));
        expect(menuIds[menuIds.indexOf('activity') - 1]).toBe('coupon');
        const entry = menuEntries.find(item => item.menuId === 'coupon');
        expect(entry).toMatchObject({ resource: 'coupon', to: '/coupon', label: 'resources.coupon.name' });
        // a limited admin gets it like any other screen: the mock's auditor may open it
        expect(MOCK_ROLES.auditor.accesses).toContain('coupon');
    });

    it('has its queue: a dashboard tile, a notice count and the developer panel\'s waiting work', () => {
        expect(QUEUES.find(queue => queue.resource === 'coupon')).toEqual({
            menuId: 'coupon',
            resource: 'coupon',
            filter: { status: 'pending' },
            label: 'app.dashboard.queues.coupon',
            text: 'کوپن‌های در انتظار',
        });
        expect(notices().coupon).toBe(waiting().length);
        expect(WAITING_KINDS.coupon).toBe('pending');
    });

    it('gets a mock resource made from the definition: seeded records that follow its fields', () => {
        const resource = mockResources.find(item => item.name === 'coupon')!;
        expect(resource.menuId).toBe('coupon');
        expect(resource.references).toEqual({ user_id: 'user' });
        expect(resource.workflow?.transitions).toEqual({ pending: ['approved', 'rejected'] });
        expect(coupons()).toHaveLength(24);
        expect(new Set(coupons().map(record => record.id)).size).toBe(24);
        for (const record of coupons()) {
            expect(typeof record.code).toBe('string');
            expect(Number(record.percent)).toBeGreaterThanOrEqual(1);
            expect(Number(record.percent)).toBeLessThanOrEqual(100);
            expect(store.get('user')!.get(Number(record.user_id))).toBeDefined();
            expect(['pending', 'approved', 'rejected']).toContain(record.status);
        }
        expect(waiting().length).toBeGreaterThan(0);
    });

    it('is served by the mock as a strict server would: 422 on bad input, its decisions as status moves', async () => {
        const refused = await call('POST', '/admin/coupon', { code: '', percent: 150 });
        expect(refused.status).toBe(422);
        const errors = refused.json!.errors as Record<string, string[]>;
        expect(Object.keys(errors).sort()).toEqual(['code', 'percent']);
        expect(errors.percent[0]).toMatch(/حداکثر/);
        const unknownCustomer = await call('POST', '/admin/coupon', { code: 'ZAR-1', percent: 10, user_id: 999_999 });
        expect(unknownCustomer.status).toBe(422);
        expect(Object.keys(unknownCustomer.json!.errors as Json)).toEqual(['user_id']);

        const created = await call('POST', '/admin/coupon', { code: 'ZAR-2026', percent: 15, expires_at: '2027-01-31' });
        expect(created.status).toBe(201);
        const record = created.json!.data as Json;
        expect(record.status).toBe('pending');

        const approved = await call('PUT', `/admin/coupon/${String(record.id)}`, { ...record, status: 'approved' });
        expect(approved.status).toBe(200);
        expect((approved.json!.data as Json).status).toBe('approved');
        // decided: no move from approved
        const again = await call('PUT', `/admin/coupon/${String(record.id)}`, { ...(approved.json!.data as Json), status: 'rejected' });
        expect(again.status).toBe(422);
        expect(store.get('coupon')!.get(Number(record.id))!.status).toBe('approved');
    });
});

describe('the screens of a definition added to the built-in list', () => {
    it('lists its records, opened on its queue with the count in the title', async () => {
        renderScreen('/coupon');
        const count = waiting().length;
        expect(await screen.findByRole('heading', { level: 1, name: `کوپن‌ها (${fa(count)} در انتظار)` })).toBeInTheDocument();
        const newest = waiting().sort((a, b) => b.id - a.id)[0];
        expect(await screen.findByText(fa(String(newest.code)))).toBeInTheDocument();
    });

    it('creates a coupon, with a Persian error at a percent over 100 and what was typed kept', async () => {
        renderScreen('/coupon/create');
        const code = await screen.findByRole('textbox', { name: /کد/ });
        fireEvent.change(code, { target: { value: 'ZAR-7777' } });
        const percent = document.querySelector<HTMLInputElement>('[name="percent"]')!;
        fireEvent.change(percent, { target: { value: '150' } });
        fireEvent.blur(percent);
        const save = screen.getByRole('button', { name: 'ذخیره' });
        await waitFor(() => expect(save).toBeEnabled());
        fireEvent.click(save);
        await waitFor(() => expect(document.getElementById(percent.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toMatch(/حداکثر/));
        expect(coupons().some(record => record.code === 'ZAR-7777')).toBe(false);
        expect(code).toHaveValue('ZAR-7777');

        fireEvent.change(percent, { target: { value: '20' } });
        await waitFor(() => expect(save).toBeEnabled());
        fireEvent.click(save);
        await waitFor(() => expect(coupons().find(record => record.code === 'ZAR-7777')).toMatchObject({ percent: 20, status: 'pending' }));
    });

    it('is described in the API description made from the definitions, and the mock\'s answers fit it', async () => {
        const doc = openapiDocument(readFileSync(resolve(__dirname, '../../docs/openapi/base.yaml'), 'utf8'), builtInDefinitions);
        const paths = doc.paths as Record<string, Json>;
        expect(Object.keys(paths).filter(path => path.startsWith('/admin/coupon'))).toEqual(['/admin/coupon', '/admin/coupon/{id}']);
        const list = paths['/admin/coupon'].get as { parameters: Array<{ name?: string }> };
        const names = list.parameters.map(parameter => parameter.name).filter(Boolean);
        expect(names).toEqual(expect.arrayContaining(['status', 'user_id', 'expires_at_from', 'expires_at_to']));
        const ajv = new Ajv2020({ strict: false, allErrors: true });
        addFormats(ajv);
        ajv.addSchema(doc, 'openapi');
        const record = ajv.getSchema('openapi#/components/schemas/Coupon')!;
        const answer = await call('GET', '/admin/coupon?page=1&per_page=5');
        expect(answer.status).toBe(200);
        for (const row of answer.json!.data as Json[]) expect(record(row), JSON.stringify(record.errors)).toBe(true);
        // a decision's body says the statuses its decisions set
        const decision = ajv.getSchema('openapi#/components/schemas/CouponDecision')!;
        expect(decision({ status: 'approved' })).toBe(true);
        expect(decision({ status: 'pending' })).toBe(false);
    });

    it('shows a waiting coupon and decides it: the approval reaches the mock', async () => {
        const record = waiting()[0];
        renderScreen(`/coupon/${record.id}/show`);
        expect((await screen.findAllByText(fa(String(record.code)))).length).toBeGreaterThan(0);
        fireEvent.click(await screen.findByTestId('decision-approve'));
        await waitFor(() => expect(store.get('coupon')!.get(record.id)!.status).toBe('approved'));
    });
});

describe('the menu of the admin with a definition added', () => {
    setWholeAppTimeouts();

    it('has its entry, opening its list', async () => {
        renderAdmin('/');
        // among the menu's entries, in its place: after the settings, before the activity log
        await waitFor(() => expect(document.querySelector('[data-menu-id="coupon"]')).not.toBeNull());
        const entries = Array.from(document.querySelectorAll('[data-menu-id]')).map(item => item.getAttribute('data-menu-id'));
        expect(entries.indexOf('coupon')).toBeGreaterThan(entries.indexOf('setting'));
        expect(entries[entries.indexOf('activity') - 1]).toBe('coupon');
        const item = document.querySelector('[data-menu-id="coupon"]')!;
        const link = item.matches('a') ? item : item.querySelector('a');
        expect(link).toHaveAttribute('href', '/coupon');
        expect(link).toHaveTextContent('کوپن‌ها');
    });
});
