// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_PAGE_STEP, BLOG_POST_COUNT } from '../../src/templates/mock/data/blog';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/templates/mock/data/account';
import { resetKitDb } from '../../src/templates/mock/db';
import { kitHandlers } from '../../src/templates/mock/handlers';
import { signKitToken, KIT_TOKEN_LIFETIME_S } from '../../src/templates/mock/jwt';
import { kitMockControls } from '../../src/templates/mock/util';

// Contract tests of the kit's mock API (README, Template kit: its template-only calls, their mock
// errors and the mock itself): status codes, English messages, shapes and transitions.
const server = setupServer(...kitHandlers);
beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // every call answers at once, except where the wait itself is tested
    kitMockControls.setWaits(false);
});
afterAll(() => {
    server.close();
    kitMockControls.setWaits(true);
});
beforeEach(() => resetKitDb());
afterEach(() => kitMockControls.clearFailures());

const url = (path: string) => new URL(path, window.location.origin).toString();
async function call<T = Record<string, unknown>>(path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await fetch(url(path), {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, data: (await response.json()) as T & { message?: string } };
}
const get = call;
const post = <T = Record<string, unknown>>(path: string, body: unknown) => call<T>(path, { body });

describe('account', () => {
    it('signs in after about a second with a 5-day token and the user without its password', async () => {
        kitMockControls.setWaits(true);
        const started = Date.now();
        const { status, data } = await post<{ accessToken: string; user: Record<string, unknown> }>('/api/account/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD }).finally(() =>
            kitMockControls.setWaits(false)
        );
        expect(Date.now() - started).toBeGreaterThanOrEqual(950);
        expect(status).toBe(200);
        expect(data.user).toMatchObject({ email: DEMO_EMAIL, role: 'admin' });
        expect(data.user).not.toHaveProperty('password');
        const claims = JSON.parse(atob(data.accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number; iat: number };
        expect(claims.exp - claims.iat).toBe(5 * 24 * 3600);
        expect(claims.exp * 1000).toBeGreaterThan(Date.now() + 4.9 * 86_400_000);
    });

    it('refuses an unknown email and a wrong password with 400 and the kit API’s messages', async () => {
        const unknown = await post('/api/account/login', { email: 'nobody@zar.ir', password: 'x' });
        expect(unknown).toEqual({ status: 400, data: { message: 'There is no user corresponding to the email address.' } });
        const wrong = await post('/api/account/login', { email: DEMO_EMAIL, password: 'nope' });
        expect(wrong).toEqual({ status: 400, data: { message: 'Wrong password' } });
    });

    it('registers a new account once, then refuses the same email', async () => {
        const body = { email: 'new@zar.ir', password: 'secret12', firstName: 'آرش', lastName: 'نوری' };
        const first = await post<{ accessToken: string; user: { displayName: string; role: string } }>('/api/account/register', body);
        expect(first.status).toBe(200);
        expect(first.data.user).toMatchObject({ displayName: 'آرش نوری', role: 'user' });
        const again = await post('/api/account/register', { ...body, email: 'NEW@zar.ir' });
        expect(again).toEqual({ status: 400, data: { message: 'There already exists an account with the given email address.' } });
        const login = await post('/api/account/login', { email: 'new@zar.ir', password: 'secret12' });
        expect(login.status).toBe(200);
    });

    it('answers my-account only with a valid, unexpired token', async () => {
        expect(await get('/api/account/my-account')).toEqual({ status: 401, data: { message: 'Authorization token missing' } });
        const bad = await get('/api/account/my-account', { headers: { Authorization: 'Bearer abc.def.ghi' } });
        expect(bad).toEqual({ status: 401, data: { message: 'Invalid authorization token' } });
        const expired = signKitToken('account-1', Date.now() - (KIT_TOKEN_LIFETIME_S + 60) * 1000);
        expect((await get('/api/account/my-account', { headers: { Authorization: `Bearer ${expired}` } })).status).toBe(401);
        const ok = await get<{ user: { email: string } }>('/api/account/my-account', { headers: { Authorization: `Bearer ${signKitToken('account-1')}` } });
        expect(ok.status).toBe(200);
        expect(ok.data.user.email).toBe(DEMO_EMAIL);
    });
});

describe('chat', () => {
    it('lists contacts and finds them by name', async () => {
        const { data } = await get<{ contacts: Array<{ name: string; status: string }> }>('/api/chat/contacts');
        expect(data.contacts.length).toBeGreaterThan(10);
        expect(new Set(data.contacts.map(c => c.status))).toEqual(new Set(['online', 'offline', 'away', 'busy']));
        const name = data.contacts[2].name.split(' ')[0];
        const search = await get<{ results: Array<{ name: string }> }>(`/api/chat/search?query=${encodeURIComponent(name)}`);
        expect(search.data.results.length).toBeGreaterThan(0);
        expect(search.data.results.every(c => c.name.includes(name))).toBe(true);
    });

    it('gives conversations, one conversation, its participants, and 404 for an unknown one', async () => {
        const { data } = await get<{ conversations: Array<{ id: string; type: string; unreadCount: number }> }>('/api/chat/conversations');
        expect(data.conversations.some(c => c.type === 'GROUP')).toBe(true);
        const unread = data.conversations.find(c => c.unreadCount > 0)!;
        const one = await get<{ conversation: { id: string; messages: unknown[] } }>(`/api/chat/conversation?conversationKey=${unread.id}`);
        expect(one.data.conversation.id).toBe(unread.id);
        const participants = await get<{ participants: Array<{ id: string }> }>(`/api/chat/participants?conversationKey=${unread.id}`);
        expect(participants.data.participants.length).toBeGreaterThan(0);
        expect(participants.data.participants.some(p => p.id === 'me')).toBe(false);
        expect(await get('/api/chat/conversation?conversationKey=nope')).toEqual({ status: 404, data: { message: 'Unable to find the contact' } });
        expect((await get('/api/chat/participants?conversationKey=nope')).status).toBe(404);
    });

    it('mark-as-seen sets unreadCount to 0', async () => {
        const { data } = await get<{ conversations: Array<{ id: string; unreadCount: number }> }>('/api/chat/conversations');
        const unread = data.conversations.find(c => c.unreadCount > 0)!;
        expect((await get(`/api/chat/conversation/mark-as-seen?conversationId=${unread.id}`)).data).toEqual({ conversationId: unread.id });
        const after = await get<{ conversation: { unreadCount: number } }>(`/api/chat/conversation?conversationKey=${unread.id}`);
        expect(after.data.conversation.unreadCount).toBe(0);
    });

    it('sends a message, refuses an invalid conversation id, and starts a conversation', async () => {
        const sent = await post<{ conversationId: string; message: { body: string; senderId: string } }>('/api/chat/messages/new', { conversationId: 'conversation-1', message: { body: 'سلام!' } });
        expect(sent.status).toBe(200);
        expect(sent.data.message).toMatchObject({ body: 'سلام!', senderId: 'me' });
        const thread = await get<{ conversation: { messages: Array<{ body: string }> } }>('/api/chat/conversation?conversationKey=conversation-1');
        expect(thread.data.conversation.messages.at(-1)?.body).toBe('سلام!');
        expect(await post('/api/chat/messages/new', { conversationId: 'x', message: { body: 'a' } })).toEqual({ status: 400, data: { message: 'Invalid conversation id' } });
        const contacts = await get<{ contacts: Array<{ id: string }> }>('/api/chat/contacts');
        const lonely = contacts.data.contacts.at(-1)!;
        const created = await post<{ conversation: { id: string; participants: Array<{ id: string }> } }>('/api/chat/conversation/new', { contactId: lonely.id, message: { body: 'شروع' } });
        expect(created.data.conversation.participants.map(p => p.id)).toContain(lonely.id);
        expect((await get<{ conversations: Array<{ id: string }> }>('/api/chat/conversations')).data.conversations[0].id).toBe(created.data.conversation.id);
    });
});

describe('mail', () => {
    it('has system and custom labels whose unread counts match their mails', async () => {
        const { data } = await get<{ labels: Array<{ id: string; type: string; unreadCount: number }> }>('/api/mail/labels');
        expect(data.labels.filter(l => l.type === 'system').map(l => l.id)).toEqual(expect.arrayContaining(['all', 'inbox', 'spam', 'promotions', 'starred', 'important']));
        expect(data.labels.some(l => l.type === 'custom')).toBe(true);
        for (const label of data.labels.slice(0, 4)) {
            const param = label.type === 'system' ? `systemLabel=${label.id}` : `customLabel=${label.id}`;
            const mails = await get<{ mails: Array<{ isUnread: boolean }> }>(`/api/mail/mails?${param}`);
            expect(mails.data.mails.filter(m => m.isUnread).length).toBe(label.unreadCount);
        }
    });

    it('lists each folder by folder, custom labels by label, and finds one mail or 404', async () => {
        for (const folder of ['inbox', 'spam', 'promotions']) {
            const { data } = await get<{ mails: Array<{ folder: string }> }>(`/api/mail/mails?systemLabel=${folder}`);
            expect(data.mails.length).toBeGreaterThan(0);
            expect(data.mails.every(m => m.folder === folder)).toBe(true);
        }
        const work = await get<{ mails: Array<{ id: string; labelIds: string[] }> }>('/api/mail/mails?customLabel=label_work');
        expect(work.data.mails.every(m => m.labelIds.includes('label_work'))).toBe(true);
        const mail = await get<{ mail: { id: string } }>(`/api/mail/mail?mailId=${work.data.mails[0].id}`);
        expect(mail.data.mail.id).toBe(work.data.mails[0].id);
        expect(await get('/api/mail/mail?mailId=nope')).toEqual({ status: 404, data: { message: 'Mail not found' } });
    });

    it('stars a mail so it appears under starred', async () => {
        const inbox = await get<{ mails: Array<{ id: string; isStarred: boolean }> }>('/api/mail/mails?systemLabel=inbox');
        const plain = inbox.data.mails.find(m => !m.isStarred)!;
        await post('/api/mail/update', { mailId: plain.id, isStarred: true });
        const starred = await get<{ mails: Array<{ id: string }> }>('/api/mail/mails?systemLabel=starred');
        expect(starred.data.mails.map(m => m.id)).toContain(plain.id);
        expect((await post('/api/mail/update', { mailId: 'nope', isStarred: true })).status).toBe(404);
    });
});

describe('blog', () => {
    it('has 23 posts, pages of 11 and 5 recent ones', async () => {
        const all = await get<{ posts: Array<{ id: string; title: string }> }>('/api/blog/posts/all');
        expect(all.data.posts).toHaveLength(BLOG_POST_COUNT);
        const pages = await Promise.all([0, 11, 22].map(index => get<{ results: Array<{ id: string }>; maxLength: number }>(`/api/blog/posts?index=${index}&step=${BLOG_PAGE_STEP}`)));
        expect(pages.map(p => p.data.results.length)).toEqual([11, 11, 1]);
        expect(pages[0].data.maxLength).toBe(23);
        expect(pages.flatMap(p => p.data.results.map(r => r.id))).toEqual(all.data.posts.map(p => p.id));
        const recent = await get<{ recentPosts: Array<{ id: string }> }>(`/api/blog/posts/recent?id=${all.data.posts[0].id}`);
        expect(recent.data.recentPosts).toHaveLength(5);
        expect(recent.data.recentPosts.map(p => p.id)).not.toContain(all.data.posts[0].id);
    });

    it('finds a post by id or title, 404 otherwise, and searches titles', async () => {
        const all = await get<{ posts: Array<{ id: string; title: string }> }>('/api/blog/posts/all');
        const target = all.data.posts[3];
        expect((await get<{ post: { id: string } }>(`/api/blog/post?id=${target.id}`)).data.post.id).toBe(target.id);
        expect((await get<{ post: { id: string } }>(`/api/blog/post?title=${encodeURIComponent(target.title)}`)).data.post.id).toBe(target.id);
        expect(await get('/api/blog/post?id=nope')).toEqual({ status: 404, data: { message: 'Post not found' } });
        const search = await get<{ results: Array<{ title: string }> }>(`/api/blog/posts/search?query=${encodeURIComponent('سکه')}`);
        expect(search.data.results.length).toBeGreaterThan(0);
        expect(search.data.results.every(p => p.title.includes('سکه'))).toBe(true);
    });

    it('publishes a new post with an editor document, and refuses one without a title', async () => {
        const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'متن' }] }] };
        const created = await post<{ post: { id: string } }>('/api/blog/posts/new', { title: 'نوشتهٔ تازه', description: 'خلاصه', body, tags: ['طلا'] });
        expect(created.status).toBe(200);
        expect((await get<{ posts: Array<{ id: string }> }>('/api/blog/posts/all')).data.posts[0].id).toBe(created.data.post.id);
        expect((await post('/api/blog/posts/new', { title: ' ', description: 'x', body })).status).toBe(400);
    });
});

describe('calendar', () => {
    it('creates, updates and deletes an event', async () => {
        const before = (await get<{ events: unknown[] }>('/api/calendar/events')).data.events.length;
        const created = await post<{ event: { id: string; title: string } }>('/api/calendar/events/new', {
            newEvent: { title: 'دیدار', description: '', allDay: false, textColor: '#1890FF', start: '2026-11-20T06:00:00.000Z', end: '2026-11-20T07:00:00.000Z' },
        });
        expect(created.data.event.title).toBe('دیدار');
        const updated = await post<{ event: { start: string; title: string } }>('/api/calendar/events/update', { eventId: created.data.event.id, updateEvent: { start: '2026-11-22T06:00:00.000Z', end: '2026-11-22T07:00:00.000Z' } });
        expect(updated.data.event).toMatchObject({ title: 'دیدار', start: '2026-11-22T06:00:00.000Z' });
        expect((await get<{ events: unknown[] }>('/api/calendar/events')).data.events).toHaveLength(before + 1);
        expect((await post('/api/calendar/events/delete', { eventId: created.data.event.id })).data).toEqual({ eventId: created.data.event.id });
        expect((await get<{ events: unknown[] }>('/api/calendar/events')).data.events).toHaveLength(before);
    });

    it('refuses an end before the start, and unknown ids', async () => {
        const bad = await post('/api/calendar/events/new', { newEvent: { title: 'x', start: '2026-11-22T06:00:00Z', end: '2026-11-21T06:00:00Z' } });
        expect(bad).toEqual({ status: 400, data: { message: 'End date must be after start date' } });
        expect(await post('/api/calendar/events/update', { eventId: 'nope', updateEvent: {} })).toEqual({ status: 404, data: { message: 'Event not found' } });
        expect((await post('/api/calendar/events/delete', { eventId: 'nope' })).status).toBe(404);
    });
});

describe('products and kanban', () => {
    it('has 24 products and finds one, or 404', async () => {
        const { data } = await get<{ products: Array<{ id: string; inventoryType: string }> }>('/api/products');
        expect(data.products).toHaveLength(24);
        expect(new Set(data.products.map(p => p.inventoryType))).toEqual(new Set(['in_stock', 'low_stock', 'out_of_stock']));
        expect((await get<{ product: { id: string } }>(`/api/products/product?id=${data.products[5].id}`)).data.product.id).toBe(data.products[5].id);
        expect(await get('/api/products/product?id=nope')).toEqual({ status: 404, data: { message: 'Product not found' } });
    });

    type Board = { board: { cards: Record<string, unknown>; columns: Record<string, { name: string; cardIds: string[] }>; columnOrder: string[] } };
    it('adds, renames and deletes a column; deleting a column removes its cards', async () => {
        const { column } = (await post<{ column: { id: string } }>('/api/kanban/columns/new', { name: 'بازبینی' })).data;
        await post('/api/kanban/columns/update', { columnId: column.id, updateColumn: { name: 'بازبینی نهایی' } });
        let { board } = (await get<Board>('/api/kanban/board')).data;
        expect(board.columnOrder.at(-1)).toBe(column.id);
        expect(board.columns[column.id].name).toBe('بازبینی نهایی');
        const doomed = board.columns['column-1'].cardIds;
        expect(doomed.length).toBeGreaterThan(0);
        expect((await post('/api/kanban/columns/delete', { columnId: 'column-1' })).data).toEqual({ columnId: 'column-1' });
        ({ board } = (await get<Board>('/api/kanban/board')).data);
        expect(board.columnOrder).not.toContain('column-1');
        for (const id of doomed) expect(board.cards[id]).toBeUndefined();
        expect(await post('/api/kanban/columns/update', { columnId: 'nope', updateColumn: { name: 'a' } })).toEqual({ status: 404, data: { message: 'Column not found' } });
        expect(await post('/api/kanban/columns/new', { name: '  ' })).toEqual({ status: 400, data: { message: 'Name is required' } });
    });

    it('adds a card and moves it to another column', async () => {
        const { card } = (await post<{ card: { id: string } }>('/api/kanban/cards/new', { columnId: 'column-1', card: { name: 'کار تازه' } })).data;
        const moved = await post<Board>('/api/kanban/cards/move', { cardId: card.id, toColumnId: 'column-3', toIndex: 0 });
        expect(moved.data.board.columns['column-3'].cardIds[0]).toBe(card.id);
        expect(moved.data.board.columns['column-1'].cardIds).not.toContain(card.id);
        expect((await post('/api/kanban/cards/move', { cardId: 'nope', toColumnId: 'column-3', toIndex: 0 })).status).toBe(404);
    });
});

describe('user', () => {
    it.each([
        ['/api/user/profile', 'profile'],
        ['/api/user/all', 'users'],
        ['/api/user/social/followers', 'followers'],
        ['/api/user/social/friends', 'friends'],
        ['/api/user/social/gallery', 'gallery'],
        ['/api/user/account/cards', 'cards'],
        ['/api/user/account/address-book', 'addressBook'],
        ['/api/user/account/invoices', 'invoices'],
        ['/api/user/posts', 'posts'],
    ])('%s answers {%s}', async (path, key) => {
        const { status, data } = await get<Record<string, unknown>>(path);
        expect(status).toBe(200);
        expect(data[key]).toBeTruthy();
        if (Array.isArray(data[key])) expect((data[key] as unknown[]).length).toBeGreaterThan(0);
    });

    it('manage-users are active or banned, and a user can be banned', async () => {
        const { data } = await get<{ users: Array<{ id: string; status: string }> }>('/api/user/manage-users');
        expect(new Set(data.users.map(u => u.status))).toEqual(new Set(['active', 'banned']));
        const active = data.users.find(u => u.status === 'active')!;
        await post('/api/user/manage-users/status', { userId: active.id, status: 'banned' });
        const after = await get<{ users: Array<{ id: string; status: string }> }>('/api/user/manage-users');
        expect(after.data.users.find(u => u.id === active.id)?.status).toBe('banned');
        expect((await post('/api/user/manage-users/status', { userId: active.id, status: 'gone' })).status).toBe(400);
    });

    it('saves notification flags', async () => {
        const { data } = await get<{ notifications: Record<string, boolean> }>('/api/user/account/notifications-settings');
        expect(Object.keys(data.notifications).sort()).toEqual(['activityAnswers', 'activityComments', 'activityFollows', 'applicationBlog', 'applicationNews', 'applicationProduct']);
        await post('/api/user/account/notifications-settings', { notifications: { activityFollows: !data.notifications.activityFollows } });
        const after = await get<{ notifications: Record<string, boolean> }>('/api/user/account/notifications-settings');
        expect(after.data.notifications.activityFollows).toBe(!data.notifications.activityFollows);
        expect((await post('/api/user/account/notifications-settings', { notifications: { activityFollows: 'yes' } })).status).toBe(400);
    });
});

describe('unexpected errors', () => {
    it('answers 500 Internal server error, once, for a call asked to fail', async () => {
        kitMockControls.failNext('/api/kanban/board');
        expect(await get('/api/kanban/board')).toEqual({ status: 500, data: { message: 'Internal server error' } });
        expect((await get('/api/kanban/board')).status).toBe(200);
    });
});
