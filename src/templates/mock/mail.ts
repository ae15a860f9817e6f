import { HttpResponse } from 'msw';
import { SYSTEM_LABELS, type Mail, type MailLabel } from './data/mail';
import { db } from './db';
import { errorResponse, jsonBody, kitGet, kitPost, param } from './util';

const inLabel = (label: string) => (mail: Mail): boolean => {
    switch (label) {
        case 'all':
            return mail.folder !== 'trash' && mail.folder !== 'spam';
        case 'important':
            return mail.isImportant;
        case 'starred':
            return mail.isStarred;
        default:
            return (SYSTEM_LABELS as readonly string[]).includes(label) ? mail.folder === label : mail.labelIds.includes(label);
    }
};

const labels = (): MailLabel[] => [
    ...SYSTEM_LABELS.map(id => ({ id, type: 'system' as const, name: id, unreadCount: db.mails.filter(m => m.isUnread && inLabel(id)(m)).length })),
    ...db.customLabels.map(label => ({ ...label, unreadCount: db.mails.filter(m => m.isUnread && inLabel(label.id)(m)).length })),
];

const byDate = (a: Mail, b: Mail) => b.createdAt.localeCompare(a.createdAt);

/**
 * `GET /api/mail/labels` → {labels} (system labels by folder or flag, custom labels, unread counts);
 * `GET /api/mail/mails?systemLabel=inbox|…` or `?customLabel=label_work` → {mails} newest first;
 * `GET /api/mail/mail?mailId=` → {mail}, 404 'Mail not found';
 * `POST /api/mail/update` {mailId, isStarred?, isImportant?, isUnread?} → {mail} (the kit's own
 * addition, so stars, importance and reading survive a reload of the list).
 */
export const mailHandlers = [
    kitGet('/api/mail/labels', () => HttpResponse.json({ labels: labels() })),
    kitGet('/api/mail/mails', ({ request }) => {
        const label = param(request, 'customLabel') ?? param(request, 'systemLabel') ?? 'inbox';
        return HttpResponse.json({ mails: db.mails.filter(inLabel(label)).sort(byDate) });
    }),
    kitGet('/api/mail/mail', ({ request }) => {
        const mail = db.mails.find(item => item.id === param(request, 'mailId'));
        if (!mail) return errorResponse(404, 'Mail not found');
        return HttpResponse.json({ mail });
    }),
    kitPost('/api/mail/update', async ({ request }) => {
        const body = await jsonBody(request);
        const mail = db.mails.find(item => item.id === body.mailId);
        if (!mail) return errorResponse(404, 'Mail not found');
        for (const flag of ['isStarred', 'isImportant', 'isUnread'] as const) {
            if (typeof body[flag] === 'boolean') mail[flag] = body[flag];
        }
        return HttpResponse.json({ mail });
    }),
];
