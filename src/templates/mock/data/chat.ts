import { daysAgo, seeded } from '../util';
import { people, type Person } from './people';

/** A chat conversation and a contact. */
export type Contact = Person;

export interface ChatMessage {
    id: string;
    body: string;
    contentType: 'text' | 'image';
    attachments: string[];
    createdAt: string;
    senderId: string;
}

export interface Conversation {
    id: string;
    type: 'ONE_TO_ONE' | 'GROUP';
    participants: Contact[];
    unreadCount: number;
    messages: ChatMessage[];
}

/** The signed-in user of the kit's chat (a participant of every conversation). */
export const CHAT_ME: Contact = {
    ...people[0],
    id: 'me',
    name: 'نیلوفر شریفی',
    username: 'niloofar',
    email: 'demo@zar.ir',
    status: 'online',
};

const LINES = [
    'سلام، وقت بخیر!',
    'قیمت امروز سکه را دیدی؟',
    'بله، نسبت به دیروز کمی بالا رفته.',
    'فاکتور سفارش دیروز را فرستادم.',
    'ممنون، بررسی می‌کنم و خبر می‌دهم.',
    'جلسهٔ فردا ساعت ده است؟',
    'بله، در دفتر مرکزی.',
    'لطفاً گزارش هفتگی را تا ظهر آماده کن.',
    'حتماً، تا یک ساعت دیگر می‌فرستم.',
    'عالی شد، دستت درد نکند 🌟',
];

export const seedContacts = (): Contact[] => people.slice(1).map(person => ({ ...person }));

export const seedConversations = (): Conversation[] => {
    const random = seeded(21);
    const contacts = seedContacts();
    const oneToOne = contacts.slice(0, 8).map((contact, index): Conversation => {
        const count = random.int(3, 8);
        const messages = Array.from({ length: count }, (_, m): ChatMessage => ({
            id: `c${index + 1}-m${m + 1}`,
            body: LINES[(index + m) % LINES.length],
            contentType: 'text',
            attachments: [],
            createdAt: daysAgo(index, (count - m) * 0.5),
            senderId: m % 2 === 0 ? contact.id : CHAT_ME.id,
        }));
        return {
            id: `conversation-${index + 1}`,
            type: 'ONE_TO_ONE',
            participants: [CHAT_ME, contact],
            unreadCount: index < 3 ? index + 1 : 0,
            messages,
        };
    });
    const group: Conversation = {
        id: 'conversation-group-1',
        type: 'GROUP',
        participants: [CHAT_ME, ...contacts.slice(8, 12)],
        unreadCount: 2,
        messages: contacts.slice(8, 12).map((contact, m) => ({
            id: `g1-m${m + 1}`,
            body: LINES[(m + 4) % LINES.length],
            contentType: 'text',
            attachments: [],
            createdAt: daysAgo(0, 4 - m),
            senderId: contact.id,
        })),
    };
    return [group, ...oneToOne];
};
