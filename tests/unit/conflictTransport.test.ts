// @vitest-environment jsdom
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { dataProvider } from '../../src/providers/dataProvider';
import { decisionBody } from '../../src/realtime/orders/decideOrder';
import { parseOrder } from '../../src/realtime/events';
import { conflictRecord } from '../../src/resources/conflicts/conflictError';

/** Conditional saves on the wire: the version read goes back with a PUT; a 409 carries the record as it is now. */

const bodies: unknown[] = [];
const server = setupServer();

beforeAll(() => {
    vi.stubEnv('VITE_API_URL', '');
    server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
    server.resetHandlers();
    bodies.length = 0;
});
afterAll(() => {
    server.close();
    vi.unstubAllEnvs();
});

const READ = '2026-01-02T03:04:05.678Z';
const NEWER = '2026-01-02T03:09:00.000Z';

function answer(response: () => Response) {
    server.use(
        http.put('*/admin/:resource/:id', async ({ request }) => {
            bodies.push(await request.json());
            return response();
        })
    );
}

describe('update sends the version the admin read', () => {
    it('sends previousData’s updated_at when the data has none', async () => {
        answer(() => HttpResponse.json({ data: { id: 4, title: 'x', updated_at: NEWER } }));
        const result = await dataProvider.update('bank', { id: 4, data: { title: 'x' }, previousData: { id: 4, title: 'o', updated_at: READ } });
        expect(bodies[0]).toEqual({ id: 4, title: 'x', updated_at: READ });
        expect(result.data.updated_at).toBe(NEWER);
    });

    it('sends the data’s own updated_at (the version a form was opened on, or a "keep mine" merge) over previousData’s', async () => {
        answer(() => HttpResponse.json({ data: { id: 4 } }));
        await dataProvider.update('bank', { id: 4, data: { title: 'x', updated_at: READ }, previousData: { id: 4, updated_at: NEWER } });
        expect(bodies[0]).toEqual({ id: 4, title: 'x', updated_at: READ });
    });

    it('sends no updated_at for a record without one (a server that keeps no versions), exactly as before', async () => {
        answer(() => HttpResponse.json({ data: { id: 4, title: 'x' } }));
        await dataProvider.update('bank', { id: 4, data: { title: 'x' }, previousData: { id: 4, title: 'o' } });
        await dataProvider.update('bank', { id: 4, data: { title: 'x', updated_at: null }, previousData: { id: 4 } });
        expect(bodies).toEqual([
            { id: 4, title: 'x' },
            { id: 4, title: 'x' },
        ]);
    });

    it('keeps no version after an empty answer: the one sent is no longer the record’s', async () => {
        answer(() => new HttpResponse(null, { status: 204 }));
        const result = await dataProvider.update('bank', { id: 4, data: { title: 'x' }, previousData: { id: 4, updated_at: READ } });
        expect(bodies[0]).toEqual({ id: 4, title: 'x', updated_at: READ });
        expect(result.data).toEqual({ id: 4, title: 'x' });
    });

    it('turns a 409 into an HttpError whose body carries the record as it is now', async () => {
        const now = { id: 4, title: 'by a colleague', updated_at: NEWER };
        answer(() => HttpResponse.json({ message: 'changed', data: now }, { status: 409 }));
        let error: unknown;
        try {
            await dataProvider.update('bank', { id: 4, data: { title: 'mine' }, previousData: { id: 4, updated_at: READ } });
        } catch (caught) {
            error = caught;
        }
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(409);
        expect((error as HttpError).body).toMatchObject({ message: 'changed', data: now });
        expect(conflictRecord(error)).toEqual(now);
    });

    it('reads no record from a 409 without one, nor from other failures', () => {
        expect(conflictRecord(new HttpError('changed', 409, { message: 'changed' }))).toBeUndefined();
        expect(conflictRecord(new HttpError('bad', 422, { message: 'bad', data: { id: 1 } }))).toBeUndefined();
        expect(conflictRecord(new Error('x'))).toBeUndefined();
    });
});

describe('an order decision carries the order’s version', () => {
    const order = {
        id: 9,
        side: 'خرید',
        side_enum: 'buy',
        quantity: 2,
        product: { title: 'سکه' },
        original_price: 10,
        total_price: 20,
        user: { name: 'علی', image: null },
        note: null,
        status: 'در انتظار',
        status_enum: 'pending',
        ask_auto_order: false,
        created_at: '2026-01-01T00:00:00.000Z',
    };

    it('sends updated_at when the order had one, and nothing more when it had none', () => {
        const versioned = parseOrder({ ...order, updated_at: READ })!;
        expect(decisionBody(versioned, 'approved')).toEqual({ status: 'approved', updated_at: READ });
        expect(decisionBody(parseOrder(order)!, 'approved')).toEqual({ status: 'approved' });
        // an order rebuilt from a looser payload keeps its version too
        const loose = parseOrder({ ...order, quantity: '2', updated_at: READ })!;
        expect(decisionBody(loose, 'rejected')).toEqual({ status: 'rejected', updated_at: READ });
    });
});
