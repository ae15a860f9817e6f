import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MockRecord } from '../../src/mock/db';
import { store } from '../../src/mock/store';
import { definitions } from '../../src/resources';
import type { ResourceDefinition } from '../../src/resources/types';
import { calls, requests, server, startMockServer } from '../support/mockServer';
import { renderAdmin, WHOLE_APP_TIMEOUT } from '../support/renderAdmin';
import { renderScreen } from '../support/renderScreen';

/**
 * The generated screens (src/resources/screens) driven by resource definitions, against the
 * embedded mock backend: product-category (the plain example), user (mobile, reference, boolean,
 * number and money fields), user-category (a required number) and order (enum chips, no create or
 * edit). Expectations are computed from the definitions and the mock's seeded store.
 */

startMockServer();

const PAGE = 15;
/** the product categories' search box says what it looks in */
const SEARCH = 'جستجو در عنوان';
const SAVE = 'ذخیره';
const REQUIRED = 'اجباری'; // ra.validation.required in ra-language-farsi
const ASCII_DIGIT = /[0-9]/;

// ---------------------------------------------------------------------------------------------
// independent oracles (not the code under test)

/** ASCII digits as Persian ones, from the code point. */
const fa = (value: number | string) => String(value).replace(/[0-9]/g, d => String.fromCharCode(0x06f0 + Number(d)));
/** Persian digits and separators back to ASCII without separators. */
const ascii = (text: string) =>
    text.replace(/[\u06F0-\u06F9]/g, d => String(d.charCodeAt(0) - 0x06f0)).replace(/\u066C/g, '').replace(/\u066B/g, '.');
const pageRange = (total: number, perPage = PAGE) => `${fa(total ? 1 : 0)} تا ${fa(Math.min(perPage, total))} از ${fa(total)}`;

/** The Jalali year and month name of a date in Tehran, from Intl's Persian calendar. */
function jalali(iso: string) {
    const parts = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
        timeZone: 'Asia/Tehran',
        year: 'numeric',
        month: 'long',
    }).formatToParts(new Date(iso));
    return { year: parts.find(p => p.type === 'year')!.value, month: parts.find(p => p.type === 'month')!.value };
}

const definition = (name: string): ResourceDefinition => definitions.find(d => d.name === name)!;
const seeded = (name: string): MockRecord[] => [...(store.get(name)?.all() ?? [])];
const labelsOf = (name: string) => definition(name).fields.filter(field => field.list !== false).map(field => field.label);

function sortedBy(records: MockRecord[], field: string, order: 'ASC' | 'DESC') {
    const direction = order === 'DESC' ? -1 : 1;
    return [...records].sort((a, b) => {
        const x = a[field] as number | string;
        const y = b[field] as number | string;
        return (x < y ? -1 : x > y ? 1 : 0) * direction;
    });
}

// ---------------------------------------------------------------------------------------------
// page helpers

/** The list's column headers with text (the checkbox column has none). */
const headers = () =>
    screen
        .getAllByRole('columnheader')
        .map(header => header.textContent?.trim() ?? '')
        .filter(Boolean);

/**
 * Body rows, each as its cells' texts keyed by column label. It reads what the one table on the
 * screen holds, so its rows and cells are not checked one by one for being hidden (a role query's
 * check of every cell was most of this file's time; the table itself is found the checked way).
 */
function bodyRows(): Array<{ row: HTMLElement; cells: Record<string, HTMLElement> }> {
    const table = screen.getByRole('table');
    const labels = within(table).getAllByRole('columnheader', { hidden: true }).map(header => header.textContent?.trim() ?? '');
    return within(table)
        .getAllByRole('row', { hidden: true })
        .slice(1)
        .map(row => {
            const cells = within(row).getAllByRole('cell', { hidden: true });
            return { row, cells: Object.fromEntries(labels.map((label, index) => [label, cells[index]])) };
        });
}

const input = (name: string) => {
    const element = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (!element) throw new Error(`no input ${name}`);
    return element;
};
const helperOf = (name: string) =>
    document.getElementById(input(name).getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '';
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
/** Clicks save once react-admin enables it (it is disabled while the form is pristine or validating). */
async function save() {
    const button = screen.getByRole('button', { name: SAVE });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
}

async function openList(name: string, total: number) {
    renderScreen(`/${name}`);
    await screen.findByText(pageRange(total));
}

const listCalls = (name: string) => calls('GET', `/admin/${name}`);

// ---------------------------------------------------------------------------------------------


/** What a cell shows, without the text kept for screen readers only (a record link's description). */
const shown = (cell: Element) => {
    const copy = cell.cloneNode(true) as Element;
    copy.querySelectorAll('span[style*="clip"]').forEach(hidden => hidden.remove());
    return copy.textContent;
};

describe('generated list: product categories', () => {
    it('has the definition’s Persian columns, title, page range and one row per seeded category', async () => {
        const records = seeded('product-category');
        await openList('product-category', records.length);
        expect(headers()).toEqual(labelsOf('product-category'));
        expect(screen.getByRole('heading', { name: definition('product-category').label.many })).toBeInTheDocument();
        expect(bodyRows()).toHaveLength(Math.min(PAGE, records.length));
        // docs/openapi.yaml, resources list query: 1-based page, per_page, sort from the definition, no search
        const query = listCalls('product-category').at(-1)!.query;
        expect(Object.fromEntries(query)).toEqual({ page: '1', per_page: String(PAGE), sort: 'id', order: 'desc' });
    });

    it('shows ids, counts and dates in Persian digits, Jalali dates, and the parent’s title', async () => {
        const records = seeded('product-category');
        const byId = new Map(records.map(record => [record.id, record]));
        const expected = sortedBy(records, 'id', 'DESC').slice(0, PAGE);
        await openList('product-category', records.length);
        // the parents are read one GET per id (docs/openapi.yaml, resources: no batch read)
        await waitFor(() => {
            const parents = new Set(expected.map(record => record.parent_id).filter(id => id != null));
            for (const id of parents) expect(calls('GET', `/admin/product-category/${id}`)).not.toHaveLength(0);
        });
        await waitFor(() => {
            bodyRows().forEach(({ cells }, index) => {
                const parentId = expected[index].parent_id as number | null;
                const parentTitle = parentId == null ? '—' : String(byId.get(parentId)!.title);
                expect(cells['دسته‌بندی والد'].textContent).toBe(parentTitle);
            });
        });
        bodyRows().forEach(({ cells }, index) => {
            const record = expected[index];
            expect(shown(cells['شناسه'])).toBe(fa(record.id));
            expect(cells['عنوان'].textContent).toBe(record.title);
            expect(cells['تعداد محصولات'].textContent).toBe(fa(record.products_count as number));
            const date = cells['تاریخ ایجاد'].textContent ?? '';
            const { year, month } = jalali(record.created_at as string);
            expect(date).toContain(year);
            expect(date).toContain(month);
            expect(date).toMatch(/۱۴[۰-۹]{2}/);
            expect(date).not.toMatch(ASCII_DIGIT);
        });
        // nowhere in the grid is there an ASCII digit
        expect(screen.getByRole('table').textContent).not.toMatch(ASCII_DIGIT);
    });

    it('offers a create button, and a row opens its edit form', async () => {
        const records = seeded('product-category');
        const first = sortedBy(records, 'id', 'DESC')[0];
        await openList('product-category', records.length);
        expect(screen.getByRole('link', { name: /ایجاد/ })).toHaveAttribute('href', '/product-category/create');
        fireEvent.click(bodyRows()[0].cells['عنوان']);
        await waitFor(() => expect(input('title')).toHaveValue(String(first.title)));
        expect(screen.getByRole('button', { name: SAVE })).toBeInTheDocument();
    });

    it('sends the search box’s text as `search` after the pause, and lists the matches', async () => {
        const records = seeded('product-category');
        const needle = 'سکه';
        const matches = records.filter(record => String(record.title).includes(needle));
        expect(matches.length).toBeGreaterThan(0);
        expect(matches.length).toBeLessThan(records.length);
        await openList('product-category', records.length);
        fireEvent.change(screen.getByPlaceholderText(SEARCH), { target: { value: `  ${needle} ` } });
        // not at once: the search waits for typing to pause
        expect(listCalls('product-category').filter(call => call.query.has('search'))).toHaveLength(0);
        await screen.findByText(pageRange(matches.length));
        const searched = listCalls('product-category').filter(call => call.query.has('search'));
        expect(searched.map(call => call.query.get('search'))).toEqual([needle]);
        expect(searched[0].query.get('page')).toBe('1');
        const titles = bodyRows().map(({ cells }) => cells['عنوان'].textContent);
        expect(new Set(titles)).toEqual(new Set(matches.map(record => record.title)));
    });
});

describe('generated list filters that are not always on (product category parent)', () => {
    it('a parent filter in the URL sends parent_id and lists only that parent’s children', async () => {
        const records = seeded('product-category');
        const parent = records.find(record => records.some(child => child.parent_id === record.id))!;
        const children = records.filter(record => record.parent_id === parent.id);
        renderScreen(`/product-category?filter=${encodeURIComponent(JSON.stringify({ parent_id: parent.id }))}`);
        await screen.findByText(pageRange(children.length));
        const filtered = listCalls('product-category').filter(call => call.query.has('parent_id'));
        expect(filtered.length).toBeGreaterThan(0);
        expect(filtered.every(call => call.query.get('parent_id') === String(parent.id))).toBe(true);
        expect(new Set(bodyRows().map(({ cells }) => cells['عنوان'].textContent))).toEqual(
            new Set(children.map(child => child.title))
        );
        // the filter shows, as an input, which parent it is
        await waitFor(() => expect(input('parent_id')).toHaveValue(String(parent.title)));
    });

    it('offers react-admin’s add-filter button for the definition’s non-alwaysOn filters', async () => {
        await openList('product-category', seeded('product-category').length);
        fireEvent.click(screen.getByRole('button', { name: 'اضافه‌کردن فیلتر' }));
        fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'دسته‌بندی والد' }));
        await waitFor(() => input('parent_id'));
    });
});

describe('generated list: customers (mobile, reference, number, money, boolean)', () => {
    it('shows each field as its type says', async () => {
        const users = seeded('user');
        const categories = new Map(seeded('user-category').map(record => [record.id, record.title]));
        const expected = sortedBy(users, 'created_at', 'DESC').slice(0, PAGE);
        await openList('user', users.length);
        expect(headers()).toEqual(labelsOf('user'));
        // national_code is list: false
        expect(headers()).not.toContain('کد ملی');
        await waitFor(() =>
            bodyRows().forEach(({ cells }, index) =>
                expect(cells['دسته‌بندی'].textContent).toBe(categories.get(expected[index].category_id as number) ?? '—')
            )
        );
        bodyRows().forEach(({ cells }, index) => {
            const user = expected[index];
            expect(cells['نام و نام خانوادگی'].textContent).toBe(user.name);
            // a mobile: Persian digits, left to right, leading zero kept
            const mobile = cells['موبایل'].querySelector('bdi');
            expect(mobile).toHaveAttribute('dir', 'ltr');
            expect(mobile?.textContent).toBe(fa(user.mobile as string));
            // a number with its unit, and an amount of money with separators and its unit
            const gold = cells['موجودی طلا'].textContent ?? '';
            expect(gold).toMatch(/^[۰-۹٬٫]+ گرم$/);
            expect(Number(ascii(gold.replace(' گرم', '')))).toBeCloseTo(user.gold_balance as number, 3);
            const wallet = cells['موجودی کیف پول'].textContent ?? '';
            expect(wallet).toMatch(/^[۰-۹]{1,3}(٬[۰-۹]{3})* تومان$/);
            expect(Number(ascii(wallet.replace(' تومان', '')))).toBe(user.wallet_balance);
            // a boolean: an icon named yes or no
            expect(within(cells['فعال']).getByLabelText(user.is_active ? 'بله' : 'خیر')).toBeInTheDocument();
            // an image: the avatar, or a dash when there is none
            const avatar = cells['تصویر'].querySelector('img');
            if (user.image) expect(avatar).toHaveAttribute('src', user.image);
            else expect(cells['تصویر'].textContent).toBe('—');
            expect(cells['تاریخ عضویت'].textContent).toContain(jalali(user.created_at as string).year);
        });
        expect(screen.getByRole('table').textContent).not.toMatch(ASCII_DIGIT);
    });
});

describe('generated list: orders (enum chips, can create/edit false)', () => {
    const statusField = () => {
        const field = definition('order').fields.find(f => f.source === 'status_enum');
        if (field?.type !== 'enum') throw new Error('status_enum is not an enum');
        return field;
    };

    it('shows enums as chips with their Persian choice names', async () => {
        const orders = seeded('order');
        const expected = sortedBy(orders, 'created_at', 'DESC').slice(0, PAGE);
        await openList('order', orders.length);
        expect(headers()).toEqual(labelsOf('order'));
        const sideField = definition('order').fields.find(f => f.source === 'side_enum');
        if (sideField?.type !== 'enum') throw new Error('side_enum is not an enum');
        bodyRows().forEach(({ cells }, index) => {
            const order = expected[index];
            expect(shown(cells['شناسه'])).toBe(fa(order.id));
            expect(cells['شناسه'].textContent).toBe(`${fa(order.id)}، نمایش سفارش ${fa(order.id)}`);
            expect(cells['مشتری'].textContent).toBe((order.user as { name: string }).name);
            const status = statusField().choices.find(choice => choice.id === order.status_enum)!;
            const statusChip = within(cells['وضعیت']).getByText(status.name).closest('.MuiChip-root');
            expect(statusChip).not.toBeNull();
            expect(statusChip!.className).toContain(`MuiChip-color${status.color![0].toUpperCase()}${status.color!.slice(1)}`);
            const side = sideField.choices.find(choice => choice.id === order.side_enum)!;
            expect(within(cells['نوع']).getByText(side.name).closest('.MuiChip-root')).not.toBeNull();
            // the raw enum ids never show
            expect(cells['وضعیت'].textContent).not.toMatch(/pending|approved|rejected/);
            expect(cells['نوع'].textContent).not.toMatch(/buy|sell/);
        });
    });

    it('has no create button, no row selection, and a row opens the read-only show page', async () => {
        const orders = seeded('order');
        const first = sortedBy(orders, 'created_at', 'DESC')[0];
        await openList('order', orders.length);
        expect(screen.queryByRole('link', { name: /ایجاد/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /ایجاد/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
        fireEvent.click(bodyRows()[0].cells['شناسه']);
        // the show page: the record's fields, no form
        const main = await screen.findByText('یادداشت مشتری');
        expect(main).toBeInTheDocument();
        await waitFor(() => expect(calls('GET', `/admin/order/${first.id}`)).toHaveLength(1));
        expect(screen.queryByRole('button', { name: SAVE })).not.toBeInTheDocument();
        expect(document.querySelector('input[name="quantity"]')).toBeNull();
        expect(document.querySelector('form')).toBeNull();
        expect(calls('PUT', `/admin/order/${first.id}`)).toHaveLength(0);
    });

    it('the show page title names the order (order.recordRepresentation)', async () => {
        const orders = seeded('order');
        const first = sortedBy(orders, 'created_at', 'DESC')[0];
        renderScreen(`/order/${first.id}/show`);
        await screen.findByText('یادداشت مشتری');
        await waitFor(() => expect(calls('GET', `/admin/order/${first.id}`)).not.toHaveLength(0));
        // the app bar's h1 says 'سفارش ۱۲۰', not a bare 'سفارش'
        await waitFor(() =>
            expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe(`سفارش ${fa(first.id)}`)
        );
        // and the page has settled: its quantity in the unit read from its product
        await waitFor(() => expect(calls('GET', `/admin/product/${first.product_id}`)).not.toHaveLength(0));
        await screen.findByText(new RegExp(`^${fa(first.quantity as number).replace('.', '٫')} (گرم|مثقال|عدد)$`));
    });

    it('an order as the API gives it (its product by title only) shows its quantity in the product’s unit, in the list and on its page', async () => {
        const UNITS: Record<string, string> = { gram: 'گرم', mithqal: 'مثقال', piece: 'عدد' };
        const unitOfTitle = (title: string) => UNITS[String(seeded('product').find(product => product.title === title)?.unit)];
        // docs/openapi.yaml, Order: { id, side, side_enum, quantity, product: { title }, …, user: { name, image }, … }, no ids
        const contractOrder = (order: MockRecord) => {
            const { product_id: _product, user_id: _user, ...rest } = order;
            return { ...rest, product: { title: (order.product as { title: string }).title } };
        };
        const orders = sortedBy(seeded('order'), 'created_at', 'DESC');
        server.use(
            http.get('*/admin/order', () => HttpResponse.json({ data: orders.slice(0, PAGE).map(contractOrder), meta: { total: orders.length } })),
            http.get('*/admin/order/:id', ({ params }) =>
                HttpResponse.json({ data: contractOrder(orders.find(order => String(order.id) === params.id)!) })
            )
        );
        await openList('order', orders.length);
        const units = new Set<string>();
        await waitFor(() =>
            bodyRows().forEach(({ cells }, index) => {
                const order = orders[index];
                const unit = unitOfTitle((order.product as { title: string }).title);
                expect(unit).toBeDefined();
                units.add(unit);
                expect(cells['مقدار'].textContent).toBe(`${fa(order.quantity as number).replace('.', '٫')} ${unit}`);
            })
        );
        expect(units.size).toBeGreaterThan(1);
        // the units come from one read of the product catalogue, not one call per row
        expect(calls('GET', '/admin/product')).toHaveLength(1);
        expect(requests.filter(request => /^\/admin\/product\/\d+$/.test(request.path))).toHaveLength(0);

        fireEvent.click(bodyRows()[0].cells['شناسه']);
        await screen.findByText('یادداشت مشتری');
        const unit = unitOfTitle((orders[0].product as { title: string }).title);
        await waitFor(() => expect(screen.getByText(`${fa(orders[0].quantity as number).replace('.', '٫')} ${unit}`)).toBeInTheDocument());
    });

    it('the status filter sends status_enum and lists only that status', async () => {
        const orders = seeded('order');
        const rejected = orders.filter(order => order.status_enum === 'rejected');
        expect(rejected.length).toBeGreaterThan(0);
        await openList('order', orders.length);
        // the always-on status filter, labelled by its field
        fireEvent.mouseDown(screen.getByRole('combobox', { name: /وضعیت/ }));
        const options = await screen.findAllByRole('option');
        expect(options.map(option => option.textContent)).toEqual(
            expect.arrayContaining(statusField().choices.map(choice => choice.name))
        );
        // (the live panel's own look-up of pending orders at start is not the list's)
        const before = listCalls('order').length;
        fireEvent.click(options.find(option => option.textContent === 'رد شده')!);
        await screen.findByText(pageRange(rejected.length));
        const filtered = listCalls('order').slice(before).filter(call => call.query.has('status_enum'));
        expect(filtered.map(call => call.query.get('status_enum'))).toEqual(['rejected']);
        expect(filtered[0].query.get('page')).toBe('1');
        for (const { cells } of bodyRows()) expect(cells['وضعیت'].textContent).toBe('رد شده');
    });
});

describe('generated create form', () => {
    async function openCreate(name: string) {
        renderScreen(`/${name}/create`);
        await waitFor(() => input('title'));
    }

    it('posts only the form’s fields, trimmed, and shows the new category in the list', async () => {
        const before = seeded('product-category').length;
        await openCreate('product-category');
        // read-only fields have no input
        for (const readOnly of ['id', 'products_count', 'created_at']) {
            expect(document.querySelector(`[name="${readOnly}"]`)).toBeNull();
        }
        type('title', '  دسته آزمایشی  ');
        await save();
        await screen.findByText('دسته‌بندی محصول ثبت شد.');
        const posts = calls('POST', '/admin/product-category');
        expect(posts).toHaveLength(1);
        expect(posts[0].body).toEqual({ title: 'دسته آزمایشی' });
        expect(seeded('product-category')).toHaveLength(before + 1);
        // back on the list, which has the new category
        await screen.findByText(pageRange(before + 1));
        expect(screen.getByText('دسته آزمایشی')).toBeInTheDocument();
    });

    it('sends a number typed in Persian digits as a number', async () => {
        await openCreate('user-category');
        type('title', ' مشتریان ویژه ');
        type('discount_percent', '۱۵');
        type('description', '  برای آزمون  ');
        await save();
        await screen.findByText('دسته‌بندی مشتری ثبت شد.');
        expect(calls('POST', '/admin/user-category').map(call => call.body)).toEqual([
            { title: 'مشتریان ویژه', discount_percent: 15, description: 'برای آزمون' },
        ]);
    });

    it('checks a number’s min and max before sending', async () => {
        await openCreate('user-category');
        type('title', 'دسته بیش از حد');
        type('discount_percent', '۱۲۰');
        await save();
        await waitFor(() => expect(helperOf('discount_percent')).toBe('مقدار باید حداکثر ۱۰۰ باشد.'));
        type('discount_percent', 'ده');
        await save();
        await waitFor(() => expect(helperOf('discount_percent')).toBe('یک عدد وارد کنید.'));
        expect(calls('POST', '/admin/user-category')).toHaveLength(0);
    });

    it('a reference autocomplete lists the referenced records by their title, and the pick is posted as an id', async () => {
        const records = seeded('product-category');
        const parent = records.find(record => record.title === 'سکه')!;
        await openCreate('product-category');
        type('title', 'سکه طلای نو');
        fireEvent.mouseDown(input('parent_id'));
        fireEvent.click(input('parent_id'));
        const options = await screen.findAllByRole('option');
        expect(new Set(options.map(option => option.textContent))).toEqual(
            new Set(sortedBy(records, 'id', 'DESC').slice(0, 25).map(record => record.title))
        );
        fireEvent.click(options.find(option => option.textContent === parent.title)!);
        await waitFor(() => expect(input('parent_id')).toHaveValue(String(parent.title)));
        await save();
        await screen.findByText('دسته‌بندی محصول ثبت شد.');
        expect(calls('POST', '/admin/product-category').map(call => call.body)).toEqual([
            { title: 'سکه طلای نو', parent_id: parent.id },
        ]);
    });

    it('typing in a reference autocomplete searches with the list call’s `search` and offers the matches', async () => {
        const records = seeded('product-category');
        const needle = 'شمش';
        const matches = records.filter(record => String(record.title).includes(needle));
        expect(matches.length).toBeGreaterThan(0);
        await openCreate('product-category');
        fireEvent.focus(input('parent_id'));
        fireEvent.change(input('parent_id'), { target: { value: needle } });
        // the request made for what was typed (the first one loaded the choices)
        const typed = await waitFor(
            () => {
                const call = listCalls('product-category').find(c => [...c.query.values()].includes(needle));
                if (!call) throw new Error('no request for the typed text yet');
                return call;
            }
        );
        // docs/openapi.yaml, resources: the text goes in `search`; the API knows no `q`
        expect(Object.fromEntries(typed.query)).toEqual(expect.objectContaining({ search: needle }));
        expect(typed.query.has('q')).toBe(false);
        await waitFor(() =>
            expect(new Set(screen.getAllByRole('option').map(option => option.textContent))).toEqual(
                new Set(matches.map(record => record.title))
            )
        );
    });

    it('an autocomplete without a match says so in Persian', async () => {
        await openCreate('product-category');
        fireEvent.focus(input('parent_id'));
        fireEvent.change(input('parent_id'), { target: { value: 'دسته‌ای که نیست' } });
        const empty = await waitFor(
            () => {
                const element = document.querySelector('.MuiAutocomplete-noOptions');
                if (!element) throw new Error('no "no options" text yet');
                return element;
            }
        );
        expect(empty.textContent).toMatch(/[\u0600-\u06FF]/);
        expect(empty.textContent).not.toMatch(/[A-Za-z]/);
    });

    it('shows react-admin’s Persian required message at an empty required field and posts nothing', async () => {
        await openCreate('product-category');
        // save is disabled on a pristine form: type, then empty the field
        expect(screen.getByRole('button', { name: SAVE })).toBeDisabled();
        type('title', 'ط');
        type('title', '');
        await save();
        await waitFor(() => expect(helperOf('title')).toBe(REQUIRED));
        expect(input('title')).toHaveAttribute('aria-invalid', 'true');
        expect(calls('POST', '/admin/product-category')).toHaveLength(0);
        // the message goes once the field is filled, and then the form saves
        type('title', 'دسته پس از خطا');
        await waitFor(() => expect(helperOf('title')).not.toBe(REQUIRED));
        await save();
        await screen.findByText('دسته‌بندی محصول ثبت شد.');
        expect(calls('POST', '/admin/product-category').map(call => call.body)).toEqual([{ title: 'دسته پس از خطا' }]);
    });

    it('treats a title of only spaces as empty: the required message, and no POST', async () => {
        await openCreate('product-category');
        type('title', '   ');
        await save();
        await waitFor(() => expect(helperOf('title')).toBe(REQUIRED));
        expect(calls('POST', '/admin/product-category')).toHaveLength(0);
    });

    it('shows a 422’s joined field errors under the field and its message as a toast, keeping what was typed', async () => {
        const message = 'اطلاعات ارسال‌شده معتبر نیست.';
        server.use(
            http.post('*/admin/product-category', () =>
                HttpResponse.json(
                    { message, errors: { title: ['این عنوان قبلاً ثبت شده است.', 'عنوان دیگری انتخاب کنید.'] } },
                    { status: 422 }
                )
            )
        );
        await openCreate('product-category');
        type('title', 'طلا');
        await save();
        await waitFor(() => expect(helperOf('title')).toBe('این عنوان قبلاً ثبت شده است. عنوان دیگری انتخاب کنید.'));
        expect(input('title')).toHaveAttribute('aria-invalid', 'true');
        expect(input('title')).toHaveValue('طلا');
        // still on the create form
        expect(screen.getByRole('button', { name: SAVE })).toBeInTheDocument();
        expect(calls('POST', '/admin/product-category')).toHaveLength(1);
        // docs/openapi.yaml, conventions: the server's message as an error toast
        expect(await screen.findByText(message)).toBeInTheDocument();
    });
});

describe('generated edit form', () => {
    it('loads the record into the form, and PUT carries all fields plus the id', async () => {
        const records = seeded('product-category');
        const record = records.find(r => r.parent_id != null)!;
        const parent = records.find(r => r.id === record.parent_id)!;
        renderScreen(`/product-category/${record.id}`);
        await waitFor(() => expect(input('title')).toHaveValue(String(record.title)));
        // the parent reference shows the parent's title
        await waitFor(() => expect(input('parent_id')).toHaveValue(String(parent.title)));
        expect(calls('GET', `/admin/product-category/${record.id}`)).not.toHaveLength(0);

        type('title', `  ${record.title} ویرایش‌شده `);
        await save();
        await screen.findByText('دسته‌بندی محصول ویرایش شد.');
        const puts = calls('PUT', `/admin/product-category/${record.id}`);
        expect(puts).toHaveLength(1);
        const body = puts[0].body as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual(Object.keys(record).sort());
        expect({ ...body, id: String(body.id) }).toEqual({ ...record, id: String(record.id), title: `${record.title} ویرایش‌شده` });
        expect(store.get('product-category')!.get(record.id)!.title).toBe(`${record.title} ویرایش‌شده`);
        // back on the list, with the change
        expect(await screen.findByText(`${record.title} ویرایش‌شده`)).toBeInTheDocument();
    });

    it('PUT sends the id as the API gave it (a number), not as the URL’s text', async () => {
        const record = seeded('product-category')[0];
        renderScreen(`/product-category/${record.id}`);
        await waitFor(() => expect(input('title')).toHaveValue(String(record.title)));
        type('title', 'عنوان تازه');
        await save();
        await screen.findByText('دسته‌بندی محصول ویرایش شد.');
        expect(calls('PUT', `/admin/product-category/${record.id}`).map(call => (call.body as { id: unknown }).id)).toEqual([record.id]);
    });
});

describe('a record that does not exist', () => {
    it('shows a Persian error and keeps the app (menu and list) on screen', { timeout: WHOLE_APP_TIMEOUT }, async () => {
        renderAdmin('/product-category/9999');
        const notification = await screen.findByText('مورد پیدا نشد');
        expect(notification.textContent).toMatch(/[\u0600-\u06FF]/);
        expect(calls('GET', '/admin/product-category/9999')).not.toHaveLength(0);
        // the menu's items come once the screen is shown (src/layout/Menu.tsx)
        const menu = await screen.findByRole('menu', { name: 'آمار و اطلاعات' });
        expect(within(menu).getByText('دسته‌بندی محصولات')).toBeInTheDocument();
        // the dashboard, every resource, and the activity log
        expect(within(menu).getAllByRole('menuitem').length).toBe(definitions.length + 2);
        // the app falls back to the list instead of a blank page
        await screen.findByText(pageRange(seeded('product-category').length));
        expect(requests.some(request => request.path.startsWith('/admin/') && (request.method === 'PUT' || request.method === 'POST'))).toBe(false);
    });
});
