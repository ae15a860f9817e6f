import { daysAgo } from '../util';
import { people } from './people';

/** The kanban board's columns and cards. */
export interface KanbanCard {
    id: string;
    name: string;
    description: string;
    assignee: Array<{ id: string; name: string; avatar: string }>;
    due: [string | null, string | null];
    attachments: string[];
    comments: Array<{ id: string; avatar: string; name: string; createdAt: string; messageType: 'text'; message: string }>;
    completed: boolean;
}

export interface KanbanColumn {
    id: string;
    name: string;
    cardIds: string[];
}

export interface KanbanBoard {
    cards: Record<string, KanbanCard>;
    columns: Record<string, KanbanColumn>;
    columnOrder: string[];
}

const CARD_NAMES = [
    'طراحی صفحهٔ فاکتور', 'بررسی رسیدهای معوق', 'به‌روزرسانی قیمت محصولات', 'تماس با مشتریان عمده',
    'آماده‌سازی گزارش ماهانه', 'رفع خطای صفحهٔ سبد خرید', 'عکاسی محصولات جدید', 'آموزش پشتیبان‌ها',
];

export const seedKanbanBoard = (): KanbanBoard => {
    const cards: Record<string, KanbanCard> = {};
    CARD_NAMES.forEach((name, index) => {
        const id = `card-${index + 1}`;
        const person = people[(index * 3) % people.length];
        cards[id] = {
            id,
            name,
            description: 'جزئیات کار در این قسمت نوشته می‌شود.',
            assignee: [{ id: person.id, name: person.name, avatar: '' }],
            due: [daysAgo(-index), daysAgo(-index - 3)],
            attachments: [],
            comments: index % 3 === 0 ? [{ id: `${id}-comment-1`, avatar: '', name: people[1].name, createdAt: daysAgo(1), messageType: 'text', message: 'لطفاً تا آخر هفته تمام شود.' }] : [],
            completed: index >= 6,
        };
    });
    const columns: Record<string, KanbanColumn> = {
        'column-1': { id: 'column-1', name: 'برای انجام', cardIds: ['card-1', 'card-2', 'card-3'] },
        'column-2': { id: 'column-2', name: 'در حال انجام', cardIds: ['card-4', 'card-5', 'card-6'] },
        'column-3': { id: 'column-3', name: 'انجام‌شده', cardIds: ['card-7', 'card-8'] },
    };
    return { cards, columns, columnOrder: ['column-1', 'column-2', 'column-3'] };
};
