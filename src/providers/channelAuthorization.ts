import { reportUnauthorized } from './httpClient';
import { session } from './session';

/** The authorisation's answer: `auth`, and for a presence channel `channel_data` (a JSON string). */
export interface ChannelAuthorization {
    auth: string;
    channel_data?: string;
}

/** The path of a URL, as the 401 handling names calls. */
function pathOf(url: string): string {
    try {
        return new URL(url, window.location.href).pathname;
    } catch {
        return url;
    }
}

/**
 * The live channel's authorisation (`dataProvider.authorizeChannel`, docs/asyncapi.yaml):
 * `POST {url}` with `{ socket_id, channel_name }`, answering the `auth` signature (and, for a
 * presence channel, `channel_data`). pusher-js's own
 * request sends no cookies cross-origin, so this is a fetch with the cookies and the bearer token;
 * a refused token is a 401 like any other: the session ends.
 */
export async function authorizeChannel(url: string, socketId: string, channelName: string): Promise<ChannelAuthorization> {
    const token = session.getToken();
    const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
    });
    if (response.status === 401) reportUnauthorized(pathOf(url));
    const answer = (await response.json().catch(() => null)) as { auth?: unknown; channel_data?: unknown } | null;
    if (!response.ok || typeof answer?.auth !== 'string') {
        throw new Error(`channel authorisation failed (${response.status})`);
    }
    // a presence channel's answer also says who this admin is on it (a JSON string)
    return typeof answer.channel_data === 'string' ? { auth: answer.auth, channel_data: answer.channel_data } : { auth: answer.auth };
}
