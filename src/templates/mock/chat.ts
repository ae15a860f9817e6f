import { HttpResponse } from 'msw';
import { CHAT_ME, type ChatMessage, type Conversation } from './data/chat';
import { db, newId } from './db';
import { errorResponse, jsonBody, kitGet, kitPost, param } from './util';

const findConversation = (key: string | null) =>
    key ? db.conversations.find(item => item.id === key || (item.type === 'ONE_TO_ONE' && item.participants.some(p => p.username === key))) : undefined;

/**
 * `GET /api/chat/contacts` → {contacts}; `GET /api/chat/search?query=` → {results};
 * `GET /api/chat/participants?conversationKey=` → {participants};
 * `GET /api/chat/conversations` → {conversations}; `GET /api/chat/conversation?conversationKey=`
 * (a conversation id or a contact's username) → {conversation}, 404 'Unable to find the contact';
 * `GET /api/chat/conversation/mark-as-seen?conversationId=` → {conversationId} (unreadCount 0);
 * `POST /api/chat/messages/new` {conversationId, message: {body}} → {conversationId, message},
 * 400 'Invalid conversation id'; `POST /api/chat/conversation/new` {contactId, message: {body}} →
 * {conversation} (an existing one-to-one conversation with that contact gets the message).
 */
export const chatHandlers = [
    kitGet('/api/chat/contacts', () => HttpResponse.json({ contacts: db.contacts })),
    kitGet('/api/chat/search', ({ request }) => {
        const query = (param(request, 'query') ?? '').trim().toLowerCase();
        const results = query ? db.contacts.filter(item => item.name.toLowerCase().includes(query) || item.username.includes(query)) : [];
        return HttpResponse.json({ results });
    }),
    kitGet('/api/chat/participants', ({ request }) => {
        const conversation = findConversation(param(request, 'conversationKey'));
        if (!conversation) return errorResponse(404, 'Unable to find the contact');
        return HttpResponse.json({ participants: conversation.participants.filter(p => p.id !== CHAT_ME.id) });
    }),
    kitGet('/api/chat/conversations', () => HttpResponse.json({ conversations: db.conversations })),
    kitGet('/api/chat/conversation/mark-as-seen', ({ request }) => {
        const conversation = findConversation(param(request, 'conversationId'));
        if (!conversation) return errorResponse(400, 'Invalid conversation id');
        conversation.unreadCount = 0;
        return HttpResponse.json({ conversationId: conversation.id });
    }),
    kitGet('/api/chat/conversation', ({ request }) => {
        const conversation = findConversation(param(request, 'conversationKey'));
        if (!conversation) return errorResponse(404, 'Unable to find the contact');
        return HttpResponse.json({ conversation });
    }),
    kitPost('/api/chat/messages/new', async ({ request }) => {
        const body = await jsonBody(request);
        const conversation = findConversation(typeof body.conversationId === 'string' ? body.conversationId : null);
        if (!conversation) return errorResponse(400, 'Invalid conversation id');
        const text = typeof (body.message as { body?: unknown })?.body === 'string' ? (body.message as { body: string }).body.trim() : '';
        if (!text) return errorResponse(400, 'Message body is required');
        const message: ChatMessage = { id: newId('message'), body: text, contentType: 'text', attachments: [], createdAt: new Date().toISOString(), senderId: CHAT_ME.id };
        conversation.messages.push(message);
        return HttpResponse.json({ conversationId: conversation.id, message });
    }),
    kitPost('/api/chat/conversation/new', async ({ request }) => {
        const body = await jsonBody(request);
        const contact = db.contacts.find(item => item.id === body.contactId);
        if (!contact) return errorResponse(404, 'Unable to find the contact');
        const text = typeof (body.message as { body?: unknown })?.body === 'string' ? (body.message as { body: string }).body.trim() : '';
        if (!text) return errorResponse(400, 'Message body is required');
        let conversation = db.conversations.find(item => item.type === 'ONE_TO_ONE' && item.participants.some(p => p.id === contact.id));
        if (!conversation) {
            conversation = { id: newId('conversation'), type: 'ONE_TO_ONE', participants: [CHAT_ME, contact], unreadCount: 0, messages: [] } satisfies Conversation;
            db.conversations.unshift(conversation);
        }
        conversation.messages.push({ id: newId('message'), body: text, contentType: 'text', attachments: [], createdAt: new Date().toISOString(), senderId: CHAT_ME.id });
        return HttpResponse.json({ conversation });
    }),
];
