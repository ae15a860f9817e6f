import { HttpResponse } from 'msw';
import { BLOG_PAGE_STEP, BLOG_RECENT_COUNT, type BlogPost, type RichNode } from './data/blog';
import { db, newId } from './db';
import { errorResponse, jsonBody, kitGet, kitPost, param } from './util';

const newest = () => [...db.posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const findPost = (request: Request) => {
    const id = param(request, 'id');
    const title = param(request, 'title');
    return db.posts.find(post => (id && post.id === id) || (title && post.title === title));
};
const count = (value: string | null, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 ? n : fallback;
};

/**
 * `GET /api/blog/posts/all` → {posts}; `GET /api/blog/posts?index=0&step=11` → {results, maxLength}
 * (newest first, `step` posts from `index`); `GET /api/blog/post?id=|title=` → {post}, 404 'Post not
 * found'; `GET /api/blog/posts/recent?id=` → {recentPosts} (5, not that one);
 * `GET /api/blog/posts/search?query=` → {results}; `POST /api/blog/posts/new` {title, description,
 * body (editor JSON), tags, cover?} → {post} (the kit's addition for the new-post page).
 */
export const blogHandlers = [
    kitGet('/api/blog/posts/all', () => HttpResponse.json({ posts: newest() })),
    kitGet('/api/blog/posts/recent', ({ request }) => {
        const id = param(request, 'id');
        return HttpResponse.json({ recentPosts: newest().filter(post => post.id !== id).slice(0, BLOG_RECENT_COUNT) });
    }),
    kitGet('/api/blog/posts/search', ({ request }) => {
        const query = (param(request, 'query') ?? '').trim().toLowerCase();
        return HttpResponse.json({ results: query ? newest().filter(post => post.title.toLowerCase().includes(query)) : [] });
    }),
    kitGet('/api/blog/posts', ({ request }) => {
        const index = count(param(request, 'index'), 0);
        const step = count(param(request, 'step'), BLOG_PAGE_STEP) || BLOG_PAGE_STEP;
        const posts = newest();
        return HttpResponse.json({ results: posts.slice(index, index + step), maxLength: posts.length });
    }),
    kitGet('/api/blog/post', ({ request }) => {
        const post = findPost(request);
        if (!post) return errorResponse(404, 'Post not found');
        return HttpResponse.json({ post });
    }),
    kitPost('/api/blog/posts/new', async ({ request }) => {
        const body = await jsonBody(request);
        const title = typeof body.title === 'string' ? body.title.trim() : '';
        const description = typeof body.description === 'string' ? body.description.trim() : '';
        const doc = body.body as RichNode | undefined;
        if (!title || !description || !doc || doc.type !== 'doc') return errorResponse(400, 'Title, description and body are required');
        const post: BlogPost = {
            id: newId('post'),
            cover: typeof body.cover === 'string' && body.cover.startsWith('data:image/') ? body.cover : db.posts[0].cover,
            title,
            description,
            createdAt: new Date().toISOString(),
            view: 0,
            comment: 0,
            share: 0,
            favorite: 0,
            author: { name: 'نیلوفر شریفی', avatarUrl: '' },
            tags: Array.isArray(body.tags) ? body.tags.filter((tag): tag is string => typeof tag === 'string').slice(0, 8) : [],
            body: doc,
            comments: [],
        };
        db.posts.push(post);
        return HttpResponse.json({ post });
    }),
];
