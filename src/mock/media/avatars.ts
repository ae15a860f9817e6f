import { http, HttpResponse } from 'msw';

/**
 * The customers' pictures, as a storage server would serve them: each at a URL of its own,
 * answered by the mock (never the network: `.invalid` names no real host). A real server sends
 * pictures as URLs too; the browser then loads each once, off the task that shows it, and keeps
 * it in its cache for every card and page that shows the same customer. A `data:` URL instead
 * would be loaded, parsed and laid out again in the very task that renders each card.
 */
export const MEDIA_ORIGIN = 'https://media.zar-mock.invalid';

const COLOR = /^[0-9a-f]{6}$/i;

/** The URL of a customer's picture: a coloured circle with their name's first letter. */
export const avatarUrl = (name: string, color: string): string =>
    `${MEDIA_ORIGIN}/avatars/${color.replace(/^#/, '').toLowerCase()}/${encodeURIComponent(name.charAt(0) || '?')}.svg`;

/** The picture at such a URL (the letter is written as text, never as markup). */
export function avatarSvg(letter: string, color: string): string {
    const escaped = letter.replace(/[&<>"']/g, character => `&#${character.charCodeAt(0)};`);
    return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
        `<circle cx="48" cy="48" r="48" fill="#${color}"/>` +
        `<text x="48" y="62" font-family="Vazirmatn, Tahoma, sans-serif" font-size="40" fill="#fff" text-anchor="middle">${escaped}</text>` +
        `</svg>`
    );
}

export const mediaHandlers = [
    http.get(`${MEDIA_ORIGIN}/avatars/:color/:file`, ({ params }) => {
        const color = String(params.color);
        const file = String(params.file);
        const letter = file.endsWith('.svg') ? file.slice(0, -4) : '';
        if (!COLOR.test(color) || [...letter].length !== 1) return new HttpResponse(null, { status: 404 });
        return new HttpResponse(avatarSvg(letter, color), {
            headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
        });
    }),
];
