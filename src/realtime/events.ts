import { timeOfText } from './utcTime';

export { timeOfText };

/**
 * The live events of docs/asyncapi.yaml, validated at the boundary: each parser returns the typed value
 * or null for a malformed payload (which is then counted and ignored, never thrown).
 */
export type OrderStatus = 'pending' | 'approved' | 'rejected';
export type OrderSide = 'buy' | 'sell';

/** An order as docs/openapi.yaml, order describes it. */
export interface LiveOrder {
    id: number | string;
    side: string;
    side_enum: OrderSide;
    quantity: number;
    /** `unit` ('gram' | 'mithqal' | 'piece') when the server sends it with the product */
    product: { title: string; unit?: string };
    original_price: number;
    total_price: number;
    user: { name: string; image: string | null };
    note: string | null;
    status: string;
    status_enum: OrderStatus;
    ask_auto_order: boolean;
    created_at: string;
    /** the version of the order (when the server keeps one): a decision sends it back */
    updated_at?: string;
}

export interface ReceiptEvent {
    id: number | string;
    message: string;
}

export interface NotificationEvent {
    id: number | string;
    message: string;
    /** `approved` means success */
    status: string;
}

/**
 * A two-person approval asked for (`approval.requested`) or decided (`approval.decided`): which
 * one, and, when the event says, the record it would change and who asked or decided.
 */
export interface ApprovalEvent {
    id: number | string;
    /** `approval.requested`: the record it would change */
    subject?: { type: string; id: number | string };
    action?: string;
    /** `approval.requested`: the amount it moves, when it has one */
    amount?: number;
    /** `approval.decided`: `approved`, `rejected`, `cancelled` or `expired` */
    status?: string;
    maker?: { id: number | string; name: string };
    checker?: { id: number | string; name: string } | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The `data` of a payload `{ data: … }`. */
export function dataOf(payload: unknown): unknown {
    return isObject(payload) ? payload.data : undefined;
}

function id(value: unknown): number | string | null {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '') return value;
    return null;
}

function number(value: unknown): number | null {
    const result = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof result === 'number' && Number.isFinite(result) ? result : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const isStatus = (value: unknown): value is OrderStatus => value === 'pending' || value === 'approved' || value === 'rejected';
const PRODUCT_UNITS = ['gram', 'mithqal', 'piece'];

/**
 * Whether a valid order's payload already has every field in the form {@link LiveOrder} keeps:
 * numbers as numbers, text or null where the type says so, a boolean `ask_auto_order`, a known
 * unit or none, a readable time. Then the payload itself is the order, and no copy is made: most
 * live orders come so, and copying each one (three new objects an order event, kept while the
 * order waits) cost the pipeline about a fifth of its time per event inside pusher-js. Fields the
 * type does not name stay on the object and are never read.
 */
function isKeptAsIs(data: Json, product: Json, user: Json, quantity: number, original: number, total: number, created: string | null, readTime: string | undefined) {
    const { note } = data;
    return (
        quantity === data.quantity &&
        original === data.original_price &&
        total === data.total_price &&
        typeof data.side === 'string' &&
        typeof data.status === 'string' &&
        typeof data.ask_auto_order === 'boolean' &&
        (note === null || typeof note === 'string') &&
        (user.image === null || typeof user.image === 'string') &&
        (product.unit === undefined || PRODUCT_UNITS.includes(product.unit as string)) &&
        isReadable(created, readTime)
    );
}

/** Whether an order's `created_at` is a time: known when it is the text already read for that order. */
const isReadable = (created: string | null, readTime: string | undefined): created is string =>
    created !== null && (created === readTime || !Number.isNaN(timeOfText(created)));

/**
 * An order's payload, validated (null when malformed). `taken` finds, by the payload's id, the
 * order as it was last taken, when there is one (a decision of a pending order): its `created_at`
 * has been read, so the same text is not read again (reading it is the largest part of an order
 * event's own work).
 */
export function parseOrder(data: unknown, taken?: (id: LiveOrder['id']) => LiveOrder | undefined): LiveOrder | null {
    if (!isObject(data) || !isObject(data.product) || !isObject(data.user)) return null;
    const orderId = id(data.id);
    const quantity = number(data.quantity);
    const original = number(data.original_price);
    const total = number(data.total_price);
    const title = text(data.product.title);
    const name = text(data.user.name);
    const status = isStatus(data.status_enum) ? data.status_enum : null;
    if (orderId === null || quantity === null || original === null || total === null) return null;
    if (title === null || name === null || !status) return null;
    if (data.side_enum !== 'buy' && data.side_enum !== 'sell') return null;
    const created = text(data.created_at);
    const known = taken?.(orderId);
    const readTime = known?.id === orderId ? known.created_at : undefined;
    if (isKeptAsIs(data, data.product, data.user, quantity, original, total, created, readTime)) return data as unknown as LiveOrder;
    return {
        id: orderId,
        side: text(data.side) ?? '',
        side_enum: data.side_enum,
        quantity,
        product: PRODUCT_UNITS.includes(data.product.unit as string) ? { title, unit: data.product.unit as string } : { title },
        original_price: original,
        total_price: total,
        user: { name, image: text(data.user.image) },
        note: text(data.note),
        status: text(data.status) ?? '',
        status_enum: status,
        ask_auto_order: data.ask_auto_order === true || data.ask_auto_order === 1,
        created_at: isReadable(created, readTime) ? created : new Date().toISOString(),
        ...(typeof data.updated_at === 'string' && data.updated_at ? { updated_at: data.updated_at } : {}),
    };
}

export function parseReceipt(data: unknown): ReceiptEvent | null {
    if (!isObject(data)) return null;
    const receiptId = id(data.id);
    const message = text(data.message);
    return receiptId === null || message === null ? null : { id: receiptId, message };
}

export function parseNotification(data: unknown): NotificationEvent | null {
    if (!isObject(data)) return null;
    const notificationId = id(data.id);
    const message = text(data.message);
    if (notificationId === null || message === null) return null;
    return { id: notificationId, message, status: text(data.status) ?? '' };
}

export function parseTodayVector(data: unknown): number | null {
    return isObject(data) ? number(data.today_vector) : null;
}

export function parseGoldPrice(data: unknown): number | null {
    return isObject(data) ? number(data.price) : null;
}

/**
 * `{ [menuId]: number }`; non-numeric counts are dropped, an empty or non-object payload is malformed.
 * A count arrives with nearly every order, and its counts are nearly always numbers already: then
 * the payload itself is the answer (read, never kept: the store copies what changed), with no copy
 * made key by key.
 */
export function parseNotices(data: unknown): Record<string, number> | null {
    if (!isObject(data)) return null;
    // a plain object, as JSON.parse makes, has no keys of its own prototype to skip: `for…in` then
    // reads the object's key cache, the fastest way through it
    if (Object.getPrototypeOf(data) !== Object.prototype) return cleanNotices(data);
    let counts = 0;
    for (const menuId in data) {
        // a count given as text, or one to drop, takes the copy below
        const value = data[menuId];
        const count = typeof value === 'number' ? number(value) : null;
        if (count === null || count < 0) return cleanNotices(data);
        counts++;
    }
    return counts ? (data as Record<string, number>) : null;
}

/** The counts of a payload with some to drop or to read from text, copied. */
function cleanNotices(data: Json): Record<string, number> | null {
    let notices: Record<string, number> | null = null;
    for (const menuId in data) {
        if (!Object.hasOwn(data, menuId)) continue;
        const value = number(data[menuId]);
        if (value !== null && value >= 0) (notices ??= {})[menuId] = value;
    }
    return notices;
}

/** `me.updated`: the admin's role, accesses or permissions changed; its `data` is `{}` (anything else is malformed). */
export function parseMeUpdated(data: unknown): boolean {
    return data === undefined || data === null || isObject(data);
}

function person(value: unknown): { id: number | string; name: string } | null {
    if (!isObject(value)) return null;
    const personId = id(value.id);
    return personId === null ? null : { id: personId, name: text(value.name) ?? '' };
}

/** `approval.requested`: `{ id, subject_type, subject_id, action, amount, maker }`. */
export function parseApprovalRequested(data: unknown): ApprovalEvent | null {
    if (!isObject(data)) return null;
    const approvalId = id(data.id);
    const subjectType = text(data.subject_type);
    const subjectId = id(data.subject_id);
    if (approvalId === null || !subjectType || subjectId === null) return null;
    const amount = number(data.amount);
    return {
        id: approvalId,
        subject: { type: subjectType, id: subjectId },
        action: text(data.action) ?? undefined,
        ...(amount !== null ? { amount } : {}),
        maker: person(data.maker) ?? undefined,
    };
}

/** `approval.decided`: `{ id, status, checker }`. */
export function parseApprovalDecided(data: unknown): ApprovalEvent | null {
    if (!isObject(data)) return null;
    const approvalId = id(data.id);
    const status = text(data.status);
    if (approvalId === null || !status) return null;
    return { id: approvalId, status, checker: person(data.checker) };
}
