// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import Pusher, { type Channel, type Options, type PresenceChannel } from 'pusher-js';
import { parse } from 'yaml';
import { adminIdOf, issueToken } from '../../src/mock/auth';
import { enablePresenceBus, placeColleague, removeColleague, setColleagueState, type PresenceBus } from '../../src/mock/live/presence';
import { channelAuth } from '../../src/mock/live/protocol';
import { resetPlayer } from '../../src/mock/live/player';
import { writeMockSettings } from '../../src/mock/settings';
import { dataProvider } from '../../src/providers/dataProvider';
import { parseBroadcastingInfo } from '../../src/realtime/broadcastingInfo';
import { pusherOptions } from '../../src/realtime/connection';
import { startMockServer } from '../support/mockServer';

/**
 * The mock's presence channels (docs/asyncapi.yaml, `presence-{resource}.{id}`) with the real
 * pusher-js against the msw/node server: authorisation with channel_data, the members hash,
 * member_added/removed once per user, client events relayed with the sender's user_id, the
 * simulated colleagues and the tabs' bus; the frames checked against docs/asyncapi.yaml.
 */
startMockServer();

const API = 'http://localhost:3000';
const ALI = '09121111111';
const SARA = '09122222222';
// a member is known by the admin's /admin/me id
const ALI_ID = String(adminIdOf(ALI));
const SARA_ID = String(adminIdOf(SARA));
const CHANNEL = 'presence-receipt.12';
const open: Pusher[] = [];

type Json = Record<string, unknown>;
const doc = parse(readFileSync(resolve(__dirname, '../../docs/asyncapi.yaml'), 'utf8')) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(doc, 'asyncapi');
const fits = (message: string, payload: unknown) => {
    const validate = ajv.getSchema(`asyncapi#/components/messages/${message}/payload`)!;
    return validate(payload) ? [] : validate.errors;
};

beforeEach(() => localStorage.setItem('token', issueToken(ALI)));
afterEach(() => {
    open.splice(0).forEach(pusher => pusher.disconnect());
    localStorage.clear();
    resetPlayer();
});

function within<T>(what: string, listen: (done: (value: T) => void) => void, ms = 3000): Promise<T> {
    return new Promise<T>((resolvePromise, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
        listen(value => {
            clearTimeout(timer);
            resolvePromise(value);
        });
    });
}

async function authorise(mobile: string, socketId: string, channel: string) {
    const response = await fetch(`${API}/broadcasting/auth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${issueToken(mobile)}` },
        body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
    });
    return { status: response.status, json: (await response.json()) as { auth: string; channel_data?: string } };
}

/** A pusher-js client of this admin (its own token: two admins in one test). */
async function client(mobile: string): Promise<Pusher> {
    const info = parseBroadcastingInfo(await dataProvider.broadcastingInfo());
    const options: Options = {
        ...pusherOptions(info),
        channelAuthorization: {
            customHandler: ({ socketId, channelName }, callback) => {
                authorise(mobile, socketId, channelName).then(
                    ({ status, json }) => (status === 200 ? callback(null, json) : callback(new Error(String(status)), null)),
                    error => callback(error as Error, null)
                );
            },
        },
    };
    const pusher = new Pusher(info.key, options);
    open.push(pusher);
    return pusher;
}

const join = (pusher: Pusher, channel = CHANNEL) =>
    within<PresenceChannel>(`subscription to ${channel}`, done => {
        const subscription = pusher.subscribe(channel) as PresenceChannel;
        subscription.bind('pusher:subscription_succeeded', () => done(subscription));
    });

const next = <T>(channel: Channel, event: string, ms?: number) =>
    within<T[]>(`${event} on ${channel.name}`, done => {
        const handler = (...args: unknown[]) => {
            channel.unbind(event, handler);
            done(args as T[]);
        };
        channel.bind(event, handler);
    }, ms);

const memberIds = (channel: PresenceChannel) => {
    const ids: string[] = [];
    channel.members.each((member: { id: string }) => ids.push(member.id));
    return ids.sort();
};

describe('presence authorisation', () => {
    it('signs a record’s presence channel with channel_data naming the signed-in admin (id, else mobile)', async () => {
        const { status, json } = await authorise(ALI, '12.345', CHANNEL);
        expect(status).toBe(200);
        const data = JSON.parse(json.channel_data!);
        expect(data).toEqual({ user_id: ALI_ID, user_info: { name: expect.any(String), avatar: null } });
        expect(json.auth).toBe(channelAuth('12.345', CHANNEL, json.channel_data));
        expect(fits('presenceMemberAdded', data)).toEqual([]);
    });

    it('refused (403) or absent (no channel_data) as the developer setting says; other channels unchanged', async () => {
        writeMockSettings({ presence: 'refused' });
        expect((await authorise(ALI, '12.345', CHANNEL)).status).toBe(403);
        expect((await authorise(ALI, '12.345', 'private-xau')).status).toBe(200);
        writeMockSettings({ presence: 'absent' });
        const absent = await authorise(ALI, '12.345', CHANNEL);
        expect(absent.status).toBe(200);
        expect(absent.json.channel_data).toBeUndefined();
    });
});

describe('presence channels over the mock socket', () => {
    it('members hash on subscription; member_added and member_removed once per user (two tabs count once)', async () => {
        const ali = await client(ALI);
        const aliChannel = await join(ali);
        expect(memberIds(aliChannel)).toEqual([ALI_ID]);
        expect(aliChannel.members.me.id).toBe(ALI_ID);

        const added = next<{ id: string; info: { name: string } }>(aliChannel, 'pusher:member_added');
        const sara = await client(SARA);
        const saraChannel = await join(sara);
        expect((await added)[0].id).toBe(SARA_ID);
        expect(memberIds(saraChannel)).toEqual([ALI_ID, SARA_ID].sort());

        // Sara's second tab: nobody hears of it
        const seen: string[] = [];
        aliChannel.bind('pusher:member_added', (member: { id: string }) => seen.push(`+${member.id}`));
        aliChannel.bind('pusher:member_removed', (member: { id: string }) => seen.push(`-${member.id}`));
        const saraTab = await client(SARA);
        const tabChannel = await join(saraTab);
        expect(memberIds(tabChannel)).toEqual([ALI_ID, SARA_ID].sort());
        saraTab.unsubscribe(CHANNEL);
        // the last of Sara's sockets leaves: then, and only then, member_removed
        const removed = next<{ id: string }>(aliChannel, 'pusher:member_removed');
        sara.unsubscribe(CHANNEL);
        expect((await removed)[0].id).toBe(SARA_ID);
        expect(seen).toEqual([`-${SARA_ID}`]);
    });

    it('relays client-activity to the other members with the sender’s user_id, not back to the sender', async () => {
        const ali = await client(ALI);
        const sara = await client(SARA);
        const aliChannel = await join(ali);
        const saraChannel = await join(sara);
        const echoed: unknown[] = [];
        saraChannel.bind('client-activity', (data: unknown) => echoed.push(data));
        const heard = next<unknown>(aliChannel, 'client-activity');
        expect(saraChannel.trigger('client-activity', { state: 'deciding' })).toBe(true);
        const [data, metadata] = await heard;
        expect(data).toEqual({ state: 'deciding' });
        expect(metadata).toEqual({ user_id: SARA_ID });
        expect(fits('clientActivity', data)).toEqual([]);
        // a round trip after it: Sara's own event did not come back
        const again = next<unknown>(saraChannel, 'client-activity');
        aliChannel.trigger('client-activity', { state: 'viewing' });
        expect((await again)[0]).toEqual({ state: 'viewing' });
        expect(echoed).toEqual([{ state: 'viewing' }]);
    });

    it('the frames fit docs/asyncapi.yaml; a forged channel_data and a client event off presence are refused', async () => {
        const socket = new WebSocket('ws://localhost:3000/app/zar-mock-key?protocol=7&client=js&version=8.6.0&flash=false');
        const frames: Array<{ event: string; channel?: string; data: string }> = [];
        socket.addEventListener('message', event => frames.push(JSON.parse(String(event.data))));
        const frame = (event: string) =>
            within<{ event: string; data: string }>(event, done => {
                const check = () => {
                    const found = frames.find(item => item.event === event);
                    if (found) done(found);
                    else setTimeout(check, 5);
                };
                check();
            });
        const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }));
        try {
            const { socket_id: socketId } = JSON.parse((await frame('pusher:connection_established')).data);
            const { json } = await authorise(ALI, socketId, CHANNEL);
            const forged = JSON.stringify({ user_id: '1', user_info: { name: 'x' } });
            send('pusher:subscribe', { channel: CHANNEL, auth: json.auth, channel_data: forged });
            expect(JSON.parse((await frame('pusher:subscription_error')).data)).toMatchObject({ status: 401 });
            send('pusher:subscribe', { channel: CHANNEL, auth: json.auth, channel_data: json.channel_data });
            const succeeded = JSON.parse((await frame('pusher_internal:subscription_succeeded')).data);
            expect(succeeded.presence).toMatchObject({ ids: [ALI_ID], count: 1 });
            expect(fits('presenceSubscriptionSucceeded', succeeded)).toEqual([]);

            placeColleague(CHANNEL, '9001');
            const added = JSON.parse((await frame('pusher_internal:member_added')).data);
            expect(added).toEqual({ user_id: '9001', user_info: { name: 'مریم احمدی', avatar: null } });
            expect(fits('presenceMemberAdded', added)).toEqual([]);
            setColleagueState(CHANNEL, '9001', 'editing');
            const activity = (await frame('client-activity')) as { data: string; user_id?: string };
            expect([JSON.parse(activity.data), activity.user_id]).toEqual([{ state: 'editing' }, '9001']);
            removeColleague(CHANNEL, '9001');
            const removed = JSON.parse((await frame('pusher_internal:member_removed')).data);
            expect(removed).toEqual({ user_id: '9001' });
            expect(fits('presenceMemberRemoved', removed)).toEqual([]);

            socket.send(JSON.stringify({ event: 'client-activity', channel: 'private-xau', data: { state: 'viewing' } }));
            expect(JSON.parse((await frame('pusher:error')).data).message).toMatch(/presence/);
        } finally {
            socket.close();
        }
    });

    it('a server without presence refuses the subscription', async () => {
        writeMockSettings({ presence: 'absent' });
        const ali = await client(ALI);
        const subscription = ali.subscribe(CHANNEL);
        await within('subscription_error', done => subscription.bind('pusher:subscription_error', done));
        expect(subscription.subscribed).toBe(false);
    });

    it('another tab’s members and client events come over the bus; this tab’s joins go out on it', async () => {
        const posted: Array<Record<string, unknown>> = [];
        let deliver: (message: never) => void = () => undefined;
        const bus: PresenceBus = {
            post: message => posted.push(message as never),
            listen: receive => {
                deliver = receive as never;
                return () => undefined;
            },
        };
        enablePresenceBus(bus);
        expect(posted).toEqual([expect.objectContaining({ type: 'sync' })]);
        const ali = await client(ALI);
        const channel = await join(ali);
        expect(posted).toContainEqual(expect.objectContaining({ type: 'join', channel: CHANNEL, member: expect.objectContaining({ user_id: ALI_ID }) }));

        const added = next<{ id: string }>(channel, 'pusher:member_added');
        const member = { user_id: SARA, user_info: { name: 'سارا', avatar: null } };
        deliver({ type: 'join', tab: 'other', key: '1.1', channel: CHANNEL, member } as never);
        expect((await added)[0].id).toBe(SARA);
        const activity = next<unknown>(channel, 'client-activity');
        deliver({ type: 'client', tab: 'other', channel: CHANNEL, event: 'client-activity', data: '{"state":"deciding"}', user_id: SARA } as never);
        expect(await activity).toEqual([{ state: 'deciding' }, { user_id: SARA }]);
        channel.trigger('client-activity', { state: 'editing' });
        await within('the client event on the bus', done => {
            const check = () => (posted.some(message => message.type === 'client') ? done(true) : setTimeout(check, 5));
            check();
        });
        expect(posted).toContainEqual(expect.objectContaining({ type: 'client', user_id: ALI_ID, data: '{"state":"editing"}' }));
        const removed = next<{ id: string }>(channel, 'pusher:member_removed');
        deliver({ type: 'leave', tab: 'other', key: '1.1', channel: CHANNEL } as never);
        expect((await removed)[0].id).toBe(SARA);
    });
});
