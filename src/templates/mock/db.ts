import { seedAccounts, type KitAccount } from './data/account';
import { seedBlogPosts, type BlogPost } from './data/blog';
import { seedCalendarEvents, type CalendarEvent } from './data/calendar';
import { seedContacts, seedConversations, type Contact, type Conversation } from './data/chat';
import { seedKanbanBoard, type KanbanBoard } from './data/kanban';
import { CUSTOM_LABELS, seedMails, type Mail } from './data/mail';
import { seedProducts, type KitProduct } from './data/products';
import {
    seedManagedUsers,
    seedNotificationSettings,
    type ManagedUser,
    type NotificationSettings,
} from './data/user';

/**
 * The kit mock API's state for one page load: seeded, changed by its POST calls, back to the
 * seed on reload or `resetKitDb()`.
 */
export interface KitDb {
    accounts: KitAccount[];
    contacts: Contact[];
    conversations: Conversation[];
    mails: Mail[];
    posts: BlogPost[];
    events: CalendarEvent[];
    board: KanbanBoard;
    products: KitProduct[];
    managedUsers: ManagedUser[];
    notificationSettings: NotificationSettings;
    customLabels: typeof CUSTOM_LABELS;
    nextId: number;
}

const seed = (): KitDb => ({
    accounts: seedAccounts(),
    contacts: seedContacts(),
    conversations: seedConversations(),
    mails: seedMails(),
    posts: seedBlogPosts(),
    events: seedCalendarEvents(),
    board: seedKanbanBoard(),
    products: seedProducts(),
    managedUsers: seedManagedUsers(),
    notificationSettings: seedNotificationSettings(),
    customLabels: CUSTOM_LABELS,
    nextId: 1,
});

export let db: KitDb = seed();

export function resetKitDb(): void {
    db = seed();
}

/** A fresh id for something created in the mock, `prefix-new-N`. */
export const newId = (prefix: string) => `${prefix}-new-${db.nextId++}`;
