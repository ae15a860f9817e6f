/**
 * What the mock live channel and its HTTP side agree on (docs/asyncapi.yaml): the app key, the channel
 * names, and the private-channel signature. A real Pusher server signs `socket_id:channel_name`
 * with HMAC-SHA256 and the app secret; the mock needs no secrecy, only an answer that is the same
 * on both sides and differs per socket and channel, so a small synchronous hash does (WebCrypto's
 * HMAC is asynchronous and missing on plain-http pages other than localhost).
 */

export const MOCK_PUSHER_KEY = 'zar-mock-key';
export const XAU_CHANNEL = 'private-xau';
const ADMIN_CHANNEL_PREFIX = 'private-admin.';
const SECRET = 'zar-mock-secret';

/** The signed-in admin's own private channel. */
export const adminChannel = (subject: string): string => `${ADMIN_CHANNEL_PREFIX}${subject}`;
export const isAdminChannel = (channel: string): boolean => channel.startsWith(ADMIN_CHANNEL_PREFIX);
export const isPrivateChannel = (channel: string): boolean => channel.startsWith('private-') || channel.startsWith('presence-');

/** FNV-1a, 32 bits, from a given offset basis. */
function fnv1a(text: string, basis: number): number {
    let hash = basis >>> 0;
    for (let index = 0; index < text.length; index++) {
        hash ^= text.charCodeAt(index);
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash >>> 0;
}

/** 64 hex digits (the length of an HMAC-SHA256 hex digest), deterministic per socket and channel. */
export function channelSignature(socketId: string, channel: string): string {
    const text = `${SECRET}:${socketId}:${channel}`;
    let digest = '';
    for (let round = 0; round < 8; round++) {
        digest += fnv1a(text, 0x811c9dc5 + round * 0x9e3779b1).toString(16).padStart(8, '0');
    }
    return digest;
}

/**
 * The `auth` the authorisation endpoint answers and `pusher:subscribe` must carry. A presence
 * channel's signature covers its `channel_data` too (`socket_id:channel_name:channel_data`), so
 * a page cannot claim another member's identity.
 */
export const channelAuth = (socketId: string, channel: string, channelData?: string): string =>
    `${MOCK_PUSHER_KEY}:${channelSignature(socketId, channelData === undefined ? channel : `${channel}:${channelData}`)}`;

export const isPresenceChannel = (channel: string): boolean => channel.startsWith('presence-');
/** A record's presence channel (docs/asyncapi.yaml): `presence-{resource}.{id}`. */
export const RECORD_PRESENCE = /^presence-([a-z][a-z0-9-]*)\.([0-9]+)$/;

/** A Pusher protocol 7 frame from the server: `data` is itself a JSON string. */
export const frame = (event: string, data: unknown, channel?: string): string =>
    JSON.stringify(channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) });
