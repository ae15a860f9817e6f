import type { Admin, AdminListener } from '../../src/providers/currentAdmin';
import { noticesHeardLive, takeAdminNotices } from '../../src/realtime/adminNotices';
import { liveStore } from '../../src/realtime/liveStore';

/** `/admin/me` as the menus' counts hear it: answers handed out by the test, each with when it was asked. */
const answers = vi.hoisted(() => ({ listeners: new Set<AdminListener>(), first: null as Promise<Admin> | null }));

vi.mock('../../src/providers/currentAdmin', () => ({
    onAdminAnswer: (listener: AdminListener) => {
        answers.listeners.add(listener);
        return () => answers.listeners.delete(listener);
    },
    currentAdmin: () => answers.first ?? Promise.reject(new Error('no answer yet')),
}));

const admin = (notices: Record<string, number>): Admin => ({ role: 'admin', accesses: [], notices });
const answer = (notices: Record<string, number>, sentAt: number) => answers.listeners.forEach(listener => listener(admin(notices), sentAt));

let stop: () => void = () => undefined;

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    answers.listeners.clear();
    answers.first = null;
    liveStore.reset();
});

afterEach(() => {
    stop();
    vi.useRealTimers();
});

describe("the menus' counts from /admin/me and from the channel", () => {
    it('an /admin/me answer is the whole set of counts: a menu it leaves out has nothing waiting', () => {
        stop = takeAdminNotices();
        answer({ order: 3, receipt: 2 }, 9_000);
        expect(liveStore.getState().notices).toEqual({ order: 3, receipt: 2 });
        answer({ order: 1 }, 9_500);
        expect(liveStore.getState().notices).toEqual({ order: 1 });
    });

    it('counts the channel said after an /admin/me was asked win over its answer, menu by menu; older ones do not', () => {
        stop = takeAdminNotices();
        answer({ order: 3, receipt: 2 }, 9_000);
        // at 10,000 ms the channel says 5 orders (and nothing of receipts)
        const heard = { order: 5 };
        liveStore.setNotices(heard);
        noticesHeardLive(heard);
        expect(liveStore.getState().notices).toEqual({ order: 5, receipt: 2 });
        // an /admin/me asked at 9,900 ms answers with what it counted then: the channel's orders
        // stay, its receipts (newer than the first answer's) are taken
        answer({ order: 4, receipt: 1 }, 9_900);
        expect(liveStore.getState().notices).toEqual({ order: 5, receipt: 1 });
        // one asked after the channel spoke is newer: its counts are taken whole
        answer({ order: 6, receipt: 1 }, 10_500);
        expect(liveStore.getState().notices).toEqual({ order: 6, receipt: 1 });
    });

    it('a menu the channel spoke of keeps its count when an older answer leaves it out', () => {
        stop = takeAdminNotices();
        answer({ order: 3 }, 9_000);
        const heard = { ticket: 2 };
        liveStore.setNotices(heard);
        noticesHeardLive(heard);
        answer({ order: 3 }, 9_900);
        expect(liveStore.getState().notices).toEqual({ order: 3, ticket: 2 });
        answer({ order: 3 }, 10_500);
        expect(liveStore.getState().notices).toEqual({ order: 3 });
    });

    it('the answer the page already had is taken at the start; after the stop no answer is', async () => {
        answers.first = Promise.resolve(admin({ ticket: 2 }));
        stop = takeAdminNotices();
        await vi.waitFor(() => expect(liveStore.getState().notices).toEqual({ ticket: 2 }));
        stop();
        answer({ ticket: 9 }, 11_000);
        expect(liveStore.getState().notices).toEqual({ ticket: 2 });
    });
});
