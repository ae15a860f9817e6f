import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, Form, TextInput } from 'react-admin';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { authProvider, i18nProvider } from '../../src/appProviders';
import { adminIdOf } from '../../src/mock/auth';
import { store } from '../../src/mock/store';
import { cachedAdminKey, currentAdmin, forgetAdmin } from '../../src/providers/currentAdmin';
import { draftsStorageKey } from '../../src/providers/draftKeys';
import { TOKEN_KEY } from '../../src/providers/session';
import { DraftKeeper, LeaveBlocker } from '../../src/resources/drafts';
import { drafts } from '../../src/resources/drafts/store';
import { http, HttpResponse } from 'msw';
import { calls, server, startMockServer } from '../support/mockServer';
import { signInAs } from '../support/renderAdmin';
import { renderScreen } from '../support/renderScreen';

startMockServer();
beforeEach(() => forgetAdmin());

const ADMIN = '09121234567';
const OTHER = '09127654321';

const input = (name: string) => {
    const element = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (!element) throw new Error(`no input ${name}`);
    return element;
};

/** Signs in as that admin, as a sign-in does: the token, then the admin's answer cached. */
/** How the browser knows an admin of the mock: by the `id` its /admin/me answers. */
const keyOf = (mobile: string) => `id:${adminIdOf(mobile)}`;

async function signIn(mobile: string) {
    signInAs(mobile);
    forgetAdmin();
    await currentAdmin();
}

const category = () => [...store.get('product-category')!.all()][0];

describe('a generated edit form keeps a draft', () => {
    it('writes what is typed for this admin and record, offers it back when the form opens again, and restore fills the form for saving', async () => {
        await signIn(ADMIN);
        const record = category();
        const first = renderScreen(`/product-category/${record.id}`);
        await waitFor(() => expect(input('title')).toHaveValue(String(record.title)));
        fireEvent.change(input('title'), { target: { value: 'عنوان نیمه‌کاره' } });
        await waitFor(() => expect(drafts.read(keyOf(ADMIN), `product-category:${record.id}`)?.values).toEqual({ title: 'عنوان نیمه‌کاره' }));
        first.unmount();

        // the same admin opens the record again (after a new sign-in, a reload, a closed tab)
        renderScreen(`/product-category/${record.id}`);
        const offer = await screen.findByTestId('draft-offer');
        expect(within(offer).getByText('عنوان')).toBeInTheDocument();
        expect(within(offer).getByText('عنوان نیمه‌کاره')).toBeInTheDocument();
        expect(within(offer).getByText(/امروز ساعت/)).toBeInTheDocument();
        // offered, not applied
        expect(input('title')).toHaveValue(String(record.title));

        fireEvent.click(within(offer).getByRole('button', { name: 'بازگرداندن پیش‌نویس' }));
        await waitFor(() => expect(input('title')).toHaveValue('عنوان نیمه‌کاره'));
        expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument();

        // dirty: saving works at once, and the saved record's draft is gone
        const save = screen.getByRole('button', { name: 'ذخیره' });
        await waitFor(() => expect(save).toBeEnabled());
        fireEvent.click(save);
        await screen.findByText('دسته‌بندی محصول ویرایش شد.');
        expect((calls('PUT', `/admin/product-category/${record.id}`)[0].body as { title: string }).title).toBe('عنوان نیمه‌کاره');
        expect(drafts.read(keyOf(ADMIN), `product-category:${record.id}`)).toBeNull();
    });

    it('is never offered to another admin on the same browser, and discard removes it', async () => {
        const record = category();
        drafts.write(keyOf(ADMIN), `product-category:${record.id}`, { title: 'از مدیر اول' });

        // the admin who wrote it is offered it (the offer's code is loaded from here on)
        await signIn(ADMIN);
        const own = renderScreen(`/product-category/${record.id}`);
        expect(within(await screen.findByTestId('draft-offer')).getByText('از مدیر اول')).toBeInTheDocument();
        own.unmount();

        // another admin on this browser opens the same record: the form, and no offer
        await signIn(OTHER);
        const other = renderScreen(`/product-category/${record.id}`);
        await waitFor(() => expect(input('title')).toHaveValue(String(record.title)));
        expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument();
        other.unmount();

        await signIn(ADMIN);
        renderScreen(`/product-category/${record.id}`);
        const offer = await screen.findByTestId('draft-offer');
        fireEvent.click(within(offer).getByRole('button', { name: 'دور انداختن' }));
        await waitFor(() => expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument());
        expect(input('title')).toHaveValue(String(record.title));
        expect(drafts.read(keyOf(ADMIN), `product-category:${record.id}`)).toBeNull();
    });

    it('a save the server answers with 401 keeps the draft: signed out, not saved', async () => {
        await signIn(ADMIN);
        const record = category();
        renderScreen(`/product-category/${record.id}`);
        await waitFor(() => expect(input('title')).toHaveValue(String(record.title)));
        fireEvent.change(input('title'), { target: { value: 'نیمه‌کاره پیش از ۴۰۱' } });
        await waitFor(() => expect(drafts.read(keyOf(ADMIN), `product-category:${record.id}`)).not.toBeNull());
        server.use(http.put('*/admin/product-category/:id', () => HttpResponse.json({ message: 'ابتدا وارد شوید.' }, { status: 401 })));
        const save = screen.getByRole('button', { name: 'ذخیره' });
        await waitFor(() => expect(save).toBeEnabled());
        fireEvent.click(save);
        await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull());
        await waitFor(() => expect(calls('PUT', `/admin/product-category/${record.id}`)).toHaveLength(1));
        expect(drafts.read(keyOf(ADMIN), `product-category:${record.id}`)?.values).toEqual({ title: 'نیمه‌کاره پیش از ۴۰۱' });
    });

    it('a create form keeps its draft under "create", removed once the record is created', async () => {
        await signIn(ADMIN);
        const first = renderScreen('/product-category/create');
        const title = await waitFor(() => input('title'));
        fireEvent.change(title, { target: { value: 'دسته‌ای تازه' } });
        await waitFor(() => expect(drafts.read(keyOf(ADMIN), 'product-category:create')?.values).toMatchObject({ title: 'دسته‌ای تازه' }));
        first.unmount();

        renderScreen('/product-category/create');
        fireEvent.click(within(await screen.findByTestId('draft-offer')).getByRole('button', { name: 'بازگرداندن پیش‌نویس' }));
        await waitFor(() => expect(input('title')).toHaveValue('دسته‌ای تازه'));
        fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
        await waitFor(() => expect(calls('POST', '/admin/product-category')).toHaveLength(1));
        await waitFor(() => expect(drafts.read(keyOf(ADMIN), 'product-category:create')).toBeNull());
    });
});

describe('sign-out and drafts', () => {
    it('a deliberate sign-out removes that admin’s drafts; a 401’s sign-out keeps them', async () => {
        await signIn(ADMIN);
        const key = cachedAdminKey();
        expect(key).toBe(keyOf(ADMIN));
        drafts.write(key, 'bank:create', { title: 'ملت' });
        drafts.write(keyOf(OTHER), 'bank:create', { title: 'تجارت' });

        await authProvider.checkError!(Object.assign(new Error('401'), { status: 401 })).catch(() => undefined);
        await authProvider.logout!({});
        expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
        expect(drafts.read(key, 'bank:create')?.values).toEqual({ title: 'ملت' });

        await signIn(ADMIN);
        await authProvider.logout!({ deliberate: true });
        expect(localStorage.getItem(draftsStorageKey(key!))).toBeNull();
        // another admin's drafts on this browser are theirs to keep
        expect(drafts.read(keyOf(OTHER), 'bank:create')?.values).toEqual({ title: 'تجارت' });
    });
});

describe('the leave question', () => {
    /** The draft keeper drawn only when asked: a form whose keeper starts after the first keystroke. */
    const LateKeeper = () => {
        const [shown, setShown] = useState(false);
        return shown ? (
            <DraftKeeper draftKey="note:create" labels={{ note: 'یادداشت' }} />
        ) : (
            <button type="button" onClick={() => setShown(true)}>
                نگه‌دار
            </button>
        );
    };

    /** A form with a draft inside a data router (as the app's), and a link out of it. */
    function renderForm({ keeperLater = false }: { keeperLater?: boolean } = {}) {
        const router = createMemoryRouter(
            [
                {
                    element: (
                        <AdminContext i18nProvider={i18nProvider}>
                            <LeaveBlocker />
                            <Link to="/elsewhere">جای دیگر</Link>
                            <Outlet />
                        </AdminContext>
                    ),
                    children: [
                        {
                            path: '/form',
                            element: (
                                <Form record={{ note: '' }} onSubmit={() => undefined}>
                                    {keeperLater ? <LateKeeper /> : <DraftKeeper draftKey="note:create" labels={{ note: 'یادداشت' }} />}
                                    <TextInput source="note" label="یادداشت" />
                                </Form>
                            ),
                        },
                        { path: '*', element: <p>صفحهٔ دیگر</p> },
                    ],
                },
            ],
            { initialEntries: ['/start', '/form'], initialIndex: 1 }
        );
        render(<RouterProvider router={router} />);
        return router;
    }

    it('asks before an in-app link, the router or the back button leaves unsaved changes; staying keeps them, leaving drops them', { timeout: 90_000 }, async () => {
        await signIn(ADMIN);
        const router = renderForm();
        // nothing typed: no question
        fireEvent.change(await screen.findByRole('textbox', { name: 'یادداشت' }), { target: { value: 'نیمه‌کاره' } });
        await waitFor(() => expect(drafts.read(keyOf(ADMIN), 'note:create')).not.toBeNull());

        fireEvent.click(screen.getByRole('link', { name: 'جای دیگر' }));
        const question = await screen.findByRole('dialog', { name: 'این صفحه را ترک می‌کنید؟' });
        fireEvent.click(within(question).getByRole('button', { name: 'ماندن در صفحه' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(router.state.location.pathname).toBe('/form');
        expect(screen.getByRole('textbox', { name: 'یادداشت' })).toHaveValue('نیمه‌کاره');

        void router.navigate(-1);
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ماندن در صفحه' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(router.state.location.pathname).toBe('/form');

        void router.navigate('/elsewhere');
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ترک صفحه' }));
        await screen.findByText('صفحهٔ دیگر');
        expect(router.state.location.pathname).toBe('/elsewhere');
        expect(drafts.read(keyOf(ADMIN), 'note:create')).toBeNull();
    });

    it('asks about a back button pressed the moment after the first keystroke, before React has had another turn', async () => {
        await signIn(ADMIN);
        const router = renderForm();
        const box = await screen.findByRole<HTMLInputElement>('textbox', { name: 'یادداشت' });
        // As in a browser, React's scheduled work waits for a task of its own (no act() here, which
        // would run it at once): the keystroke, then the back button in the same task.
        const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
        const before = reactAct.IS_REACT_ACT_ENVIRONMENT;
        reactAct.IS_REACT_ACT_ENVIRONMENT = false;
        try {
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'نیمه‌کاره');
            box.dispatchEvent(new Event('input', { bubbles: true }));
            void router.navigate(-1);
        } finally {
            reactAct.IS_REACT_ACT_ENVIRONMENT = before;
        }
        const question = await screen.findByRole('dialog', { name: 'این صفحه را ترک می‌کنید؟' });
        expect(router.state.location.pathname).toBe('/form');
        fireEvent.click(within(question).getByRole('button', { name: 'ماندن در صفحه' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(screen.getByRole('textbox', { name: 'یادداشت' })).toHaveValue('نیمه‌کاره');
    });

    it('knows of what was typed before its keeper started: asked about, and kept as a draft', async () => {
        await signIn(ADMIN);
        const router = renderForm({ keeperLater: true });
        fireEvent.change(await screen.findByRole('textbox', { name: 'یادداشت' }), { target: { value: 'زود تایپ‌شده' } });
        fireEvent.click(screen.getByRole('button', { name: 'نگه‌دار' }));
        await waitFor(() => expect(drafts.read(keyOf(ADMIN), 'note:create')?.values).toEqual({ note: 'زود تایپ‌شده' }));
        void router.navigate(-1);
        const question = await screen.findByRole('dialog', { name: 'این صفحه را ترک می‌کنید؟' });
        fireEvent.click(within(question).getByRole('button', { name: 'ماندن در صفحه' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(router.state.location.pathname).toBe('/form');
    });

    it('does not hold a 401’s sign-out: without a session the page is left at once, the draft kept', async () => {
        await signIn(ADMIN);
        const router = renderForm();
        fireEvent.change(await screen.findByRole('textbox', { name: 'یادداشت' }), { target: { value: 'نیمه‌کاره' } });
        localStorage.removeItem(TOKEN_KEY);
        void router.navigate('/login');
        await screen.findByText('صفحهٔ دیگر');
        expect(router.state.location.pathname).toBe('/login');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(drafts.read(keyOf(ADMIN), 'note:create')?.values).toEqual({ note: 'نیمه‌کاره' });
    });

    it('asks the browser before a reload or closing the tab, only while changes are unsaved', async () => {
        await signIn(ADMIN);
        renderForm();
        const unload = () => {
            const event = new Event('beforeunload', { cancelable: true });
            window.dispatchEvent(event);
            return event.defaultPrevented;
        };
        const box = await screen.findByRole('textbox', { name: 'یادداشت' });
        expect(unload()).toBe(false);
        fireEvent.change(box, { target: { value: 'نیمه‌کاره' } });
        await waitFor(() => expect(unload()).toBe(true));
        fireEvent.change(box, { target: { value: '' } });
        await waitFor(() => expect(unload()).toBe(false));
    });
});
