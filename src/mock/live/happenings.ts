import { COLLEAGUE } from '../auth';
import type { MockRecord } from '../db';
import { gold } from '../handlers/gold';
import { notices } from '../handlers/notices';
import { SEED_BANKS } from '../seed/banking';
import type { Random } from '../seed/random';
import { mockResource, store } from '../store';
import { orderPrices } from '../resources/order';
import { publish, publishRaw } from './server';

/**
 * What happens in the mock's world and is told on the live channel (docs/asyncapi.yaml): each function
 * changes the mock store or the gold figures first, so the HTTP API agrees with the event, then
 * publishes. Each returns the event's `data` (or null when there was nothing to do).
 */

const persianNumber = (value: number) => new Intl.NumberFormat('fa-IR').format(value);

const NOTES = ['لطفاً سریع‌تر تأیید شود.', 'با قیمت لحظه‌ای تسویه شود.', 'تحویل حضوری در شعبه مرکزی.', 'مبلغ از کیف پول کسر شود.'];

function quantity(random: Random, unit: unknown): number {
    if (unit === 'piece') return random.chance(0.7) ? 1 : random.int(2, 5);
    if (unit === 'mithqal') return random.int(50, 1_000) / 100;
    return random.chance(0.5) ? random.int(1, 100) / 10 : random.int(100, 60_000) / 1000;
}

const activeOf = (resource: string) => store.get(resource)?.all().filter(record => record.is_active) ?? [];

/** The menu notice counts, after anything that changes what waits for staff. */
/** `me.updated`: the admin's role, accesses or permissions changed (the developer panel's preset). */
export function publishAdminChanged(): Record<string, never> {
    const data = {};
    publish('admin', 'me.updated', data);
    return data;
}

export function publishNotices(): Record<string, number> {
    const counts = notices();
    publish('admin', 'notices.updated', counts);
    return counts;
}

/** A customer's new pending order, stored (so `PUT /admin/order/{id}` finds it) and published. */
export function createOrder(random: Random, askAutoOrder = random.chance(0.35)): MockRecord | null {
    const orders = store.get('order');
    const resource = mockResource('order');
    const users = activeOf('user');
    const products = activeOf('product');
    if (!orders || !resource || !users.length || !products.length) return null;
    const user = random.pick(users);
    const product = random.pick(products);
    const side = random.chance(0.6) ? 'buy' : 'sell';
    const amount = quantity(random, product.unit);
    const discount = Number(store.get('user-category')?.get(Number(user.category_id))?.discount_percent ?? 0);
    const data: Record<string, unknown> = {
        side_enum: side,
        quantity: amount,
        product_id: product.id,
        user_id: user.id,
        ...orderPrices(side, amount, product, discount),
        note: random.chance(0.25) ? random.pick(NOTES) : null,
        ask_auto_order: askAutoOrder,
    };
    const prepared = resource.onWrite?.(data, store) ?? data;
    const order = orders.create(resource.onCreate?.(prepared, store) ?? prepared);
    publish('admin', 'order.created', order);
    publishNotices();
    return order;
}

/** An order decided (as if by another admin): `order.updated` with the stored record. */
export function publishOrderDecision(order: MockRecord): void {
    publish('admin', 'order.updated', order);
    publishNotices();
}

/** Another admin decides a pending order, oldest first. */
export function decideOrder(random: Random): MockRecord | null {
    const orders = store.get('order');
    const resource = mockResource('order');
    const pending = orders?.all().filter(order => order.status_enum === 'pending') ?? [];
    if (!orders || !resource || !pending.length) return null;
    const oldest = pending.reduce((a, b) => (Date.parse(String(a.created_at)) <= Date.parse(String(b.created_at)) ? a : b));
    const status = random.chance(0.75) ? 'approved' : 'rejected';
    const decision: Record<string, unknown> = { status };
    if (oldest.ask_auto_order) decision.auto_order = status === 'approved' && random.chance(0.7) ? 'yes' : 'no';
    const order = orders.update(oldest.id, { ...(resource.onWrite?.(decision, store) ?? decision), decided_by: { ...COLLEAGUE } });
    if (order) publishOrderDecision(order);
    return order ?? null;
}

/** The last receipt or notification event, for duplicates. */
let lastMessage: { event: string; payload: unknown } | null = null;
let notificationId = 0;

/** A customer uploads a payment slip: a pending receipt in the store, `receipt.created` `{ id, message }`. */
export function createReceipt(random: Random): { id: number; message: string } | null {
    const receipts = store.get('receipt');
    const users = activeOf('user');
    if (!receipts || !users.length) return null;
    const user = random.pick(users);
    const amount = random.int(5, 3_000) * 100_000;
    const receipt = receipts.create({
        user_id: user.id,
        amount,
        bank_name: random.pick(SEED_BANKS).name,
        tracking_code: random.digits(12),
        image: null,
        status: 'pending',
        description: null,
        created_at: new Date().toISOString(),
    });
    const data = { id: receipt.id, message: `فیش واریزی جدید از ${String(user.name)} به مبلغ ${persianNumber(amount)} تومان` };
    lastMessage = { event: 'receipt.created', payload: { data } };
    publishRaw('admin', lastMessage.event, lastMessage.payload);
    publishNotices();
    return data;
}

const NOTIFICATIONS: Array<[status: string, text: (name: string, amount: string) => string]> = [
    ['approved', (name, amount) => `درخواست برداشت ${name} به مبلغ ${amount} تومان پرداخت شد.`],
    ['approved', name => `درخواست تحویل فیزیکی ${name} ارسال شد.`],
    ['approved', (name, amount) => `واریز ${amount} تومانی ${name} با درگاه پرداخت تأیید شد.`],
    ['rejected', (name, amount) => `پرداخت ${amount} تومانی ${name} در درگاه ناموفق بود.`],
    ['pending', name => `تیکت جدیدی از ${name} رسیده است.`],
    ['pending', name => `حواله جدیدی از ${name} در انتظار بررسی است.`],
];

/** A notification for staff: `notification` `{ id, message, status }` (`approved` = success). */
export function createNotification(random: Random): { id: number; message: string; status: string } {
    const users = activeOf('user');
    const name = users.length ? String(random.pick(users).name) : 'یک مشتری';
    const [status, text] = random.pick(NOTIFICATIONS);
    const data = { id: ++notificationId, message: text(name, persianNumber(random.int(1, 500) * 100_000)), status };
    lastMessage = { event: 'notification', payload: { data } };
    publishRaw('admin', lastMessage.event, lastMessage.payload);
    return data;
}

/** The previous receipt or notification event again, unchanged (the admin must ignore it). */
export function repeatLastMessage(random: Random): unknown {
    if (!lastMessage) createReceipt(random);
    if (!lastMessage) return null;
    publishRaw('admin', lastMessage.event, lastMessage.payload);
    return (lastMessage.payload as { data: unknown }).data;
}

/** The gold ounce price takes a random step of at most ±0.3% (`GET /admin/products/xau` agrees). */
export function tickPrice(random: Random): { price: number } {
    const step = (random.next() * 2 - 1) * 0.003;
    gold.price = Math.round(gold.price * (1 + step) * 100) / 100;
    const data = { price: gold.price };
    publish('xau', 'xau.updated', data);
    return data;
}

/** Today's vector moves with the trading (`GET /admin/dashboard/vector` agrees). */
export function tickVector(random: Random): { today_vector: number } {
    gold.todayVector = Math.max(0, gold.todayVector + random.int(-40, 60) * 5_000);
    const data = { today_vector: gold.todayVector };
    publish('admin', 'stat.updated', data);
    return data;
}

/** Tests: forget the last message and restart notification ids. */
export function resetHappenings(): void {
    lastMessage = null;
    notificationId = 0;
}
