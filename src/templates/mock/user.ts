import { HttpResponse } from 'msw';
import {
    seedAddressBook,
    seedCards,
    seedFollowers,
    seedFriends,
    seedGallery,
    seedInvoices,
    seedProfile,
    seedUserCards,
    seedUserPosts,
    type NotificationSettings,
} from './data/user';
import { db } from './db';
import { errorResponse, jsonBody, kitGet, kitPost } from './util';

const FLAGS: Array<keyof NotificationSettings> = ['activityComments', 'activityAnswers', 'activityFollows', 'applicationNews', 'applicationProduct', 'applicationBlog'];

/**
 * `GET /api/user/profile` → {profile}; `/api/user/all` → {users} (user cards);
 * `/api/user/manage-users` → {users} (status active or banned); `/api/user/social/followers` →
 * {followers}; `/api/user/social/friends` → {friends}; `/api/user/social/gallery` → {gallery};
 * `/api/user/account/cards` → {cards}; `/api/user/account/address-book` → {addressBook};
 * `/api/user/account/invoices` → {invoices}; `/api/user/account/notifications-settings` →
 * {notifications}; `/api/user/posts` → {posts}. Kit additions: `POST
 * /api/user/account/notifications-settings` {notifications} → {notifications};
 * `POST /api/user/manage-users/status` {userId, status} → {user} (404 'User not found').
 */
export const userHandlers = [
    kitGet('/api/user/profile', () => HttpResponse.json({ profile: seedProfile() })),
    kitGet('/api/user/all', () => HttpResponse.json({ users: seedUserCards() })),
    kitGet('/api/user/manage-users', () => HttpResponse.json({ users: db.managedUsers })),
    kitPost('/api/user/manage-users/status', async ({ request }) => {
        const body = await jsonBody(request);
        const user = db.managedUsers.find(item => item.id === body.userId);
        if (!user) return errorResponse(404, 'User not found');
        if (body.status !== 'active' && body.status !== 'banned') return errorResponse(400, 'Status must be active or banned');
        user.status = body.status;
        return HttpResponse.json({ user });
    }),
    kitGet('/api/user/social/followers', () => HttpResponse.json({ followers: seedFollowers() })),
    kitGet('/api/user/social/friends', () => HttpResponse.json({ friends: seedFriends() })),
    kitGet('/api/user/social/gallery', () => HttpResponse.json({ gallery: seedGallery() })),
    kitGet('/api/user/account/cards', () => HttpResponse.json({ cards: seedCards() })),
    kitGet('/api/user/account/address-book', () => HttpResponse.json({ addressBook: seedAddressBook() })),
    kitGet('/api/user/account/invoices', () => HttpResponse.json({ invoices: seedInvoices() })),
    kitGet('/api/user/account/notifications-settings', () => HttpResponse.json({ notifications: db.notificationSettings })),
    kitPost('/api/user/account/notifications-settings', async ({ request }) => {
        const input = (await jsonBody(request)).notifications as Partial<Record<string, unknown>> | undefined;
        if (!input || FLAGS.some(flag => input[flag] !== undefined && typeof input[flag] !== 'boolean')) {
            return errorResponse(400, 'Notification settings must be true or false');
        }
        for (const flag of FLAGS) if (typeof input[flag] === 'boolean') db.notificationSettings[flag] = input[flag];
        return HttpResponse.json({ notifications: db.notificationSettings });
    }),
    kitGet('/api/user/posts', () => HttpResponse.json({ posts: seedUserPosts() })),
];
