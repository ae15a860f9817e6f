import { HttpResponse } from 'msw';
import type { KanbanCard } from './data/kanban';
import { db, newId } from './db';
import { errorResponse, jsonBody, kitGet, kitPost } from './util';

const name = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * `GET /api/kanban/board` → {board: {cards, columns, columnOrder}};
 * `POST /api/kanban/columns/new` {name} → {column}; `POST /api/kanban/columns/update`
 * {columnId, updateColumn: {name}} → {column}; `POST /api/kanban/columns/delete` {columnId} →
 * {columnId} (its cards are removed too). Kit additions for the board's other moves:
 * `POST /api/kanban/cards/new` {columnId, card: {name, description?}} → {card};
 * `POST /api/kanban/cards/move` {cardId, toColumnId, toIndex} → {board};
 * `POST /api/kanban/columns/move` {columnId, toIndex} → {board};
 * `POST /api/kanban/cards/update` {cardId, updateCard} → {card}; `POST /api/kanban/cards/delete` {cardId} → {cardId}.
 * Unknown ids: 404 'Column not found' / 'Card not found'; an empty name: 400 'Name is required'.
 */
export const kanbanHandlers = [
    kitGet('/api/kanban/board', () => HttpResponse.json({ board: db.board })),
    kitPost('/api/kanban/columns/new', async ({ request }) => {
        const columnName = name((await jsonBody(request)).name);
        if (!columnName) return errorResponse(400, 'Name is required');
        const column = { id: newId('column'), name: columnName, cardIds: [] };
        db.board.columns[column.id] = column;
        db.board.columnOrder.push(column.id);
        return HttpResponse.json({ column });
    }),
    kitPost('/api/kanban/columns/update', async ({ request }) => {
        const body = await jsonBody(request);
        const column = db.board.columns[String(body.columnId)];
        if (!column) return errorResponse(404, 'Column not found');
        const columnName = name((body.updateColumn as { name?: unknown } | undefined)?.name);
        if (!columnName) return errorResponse(400, 'Name is required');
        column.name = columnName;
        return HttpResponse.json({ column });
    }),
    kitPost('/api/kanban/columns/delete', async ({ request }) => {
        const columnId = String((await jsonBody(request)).columnId);
        const column = db.board.columns[columnId];
        if (!column) return errorResponse(404, 'Column not found');
        for (const cardId of column.cardIds) delete db.board.cards[cardId];
        delete db.board.columns[columnId];
        db.board.columnOrder = db.board.columnOrder.filter(id => id !== columnId);
        return HttpResponse.json({ columnId });
    }),
    kitPost('/api/kanban/columns/move', async ({ request }) => {
        const body = await jsonBody(request);
        const columnId = String(body.columnId);
        if (!db.board.columns[columnId]) return errorResponse(404, 'Column not found');
        const order = db.board.columnOrder.filter(id => id !== columnId);
        order.splice(Math.max(0, Math.min(Number(body.toIndex) || 0, order.length)), 0, columnId);
        db.board.columnOrder = order;
        return HttpResponse.json({ board: db.board });
    }),
    kitPost('/api/kanban/cards/new', async ({ request }) => {
        const body = await jsonBody(request);
        const column = db.board.columns[String(body.columnId)];
        if (!column) return errorResponse(404, 'Column not found');
        const input = (body.card ?? {}) as Partial<KanbanCard>;
        const cardName = name(input.name);
        if (!cardName) return errorResponse(400, 'Name is required');
        const card: KanbanCard = {
            id: newId('card'),
            name: cardName,
            description: typeof input.description === 'string' ? input.description : '',
            assignee: [],
            due: [null, null],
            attachments: [],
            comments: [],
            completed: false,
        };
        db.board.cards[card.id] = card;
        column.cardIds.push(card.id);
        return HttpResponse.json({ card });
    }),
    kitPost('/api/kanban/cards/update', async ({ request }) => {
        const body = await jsonBody(request);
        const card = db.board.cards[String(body.cardId)];
        if (!card) return errorResponse(404, 'Card not found');
        const input = (body.updateCard ?? {}) as Partial<KanbanCard>;
        if (input.name !== undefined) {
            if (!name(input.name)) return errorResponse(400, 'Name is required');
            card.name = name(input.name);
        }
        if (typeof input.description === 'string') card.description = input.description;
        if (typeof input.completed === 'boolean') card.completed = input.completed;
        return HttpResponse.json({ card });
    }),
    kitPost('/api/kanban/cards/move', async ({ request }) => {
        const body = await jsonBody(request);
        const cardId = String(body.cardId);
        const target = db.board.columns[String(body.toColumnId)];
        if (!db.board.cards[cardId]) return errorResponse(404, 'Card not found');
        if (!target) return errorResponse(404, 'Column not found');
        for (const column of Object.values(db.board.columns)) column.cardIds = column.cardIds.filter(id => id !== cardId);
        target.cardIds.splice(Math.max(0, Math.min(Number(body.toIndex) || 0, target.cardIds.length)), 0, cardId);
        return HttpResponse.json({ board: db.board });
    }),
    kitPost('/api/kanban/cards/delete', async ({ request }) => {
        const cardId = String((await jsonBody(request)).cardId);
        if (!db.board.cards[cardId]) return errorResponse(404, 'Card not found');
        delete db.board.cards[cardId];
        for (const column of Object.values(db.board.columns)) column.cardIds = column.cardIds.filter(id => id !== cardId);
        return HttpResponse.json({ cardId });
    }),
];
