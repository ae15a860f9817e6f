import { daysAgo, drawnImage, seeded } from '../util';
import { people } from './people';

/**
 * Rich text as the editor's JSON document (ProseMirror/TipTap nodes), never HTML: the blog page
 * draws it node by node as React elements, so a post can carry no markup of its own.
 */
export interface RichNode {
    type: string;
    attrs?: Record<string, unknown>;
    content?: RichNode[];
    text?: string;
    marks?: Array<{ type: string }>;
}

export interface BlogComment {
    id: string;
    name: string;
    avatarUrl: string;
    message: string;
    postedAt: string;
    users: Array<{ id: string; name: string; avatarUrl: string }>;
    replyComment: Array<{ id: string; userId: string; message: string; postedAt: string; tagUser?: string }>;
}

/** A blog post. */
export interface BlogPost {
    id: string;
    cover: string;
    title: string;
    description: string;
    createdAt: string;
    view: number;
    comment: number;
    share: number;
    favorite: number;
    author: { name: string; avatarUrl: string };
    tags: string[];
    body: RichNode;
    comments: BlogComment[];
}

/** 23 blog posts, pages of 11, 5 recent posts. */
export const BLOG_POST_COUNT = 23;
export const BLOG_PAGE_STEP = 11;
export const BLOG_RECENT_COUNT = 5;

const TITLES = [
    'راهنمای خرید سکهٔ طلا برای تازه‌کارها',
    'چرا قیمت طلا با دلار تغییر می‌کند؟',
    'نگهداری امن زیورآلات در خانه',
    'تفاوت طلای آب‌شده و طلای ساخته',
    'اونس جهانی چیست و چگونه محاسبه می‌شود؟',
    'پنج اشتباه رایج در سرمایه‌گذاری طلا',
    'تاریخچهٔ ضرب سکه در ایران',
    'عیار طلا را چگونه تشخیص دهیم؟',
    'معرفی ابزارهای تحلیل بازار',
    'نکته‌هایی برای فروش طلای قدیمی',
    'اجرت ساخت چگونه حساب می‌شود؟',
    'طلای سفید یا طلای زرد؟',
];
const TAGS = ['طلا', 'سکه', 'سرمایه‌گذاری', 'بازار', 'آموزش', 'زیورآلات', 'اقتصاد'];

const paragraph = (text: string): RichNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });

const bodyFor = (title: string): RichNode => ({
    type: 'doc',
    content: [
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: title }] },
        paragraph('طلا همیشه یکی از مطمئن‌ترین راه‌های حفظ ارزش دارایی بوده است. در این نوشته چند نکتهٔ ساده را مرور می‌کنیم.'),
        {
            type: 'bulletList',
            content: ['پیش از خرید، قیمت روز را از چند منبع بررسی کنید.', 'فاکتور معتبر بگیرید.', 'عیار و وزن را روی فاکتور ببینید.'].map(item => ({
                type: 'listItem',
                content: [paragraph(item)],
            })),
        },
        {
            type: 'paragraph',
            content: [
                { type: 'text', text: 'مهم‌ترین نکته: ' , marks: [{ type: 'bold' }] },
                { type: 'text', text: 'با عجله تصمیم نگیرید و هدف خود را از خرید روشن کنید.' },
            ],
        },
        { type: 'blockquote', content: [paragraph('سرمایه‌گذاری خوب، حوصله می‌خواهد.')] },
    ],
});

export const seedBlogPosts = (): BlogPost[] => {
    const random = seeded(41);
    return Array.from({ length: BLOG_POST_COUNT }, (_, index): BlogPost => {
        const title = index < TITLES.length ? TITLES[index] : `${TITLES[index % TITLES.length]} (بخش دوم)`;
        const author = people[(index * 5) % people.length];
        return {
            id: `post-${index + 1}`,
            cover: drawnImage(index, index % 3 === 0 ? 'coin' : 'wave'),
            title,
            description: 'نگاهی کوتاه و کاربردی به موضوعی که بسیاری از خریداران طلا دربارهٔ آن می‌پرسند.',
            createdAt: daysAgo(index * 2 + 1, random.int(0, 12)),
            view: random.int(200, 9000),
            comment: 0,
            share: random.int(5, 400),
            favorite: random.int(10, 900),
            author: { name: author.name, avatarUrl: '' },
            tags: [TAGS[index % TAGS.length], TAGS[(index + 3) % TAGS.length]],
            body: bodyFor(title),
            comments: Array.from({ length: (index % 3) + 1 }, (_, c) => {
                const commenter = people[(index + c + 3) % people.length];
                return {
                    id: `post-${index + 1}-comment-${c + 1}`,
                    name: commenter.name,
                    avatarUrl: '',
                    message: ['نوشتهٔ مفیدی بود، ممنون.', 'کاش دربارهٔ مالیات هم می‌نوشتید.', 'با نکتهٔ آخر کاملاً موافقم.'][c % 3],
                    postedAt: daysAgo(index * 2, c + 1),
                    users: [],
                    replyComment: [],
                };
            }),
        };
    }).map(post => ({ ...post, comment: post.comments.length }));
};
