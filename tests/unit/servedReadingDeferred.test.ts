// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../src/config';
import { COUPON } from '../../src/mock/served/samples';
import { currentAdmin, forgetAdmin } from '../../src/providers/currentAdmin';
import { session } from '../../src/providers/session';

/** The first screen, shown when the test says so: the tasks waiting for it, run by `showFirstScreen`. */
const waiting = vi.hoisted(() => [] as (() => void)[]);
vi.mock('../../src/realtime/firstScreen', () => ({
    afterFirstScreen: (task: () => void) => void waiting.push(task),
}));
const showFirstScreen = () => waiting.splice(0).forEach(task => task());

const { servedDefinitions, servedReading } = await import('../../src/resources/served');

describe('when a start reads the served definitions', () => {
    const server = setupServer();
    const asked: string[] = [];
    beforeAll(() => {
        server.listen({ onUnhandledRequest: 'error' });
        server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
        server.use(
            http.get(apiUrl('/admin/me'), () => HttpResponse.json({ data: { id: 1, role: 'super_admin', accesses: [], notices: {} } })),
            http.get(apiUrl('/admin/resources'), () => HttpResponse.json({ data: [COUPON] }))
        );
    });
    afterAll(() => server.close());
    // signed in: a reading needs the admin's token (each test starts with an empty localStorage)
    beforeEach(() => session.setToken('a-token'));
    const readings = () => asked.filter(path => path === '/admin/resources').length;

    it('an /admin/me answer reads them once the first screen is shown, not before; several answers, one reading', async () => {
        await currentAdmin();
        forgetAdmin();
        await currentAdmin();
        expect(waiting).toHaveLength(1);
        expect(readings()).toBe(0);
        expect(servedDefinitions()).toEqual([]);
        showFirstScreen();
        await vi.waitFor(() => expect(servedDefinitions().map(definition => definition.name)).toEqual(['coupon']));
        expect(readings()).toBe(1);
    });

    it('a path waiting to know whether it is served reads them at once', async () => {
        await servedReading();
        expect(readings()).toBe(2);
        expect(waiting).toHaveLength(0);
    });
});
