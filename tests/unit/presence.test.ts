import { presenceHub } from '../../src/realtime/presence/hub';
import { createRoom } from '../../src/realtime/presence/room';
import { acquireRoom, othersDeciding, presenceChannelName, reportState } from '../../src/realtime/presence/rooms';
import { createStateSender } from '../../src/realtime/presence/throttle';
import { fakePresenceConnection } from '../support/fakePresence';

const ME = '7';
const ali = { name: 'علی', avatar: null };
const sara = { name: 'سارا', avatar: 'https://example.com/s.png' };

describe('the room: the others on a record', () => {
    it('never lists this admin, keyed by user_id (a repeated member_added is one member)', () => {
        const room = createRoom();
        room.reset(ME, [
            { id: ME, info: { name: 'من' } },
            { id: '8', info: ali },
        ]);
        expect(room.others().map(member => member.id)).toEqual(['8']);
        room.add('9', sara);
        room.add('9', sara); // Sara's second tab on a server that repeats it
        room.add(ME, { name: 'من' }); // this admin's own second tab
        expect(room.others()).toEqual([
            { id: '8', name: 'علی', avatar: null, state: 'viewing' },
            { id: '9', name: 'سارا', avatar: 'https://example.com/s.png', state: 'viewing' },
        ]);
        room.remove('8');
        expect(room.others().map(member => member.id)).toEqual(['9']);
    });

    it('takes a member’s state from client-activity; malformed ones and strangers are ignored', () => {
        const room = createRoom();
        room.reset(ME, [{ id: '8', info: ali }]);
        const seen: number[] = [];
        room.subscribe(() => seen.push(room.others().length));
        room.activity('8', { state: 'deciding' });
        room.activity('8', { state: 'sleeping' });
        room.activity('8', 'deciding');
        room.activity('99', { state: 'editing' });
        expect(room.others()).toEqual([{ id: '8', name: 'علی', avatar: null, state: 'deciding' }]);
        expect(seen).toEqual([1]);
        // a new subscription keeps what is known of who stays
        room.reset(ME, [{ id: '8', info: ali }]);
        expect(room.others()[0].state).toBe('deciding');
    });

    it('user_info is text or nothing: a name that is not a string is empty, an empty avatar none', () => {
        const room = createRoom();
        room.reset(ME, [{ id: '8', info: { name: { html: '<b>x</b>' }, avatar: '' } }]);
        expect(room.others()[0]).toMatchObject({ name: '', avatar: null });
    });

    it('clear hides everyone (refused, dropped, left)', () => {
        const room = createRoom();
        room.reset(ME, [{ id: '8', info: ali }]);
        room.clear();
        expect(room.others()).toEqual([]);
    });
});

describe('the own state sender', () => {
    function clock() {
        let now = 0;
        const timers: Array<{ at: number; run: () => void } | null> = [];
        return {
            now: () => now,
            setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }) - 1,
            clearTimeout: (id: unknown) => {
                timers[id as number] = null;
            },
            advance(ms: number) {
                now += ms;
                timers.forEach((timer, index) => {
                    if (timer && timer.at <= now) {
                        timers[index] = null;
                        timer.run();
                    }
                });
            },
        };
    }

    it('sends at once, then at most once a second, always ending with the last state', () => {
        const time = clock();
        const sent: Array<[string, number]> = [];
        const sender = createStateSender(state => sent.push([state, time.now()]), 1000, time);
        sender.set('editing');
        sender.set('deciding');
        sender.set('editing');
        time.advance(500);
        sender.set('deciding');
        expect(sent).toEqual([['editing', 0]]);
        time.advance(500);
        expect(sent).toEqual([
            ['editing', 0],
            ['deciding', 1000],
        ]);
        sender.set('viewing');
        time.advance(1000);
        expect(sent.at(-1)).toEqual(['viewing', 2000]);
        expect(sent).toHaveLength(3);
    });

    it('sends nothing when the state comes back within the second to what the others know', () => {
        const time = clock();
        const sent: string[] = [];
        const sender = createStateSender(state => sent.push(state), 1000, time);
        sender.set('editing');
        sender.set('viewing');
        sender.set('viewing');
        time.advance(1000);
        expect(sent).toEqual(['editing', 'viewing']);
        // a focus that comes and goes inside the second after the last one: the others know it all
        sender.set('editing');
        sender.set('viewing');
        time.advance(5000);
        expect(sent).toEqual(['editing', 'viewing']);
    });

    it('tells a newcomer the state again unless viewing', () => {
        const time = clock();
        const sent: string[] = [];
        const sender = createStateSender(state => sent.push(state), 1000, time);
        sender.resend();
        expect(sent).toEqual([]);
        sender.set('deciding');
        time.advance(2000);
        sender.resend();
        expect(sent).toEqual(['deciding', 'deciding']);
    });
});

describe('rooms on the live connection', () => {
    afterEach(() => presenceHub.set(null));

    it('joins presence-{resource}.{id} once however many parts of the page hold it, and leaves with the last', () => {
        const connection = fakePresenceConnection();
        presenceHub.set(connection.join);
        const name = presenceChannelName('receipt', 12);
        expect(name).toBe('presence-receipt.12');
        const first = acquireRoom(name);
        const second = acquireRoom(name);
        expect(connection.joined.map(entry => entry.name)).toEqual([name]);
        first();
        expect(connection.joined[0].left).toBe(false);
        second();
        expect(connection.joined[0].left).toBe(true);
    });

    it('joins when the connection opens after the page, and again on a new connection', () => {
        const name = presenceChannelName('receipt', 13);
        const release = acquireRoom(name);
        const first = fakePresenceConnection();
        presenceHub.set(first.join);
        expect(first.joined).toHaveLength(1);
        const second = fakePresenceConnection();
        presenceHub.set(second.join);
        expect(first.joined[0].left).toBe(true);
        expect(second.joined).toHaveLength(1);
        release();
    });

    it('sends the busiest state of the page’s parts; others deciding are known; a refusal hides them', () => {
        const connection = fakePresenceConnection();
        presenceHub.set(connection.join);
        const release = acquireRoom(presenceChannelName('receipt', 14));
        const [channel] = connection.joined;
        channel.handlers.onMembers(ME, [
            { id: ME, info: { name: 'من' } },
            { id: '8', info: ali },
        ]);
        const form = Symbol('form');
        const decision = Symbol('decision');
        reportState('receipt', 14, form, 'editing');
        reportState('receipt', 14, decision, 'deciding'); // inside the second: sent when it is up
        expect(channel.sent).toEqual([['client-activity', { state: 'editing' }]]);

        expect(othersDeciding('receipt', 14)).toEqual([]);
        channel.handlers.onActivity('8', { state: 'deciding' });
        expect(othersDeciding('receipt', 14).map(member => member.name)).toEqual(['علی']);
        expect(othersDeciding('receipt', 99)).toEqual([]);

        channel.handlers.onLost();
        expect(othersDeciding('receipt', 14)).toEqual([]);
        release();
        // a record whose page is closed sends nothing
        reportState('receipt', 14, form, 'editing');
        expect(channel.sent).toHaveLength(1);
    });
});
