// @vitest-environment jsdom
import type { LiveOrder } from '../../src/realtime/events';
import { makeOrder } from '../support/liveOrder';

/** Fresh modules per test: the election and the notifications are page-wide state. */
async function load() {
    vi.resetModules();
    vi.doMock('../../src/realtime/sound', () => ({ playOrderSound: vi.fn() }));
    const sound = await import('../../src/realtime/sound');
    const leader = await import('../../src/realtime/tabs/leader');
    const alerts = await import('../../src/realtime/alerts/orderAlert');
    const desktop = await import('../../src/realtime/alerts/desktopNotification');
    return { ring: vi.mocked(sound.playOrderSound), leader, alerts, desktop };
}

const ORDER: LiveOrder = makeOrder(77, { user: { name: 'مریم احمدی', image: null }, created_at: new Date().toISOString() });

class FakeNotification {
    static permission: NotificationPermission = 'granted';
    static made: FakeNotification[] = [];
    static requestPermission = vi.fn(async () => FakeNotification.permission);
    onclick: (() => void) | null = null;
    onclose: (() => void) | null = null;
    closed = false;
    constructor(
        public title: string,
        public options: NotificationOptions
    ) {
        FakeNotification.made.push(this);
    }
    close() {
        this.closed = true;
    }
}

let hidden = false;
beforeEach(() => {
    hidden = false;
    FakeNotification.made = [];
    FakeNotification.permission = 'granted';
    vi.stubGlobal('Notification', FakeNotification);
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
});
afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.doUnmock('../../src/realtime/sound');
});

describe('one tab rings and notifies', () => {
    it('a tab that has not won the election stays quiet; once it holds the lock it rings', async () => {
        let grant: () => void = () => undefined;
        const request = vi.fn((_name: string, callback: () => Promise<void>) => {
            grant = () => void callback();
            return new Promise(() => undefined);
        });
        vi.stubGlobal('navigator', { ...navigator, locks: { request } });
        const { ring, leader, alerts } = await load();
        leader.startLeaderElection();
        expect(request).toHaveBeenCalledWith(leader.LEADER_LOCK, expect.any(Function));
        delete document.documentElement.dataset.alertLeader;
        alerts.alertNewOrder(ORDER);
        expect(ring).not.toHaveBeenCalled();
        expect(document.documentElement.dataset.alertLeader).toBeUndefined();
        grant(); // the leading tab closed
        expect(document.documentElement.dataset.alertLeader).toBe('true'); // the page says it rings now
        alerts.alertNewOrder(ORDER);
        expect(ring).toHaveBeenCalledTimes(1);
    });

    it('without Web Locks each tab acts for itself', async () => {
        vi.stubGlobal('navigator', { ...navigator, locks: undefined });
        const { ring, leader, alerts } = await load();
        leader.startLeaderElection();
        alerts.alertNewOrder(ORDER);
        expect(ring).toHaveBeenCalledTimes(1);
    });
});

describe('desktop notifications', () => {
    it('only while the tab is hidden and permitted; the text names the order; a decision closes it', async () => {
        const { alerts, desktop } = await load();
        alerts.alertNewOrder(ORDER);
        expect(FakeNotification.made).toHaveLength(0);
        hidden = true;
        alerts.alertNewOrder(ORDER);
        expect(FakeNotification.made).toHaveLength(1);
        const [note] = FakeNotification.made;
        expect(note.options.body).toBe('خرید ۲ سکه امامی — مریم احمدی');
        expect(note.options.tag).toBe('zar-order-77');
        desktop.closeOrderNotification(77);
        expect(note.closed).toBe(true);
    });

    it('denied or unsupported: nothing is shown and nothing throws', async () => {
        hidden = true;
        FakeNotification.permission = 'denied';
        const { alerts, desktop, ring } = await load();
        alerts.alertNewOrder(ORDER);
        expect(FakeNotification.made).toHaveLength(0);
        expect(ring).toHaveBeenCalledTimes(1);
        vi.stubGlobal('Notification', undefined);
        expect(desktop.desktopPermission()).toBe('unsupported');
        await expect(desktop.requestDesktopPermission()).resolves.toBe('unsupported');
        expect(() => alerts.alertNewOrder(ORDER)).not.toThrow();
    });
});

describe('decisions shared between tabs', () => {
    it('a decision announced in one tab reaches the others', async () => {
        const { announceDecision, listenForDecisions } = await import('../../src/realtime/tabs/decisionSync');
        const heard: Array<number | string> = [];
        const stop = listenForDecisions(id => heard.push(id));
        announceDecision(42);
        await vi.waitFor(() => expect(heard).toEqual([42]));
        stop();
    });
});
