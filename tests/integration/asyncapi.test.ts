import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { type LiveKind } from '../../src/mock/live/kinds';
import { fire } from '../../src/mock/live/player';
import { announceResources } from '../../src/mock/served';
import { CHANNEL_EVENTS, XAU_EVENTS } from '../../src/realtime/pipeline';
import { PRESENCE_STATES } from '../../src/realtime/presence/room';
import { presenceChannelName } from '../../src/realtime/presence/rooms';
import { startMockServer } from '../support/mockServer';
import { decideApprovalAsColleague, requestAsColleague } from '../../src/mock/colleague';
import { observePublished, type Published } from '../../src/mock/live/server';
import { store } from '../../src/mock/store';
import { decideApproval } from '../../src/mock/approvals';

/** The mock's live events, each kind, checked against the payloads of docs/asyncapi.yaml. */
startMockServer();

type Json = Record<string, unknown>;
const doc = parse(readFileSync(resolve(__dirname, '../../docs/asyncapi.yaml'), 'utf8')) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, 'asyncapi');
const messages = (doc.components as Json).messages as Record<string, { name: string }>;
const messageKey = (event: string) => Object.entries(messages).find(([, message]) => message.name === event)?.[0];

describe('docs/asyncapi.yaml', () => {
    it('describes every event the admin listens to', () => {
        for (const event of [...CHANNEL_EVENTS, ...XAU_EVENTS]) expect(messageKey(event), event).toBeDefined();
    });

    it('describes the presence channel: its member events and client-activity with the page’s states', () => {
        for (const event of ['pusher_internal:subscription_succeeded', 'pusher_internal:member_added', 'pusher_internal:member_removed', 'client-activity']) {
            expect(messageKey(event), event).toBeDefined();
        }
        const validate = ajv.getSchema(`asyncapi#/components/messages/${messageKey('client-activity')}/payload`)!;
        for (const state of PRESENCE_STATES) expect(validate({ state }), state).toBe(true);
        expect(validate({ state: 'typing' })).toBe(false);
        expect(((doc.channels as Json).recordPresence as Json).address).toBe(presenceChannelName('{resource}', '{id}'));
    });

    it.each<[LiveKind, string]>([
        ['order', 'order.created'],
        ['order_auto', 'order.created'],
        ['order_update', 'order.updated'],
        ['receipt', 'receipt.created'],
        ['notification', 'notification'],
        ['vector', 'stat.updated'],
        ['notices', 'notices.updated'],
        ['me', 'me.updated'],
        ['price', 'xau.updated'],
    ])('the mock’s %s event fits the %s payload', (kind, event) => {
        const data = fire(kind);
        expect(data).not.toBeNull();
        const validate = ajv.getSchema(`asyncapi#/components/messages/${messageKey(event)}/payload`)!;
        const valid = validate({ data });
        expect(valid ? [] : validate.errors).toEqual([]);
    });

    it('the mock’s resources.updated fits its payload', () => {
        const published: unknown[] = [];
        const stop = observePublished(({ event, payload }) => {
            if (event === 'resources.updated') published.push(payload);
        });
        announceResources();
        stop();
        expect(published).toHaveLength(1);
        const validate = ajv.getSchema(`asyncapi#/components/messages/${messageKey('resources.updated')}/payload`)!;
        expect(validate(published[0]) ? [] : validate.errors).toEqual([]);
        expect(validate({ data: { x: 1 } })).toBe(false);
    });

    it('the mock’s approval.requested and approval.decided fit their payloads', () => {
        const published: Published[] = [];
        const stop = observePublished(event => published.push(event));
        const receipts = store.get('receipt')!.all().filter(record => record.status === 'pending');
        const first = requestAsColleague('receipt', receipts[0].id)!;
        expect(decideApproval(first.id, { status: 'approved' }, { id: 99, name: 'بررسی‌کننده' })?.status).toBe(200);
        const second = requestAsColleague('receipt', receipts[1].id)!;
        expect(decideApproval(second.id, { status: 'cancelled' }, { id: 2, name: 'سارا محمدی' })?.status).toBe(200);
        expect(decideApprovalAsColleague('approved')).toBeNull();
        stop();
        const approvals = published.filter(event => event.event.startsWith('approval.'));
        expect(approvals.map(event => event.event)).toEqual(['approval.requested', 'approval.decided', 'approval.requested', 'approval.decided']);
        for (const event of approvals) {
            const validate = ajv.getSchema(`asyncapi#/components/messages/${messageKey(event.event)}/payload`)!;
            const valid = validate(event.payload);
            expect(valid ? [] : validate.errors).toEqual([]);
        }
    });
});
