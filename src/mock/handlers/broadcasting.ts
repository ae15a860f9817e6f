import { http, HttpResponse } from 'msw';
import { adminProfile, claimsOf } from '../auth';
import { latency } from '../latency';
import { MOCK_PUSHER_KEY, RECORD_PRESENCE, XAU_CHANNEL, adminChannel, channelAuth } from '../live/protocol';
import { readMockSettings } from '../settings';
import { failureAnswer } from './failure';
import { unauthenticated } from './unauthenticated';

/**
 * The HTTP side of the live channel (docs/asyncapi.yaml): where to connect, and the private-channel
 * authorisation. Everything is derived from the request's own URL (the API base), so the socket
 * goes where the API calls go — the page's origin in dev, `http://localhost:3000` under jsdom —
 * and the mock's WebSocket handler (src/mock/live/server.ts) answers there.
 */

async function authBody(request: Request): Promise<Record<string, unknown>> {
    const type = request.headers.get('Content-Type') ?? '';
    try {
        if (type.includes('application/x-www-form-urlencoded')) {
            // pusher-js's own authoriser posts a form; the admin's posts JSON
            return Object.fromEntries(new URLSearchParams(await request.text()));
        }
        const json: unknown = await request.json();
        return json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
    } catch {
        return {};
    }
}

export const broadcastingHandlers = [
    http.get('*/admin/me/broadcasting-info', async ({ request }) => {
        await latency();
        const claims = claimsOf(request);
        if (!claims) return unauthenticated();
        const url = new URL(request.url);
        const tls = url.protocol === 'https:';
        return HttpResponse.json({
            data: {
                key: MOCK_PUSHER_KEY,
                host: url.hostname,
                port: url.port ? Number(url.port) : tls ? 443 : 80,
                force_tls: tls,
                channel: adminChannel(claims.sub),
                auth: `${url.origin}/broadcasting/auth`,
            },
        });
    }),

    http.post('*/broadcasting/auth', async ({ request }) => {
        await latency();
        // a rehearsed refusal (developer setting `channelAuth`)
        const rehearsed = readMockSettings().channelAuth;
        if (rehearsed !== 'ok') return failureAnswer(rehearsed);
        const claims = claimsOf(request);
        if (!claims) return unauthenticated();
        const { socket_id: socketId, channel_name: channel } = await authBody(request);
        if (typeof socketId !== 'string' || !/^\d+\.\d+$/.test(socketId) || typeof channel !== 'string' || !channel) {
            return HttpResponse.json({ message: 'socket_id و channel_name لازم است.' }, { status: 422 });
        }
        if (RECORD_PRESENCE.test(channel)) {
            // a record's presence channel: any signed-in admin, as who they are (/admin/me)
            const presence = readMockSettings().presence;
            if (presence === 'refused') {
                return HttpResponse.json({ message: 'اجازه دسترسی به این کانال را ندارید.' }, { status: 403 });
            }
            // a server without presence signs it as a private channel (and its socket refuses it)
            if (presence === 'absent') return HttpResponse.json({ auth: channelAuth(socketId, channel) });
            const profile: { id?: unknown; mobile: string; name: string; avatar: string | null } = adminProfile(claims);
            const userId = profile.id !== undefined && profile.id !== null ? String(profile.id) : profile.mobile;
            const channelData = JSON.stringify({ user_id: userId, user_info: { name: profile.name, avatar: profile.avatar } });
            return HttpResponse.json({ auth: channelAuth(socketId, channel, channelData), channel_data: channelData });
        }
        if (channel !== XAU_CHANNEL && channel !== adminChannel(claims.sub)) {
            return HttpResponse.json({ message: 'اجازه دسترسی به این کانال را ندارید.' }, { status: 403 });
        }
        return HttpResponse.json({ auth: channelAuth(socketId, channel) });
    }),
];
