import { describe, expect, it } from 'vitest';
import type { DataProvider, RaRecord } from 'react-admin';
import { csvOf } from '../../src/resources/export/csvText';
import { exportTable, EXPORT_PAGE_SIZE, type ExportOptions } from '../../src/resources/export/exportList';
import type { ResourceDefinition } from '../../src/resources/types';
import { createdAtField } from '../../src/resources/fields/common';
import { definitions } from '../../src/resources';

const definition = {
    name: 'withdrawal',
    menuId: 'withdrawal',
    icon: 'Payments',
    label: { one: 'درخواست پرداخت', many: 'درخواست‌های پرداخت' },
    fields: [
        { source: 'id', type: 'number', label: 'شناسه' },
        { source: 'user_id', type: 'reference', reference: 'user', label: 'مشتری' },
        { source: 'amount', type: 'money', label: 'مبلغ' },
        { source: 'note', type: 'text', label: 'یادداشت، "مهم"' },
        { source: 'status', type: 'enum', label: 'وضعیت', choices: [{ id: 'paid', name: 'پرداخت شده' }, { id: 'pending', name: 'در انتظار' }] },
        { source: 'secret', type: 'text', label: 'پنهان', list: false },
        createdAtField(),
    ],
} satisfies ResourceDefinition;

const TOTAL = 10_000;
const rows: RaRecord[] = Array.from({ length: TOTAL }, (_, index) => ({
    id: index + 1,
    user_id: (index % 3) + 1,
    amount: 1000 * (index + 1),
    note: index === 0 ? 'با ویرگول، و "نقل‌قول"' : '',
    status: index % 2 ? 'paid' : 'pending',
    secret: 'x',
    created_at: '2026-03-21T08:30:00Z',
}));

function fakeProvider() {
    const calls: Array<{ resource: string; params: Record<string, unknown> }> = [];
    const provider = {
        getList: async (resource: string, params: { pagination: { page: number; perPage: number } }) => {
            calls.push({ resource, params });
            const { page, perPage } = params.pagination;
            return { data: rows.slice((page - 1) * perPage, page * perPage), total: TOTAL };
        },
        getMany: async (resource: string, params: { ids: number[] }) => {
            calls.push({ resource, params });
            return { data: params.ids.map(id => ({ id, name: ['علی رضایی', 'مریم احمدی', 'سارا کریمی'][Number(id) - 1] })) };
        },
    } as unknown as DataProvider;
    return { provider, calls };
}

/** The list exported as CSV text. */
const exportList = async (options: ExportOptions) => csvOf(await exportTable(options));

describe('CSV export', () => {
    it('exports every page of the current filter and sort, Persian headers, numbers as numbers, sortable Jalali dates, with a BOM', async () => {
        const { provider, calls } = fakeProvider();
        const progress: number[] = [];
        const text = await exportList({
            dataProvider: provider,
            definition,
            filter: { status: 'paid', search: 'علی' },
            sort: { field: 'created_at', order: 'DESC' },
            nameOf: () => record => String(record.name),
            onProgress: ({ done }) => progress.push(done),
        });
        expect(text.startsWith('\uFEFF')).toBe(true);
        const lines = text.slice(1).trimEnd().split('\r\n');
        expect(lines).toHaveLength(TOTAL + 1);
        // the unit in the header, not in the cells
        expect(lines[0]).toBe('شناسه,مشتری,مبلغ (تومان),"یادداشت، ""مهم""",وضعیت,تاریخ ثبت');
        // 08:30 UTC is 12:00 in Tehran, the zone of the screens (and of this test run)
        expect(lines[1]).toBe('1,علی رضایی,1000,"با ویرگول، و ""نقل‌قول""",در انتظار,1405/01/01 12:00');
        expect(lines[2]).toBe('2,مریم احمدی,2000,,پرداخت شده,1405/01/01 12:00');
        expect(lines[1500]).toMatch(/^1500,سارا کریمی,1500000,,/);
        expect(lines.some(line => line.includes('پنهان'))).toBe(false);

        const lists = calls.filter(call => call.resource === 'withdrawal');
        expect(lists).toHaveLength(Math.ceil(TOTAL / EXPORT_PAGE_SIZE));
        for (const call of lists) {
            expect(call.params.filter).toEqual({ status: 'paid', search: 'علی' });
            expect(call.params.sort).toEqual({ field: 'created_at', order: 'DESC' });
        }
        // each customer is asked for once, not once per row
        const users = calls.filter(call => call.resource === 'user').flatMap(call => call.params.ids as number[]);
        expect(users.sort()).toEqual([1, 2, 3]);
        expect(progress.at(-1)).toBe(TOTAL);
        expect(progress.length).toBe(lists.length);
    });

    it('stops when cancelled', async () => {
        const { provider } = fakeProvider();
        const controller = new AbortController();
        const run = exportList({
            dataProvider: provider,
            definition,
            filter: {},
            sort: { field: 'id', order: 'ASC' },
            nameOf: () => record => String(record.id),
            onProgress: () => controller.abort(),
            signal: controller.signal,
        });
        await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    });

    /** The order list exported through `provider`: the «مقدار» and «واحد مقدار» columns' cells, row by row. */
    async function exportedQuantities(provider: DataProvider): Promise<string[]> {
        const text = await exportList({
            dataProvider: provider,
            definition: definitions.find(item => item.name === 'order')!,
            filter: {},
            sort: { field: 'created_at', order: 'DESC' },
            nameOf: () => record => String(record.title ?? record.id),
        });
        const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
        const column = header.split(',').indexOf('مقدار');
        expect(header.split(',')[column + 1]).toBe('واحد مقدار');
        return rows.map(line => line.split(',').slice(column, column + 2).join(' ').trim());
    }

    it('writes an order’s quantity as a number and its product’s unit beside it, found by title when the order has no product id (one catalogue read)', async () => {
        const orders = [
            { id: 1, quantity: 2, product: { title: 'سکه امامی' } },
            { id: 2, quantity: 1.5, product: { title: 'طلای آب‌شده ۱۸ عیار' } },
            { id: 3, quantity: 4, product: { title: 'محصولی که نیست' } },
            { id: 4, quantity: 3, product_id: 9, product: { title: 'شمش' } },
        ];
        const calls: string[] = [];
        const provider = {
            getList: async (resource: string) => {
                calls.push(`list ${resource}`);
                if (resource === 'product')
                    return { data: [{ id: 7, title: 'سکه امامی', unit: 'piece' }, { id: 8, title: 'طلای آب‌شده ۱۸ عیار', unit: 'gram' }], total: 2 };
                return { data: orders, total: orders.length };
            },
            getMany: async (resource: string, params: { ids: number[] }) => {
                calls.push(`many ${resource} ${params.ids.join(',')}`);
                return { data: params.ids.map(id => ({ id, title: 'شمش', unit: 'mithqal' })) };
            },
        } as unknown as DataProvider;
        expect(await exportedQuantities(provider)).toEqual(['2 عدد', '1.5 گرم', '4', '3 مثقال']);
        expect(calls.filter(call => call === 'list product')).toHaveLength(1);
    });

    it('still exports when the product catalogue cannot be read (an admin without products): numbers without units', async () => {
        const provider = {
            getList: async (resource: string) => {
                if (resource === 'product') throw Object.assign(new Error('دسترسی ندارید'), { status: 403 });
                return { data: [{ id: 1, quantity: 2, product: { title: 'سکه امامی' } }], total: 1 };
            },
            getMany: async () => ({ data: [] }),
        } as unknown as DataProvider;
        expect(await exportedQuantities(provider)).toEqual(['2']);
    });

    it('neutralises free text a spreadsheet would read as a formula, and leaves numbers and typed values as they are', async () => {
        const notes = ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\tx', 'عادی'];
        const provider = {
            getList: async () => ({
                data: notes.map((note, index) => ({ id: index + 1, note, mobile: '+989121234567', amount: -500, status: '=1+1' })),
                total: notes.length,
            }),
            getMany: async () => ({ data: [] }),
        } as unknown as DataProvider;
        const text = await exportList({
            dataProvider: provider,
            definition: {
                ...definition,
                fields: [
                    { source: 'note', type: 'longtext', label: 'یادداشت' },
                    { source: 'mobile', type: 'mobile', label: 'موبایل' },
                    { source: 'amount', type: 'money', label: 'مبلغ', min: -1000 },
                    { source: 'status', type: 'enum', label: 'وضعیت', choices: [] },
                ],
            },
            filter: {},
            sort: { field: 'id', order: 'ASC' },
            nameOf: () => record => String(record.id),
        });
        const lines = text.slice(1).trimEnd().split('\r\n');
        expect(lines[0]).toBe('یادداشت,موبایل,مبلغ (تومان),وضعیت');
        expect(lines.slice(1)).toEqual([
            `"'=HYPERLINK(""http://x"",""y"")",+989121234567,-500,'=1+1`,
            "'+1+2,+989121234567,-500,'=1+1",
            "'-2+3,+989121234567,-500,'=1+1",
            "'@SUM(A1),+989121234567,-500,'=1+1",
            "'\tx,+989121234567,-500,'=1+1",
            "عادی,+989121234567,-500,'=1+1",
        ]);
    });
});
