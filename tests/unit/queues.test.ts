import { QUEUES, queueOf, tilesOf } from '../../src/dashboard/queues';
import { notices } from '../../src/mock/handlers/notices';
import { WAITING_KINDS, WAITING_LABELS } from '../../src/mock/waitingKinds';
import { definitions } from '../../src/resources/registry';
import { listQueue } from '../../src/resources/queues';
import type { ResourceDefinition } from '../../src/resources/types';

/**
 * What waits for staff is declared once, on the definition's `queue`: the dashboard's tiles, the
 * mock's notice counts and the developer panel's "add waiting work" all read it.
 */
const queued = definitions.filter(definition => definition.queue);

it('gives a dashboard tile to each queue that does not say tile: false, by tileOrder then menu order (tickets after the money)', () => {
    const tiled = queued.filter(definition => definition.queue!.tile !== false);
    expect([...QUEUES.map(queue => queue.menuId)].sort()).toEqual(tiled.map(definition => definition.menuId).sort());
    const known = ['order', 'receipt', 'withdrawal', 'deposit', 'delivery_request', 'ticket'];
    expect(QUEUES.map(queue => queue.menuId).filter(id => known.includes(id))).toEqual(known);
    const menuOrder = tiled.map(definition => definition.menuId);
    expect(menuOrder.indexOf('ticket'), 'the menu keeps tickets beside the receipts').toBeLessThan(menuOrder.indexOf('withdrawal'));
    expect(QUEUES.map(queue => queue.menuId)).not.toContain('remittance');
    const receipt = QUEUES.find(queue => queue.resource === 'receipt')!;
    expect(receipt).toEqual({
        menuId: 'receipt',
        resource: 'receipt',
        filter: { status: 'pending' },
        label: 'app.dashboard.queues.receipt',
        text: 'فیش‌های در انتظار',
    });
});

it("names a queue without a translation by its definition's queue label", () => {
    const coupon: ResourceDefinition = {
        name: 'coupon',
        menuId: 'coupon',
        label: { one: 'کوپن', many: 'کوپن‌ها' },
        fields: [{ source: 'status', type: 'enum', label: 'وضعیت', choices: [{ id: 'pending', name: 'در انتظار' }] }],
        queue: { filter: { status: 'pending' } },
    };
    expect(queueOf(coupon)?.text).toBe('کوپن‌های در انتظار');
    expect(queueOf({ ...coupon, queue: { filter: { status: 'pending' }, tile: false } })).toBeUndefined();
});

it('orders tiles by tileOrder, lowest first, keeping the given order among equals', () => {
    const queueNamed = (name: string, tileOrder?: number): ResourceDefinition => ({
        name,
        menuId: name,
        label: { one: name, many: name },
        fields: [],
        queue: { filter: { status: 'pending' }, ...(tileOrder === undefined ? {} : { tileOrder }) },
    });
    const list = [queueNamed('a', 2), queueNamed('b'), queueNamed('c', -1), queueNamed('d'), { ...queueNamed('e'), queue: undefined }];
    expect(tilesOf(list).map(queue => queue.resource)).toEqual(['c', 'b', 'd', 'a']);
});

it('opens the list on a queue unless it says list: false (orders and tickets are only counted)', () => {
    expect(definitions.filter(definition => definition.queue && !listQueue(definition)).map(definition => definition.name)).toEqual(['order', 'ticket']);
});

it("counts each queue's waiting records in the mock's notices", () => {
    const counts = notices();
    for (const definition of queued) expect(counts[definition.menuId], definition.menuId).toEqual(expect.any(Number));
    expect(counts.order).toBeGreaterThan(0);
    expect(counts.ticket).toBeGreaterThan(0);
});

it("lets the developer add waiting work to every queue on status, named by the definition's label", () => {
    expect(WAITING_KINDS).toEqual(
        Object.fromEntries(queued.filter(definition => typeof definition.queue!.filter.status === 'string').map(definition => [definition.name, definition.queue!.filter.status]))
    );
    expect(WAITING_KINDS).toMatchObject({ receipt: 'pending', ticket: 'open', notification: 'draft' });
    expect(WAITING_KINDS).not.toHaveProperty('order'); // waits on status_enum, from the live player
    for (const kind of Object.keys(WAITING_KINDS)) expect(WAITING_LABELS[kind]).toBe(definitions.find(definition => definition.name === kind)!.label.one);
});
