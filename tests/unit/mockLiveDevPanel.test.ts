// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { isPaused, resetPlayer } from '../../src/mock/live/player';
import { isRefusing, observePublished, type Published } from '../../src/mock/live/server';
import { readMockSettings } from '../../src/mock/settings';
import { resetStore, store } from '../../src/mock/store';
import DevPanel from '../../src/mock/ui/DevPanel';
import { setMockTransport } from '../../src/mock/client';
import { localMockTransport } from '../../src/mock/worker/localTransport';
import { i18nProvider } from '../../src/appProviders';

/** The developer panel's live section: Persian controls that act at once (no page reload, unlike the settings above them). */

let published: Published[] = [];

// the panel asks the mock by name; here the mock runs in the test's own process, at once
beforeAll(() => setMockTransport(localMockTransport()));

beforeEach(() => {
    resetStore();
    resetPlayer();
    published = [];
    observePublished(item => published.push(item));
});

afterEach(() => resetPlayer());

function openPanel() {
    render(createElement(AdminContext, { i18nProvider, store: memoryStore(), children: createElement(DevPanel) }));
    fireEvent.click(screen.getByRole('button', { name: 'پنل توسعه‌دهنده (سرور آزمایشی)' }));
    return within(screen.getByRole('group', { name: 'رویدادهای زنده' }));
}

describe('the developer panel’s live events', () => {
    it('the switch pauses and resumes the player at once and remembers it for the next load', () => {
        const live = openPanel();
        const playing = live.getByRole('switch', { name: 'پخش خودکار رویدادها' });
        expect(playing).not.toBeChecked(); // nothing plays in Node until started
        fireEvent.click(playing);
        expect(isPaused()).toBe(false);
        expect(playing).toBeChecked();
        expect(readMockSettings().livePaused).toBe(false);
        fireEvent.click(playing);
        expect(isPaused()).toBe(true);
        expect(playing).not.toBeChecked();
        expect(readMockSettings().livePaused).toBe(true);
        // no reload: the open panel is still there
        expect(screen.getByRole('group', { name: 'رویدادهای زنده' })).toBeInTheDocument();
    });

    it('one button per kind fires that event now', () => {
        const live = openPanel();
        fireEvent.click(live.getByRole('button', { name: 'سفارش جدید' }));
        expect(published.map(item => item.event)).toEqual(['order.created', 'notices.updated']);
        fireEvent.click(live.getByRole('button', { name: 'قیمت اونس' }));
        expect(published.at(-1)?.event).toBe('xau.updated');
        for (const name of ['سفارش با درخواست ارسال خودکار', 'تصمیم روی یک سفارش', 'فیش واریزی', 'اعلان', 'بردار امروز', 'شمارنده‌های منو', 'رویداد تکراری']) {
            const before = published.length;
            fireEvent.click(live.getByRole('button', { name }));
            expect(published.length, name).toBeGreaterThan(before);
        }
    });

    it('“قطع اتصال” drops the connection (new sockets refused for a while)', () => {
        const live = openPanel();
        fireEvent.click(live.getByRole('button', { name: 'قطع اتصال' }));
        expect(isRefusing()).toBe(true);
    });
});

describe('the developer panel’s waiting work', () => {
    it('adds a waiting record to the chosen queue and tells the menu counts at once', async () => {
        openPanel();
        const pending = () => store.get('withdrawal')!.all().filter(record => record.status === 'pending').length;
        const before = pending();
        const work = within(screen.getByRole('group', { name: 'افزودن کار در انتظار' }));
        // the panel asks the mock, then says so (a toast) once it has answered
        await act(async () => {
            fireEvent.click(work.getByRole('button', { name: 'درخواست پرداخت' }));
        });
        expect(pending()).toBe(before + 1);
        const notices = published.filter(item => item.event === 'notices.updated').at(-1);
        expect((notices?.payload as { data: Record<string, number> }).data.withdrawal).toBe(before + 1);
    });
});
