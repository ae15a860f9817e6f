import Add from '@mui/icons-material/Add';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import Share from '@mui/icons-material/ShareOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import {
    Alert, Autocomplete, Box, Button, Card, CardActionArea, CardContent, CardMedia, Chip, Divider, Grid, Pagination, PaginationItem, Stack, TextField, Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BLOG_PAGE_STEP, type BlogPost, type RichNode } from '../mock/data/blog';
import { faDate, faNumber } from '../shared/format';
import { InitialsAvatar } from '../shared/InitialsAvatar';
import { kitErrorText, kitFetch } from '../shared/kitApi';
import { KitError, KitLoading, KitPage } from '../shared/KitPage';
import { useKitQuery } from '../shared/useKitQuery';
import { hasText, RichText } from './RichText';

// The editor (TipTap) loads only with the new-post page.
const Editor = lazy(() => import('./Editor'));

const Stat = ({ icon, value, label }: { icon: React.ReactNode; value: number; label: string }) => (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }} aria-label={`${faNumber(value)} ${label}`}>
        {icon}
        <Typography variant="caption">{faNumber(value)}</Typography>
    </Stack>
);

function PostCard({ post }: { post: BlogPost }) {
    return (
        <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={`/kit/blog/${post.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
                <CardMedia component="img" image={post.cover} alt="" sx={{ aspectRatio: '4 / 3' }} />
                <CardContent sx={{ flex: 1 }}>
                    <Typography variant="caption" color="text.secondary">
                        {faDate(post.createdAt)}
                    </Typography>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, my: 1 }}>
                        {post.title}
                    </Typography>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                        <InitialsAvatar name={post.author.name} size={24} />
                        <Stat icon={<ChatBubbleOutline sx={{ fontSize: 16 }} />} value={post.comment} label="نظر" />
                        <Stat icon={<Visibility sx={{ fontSize: 16 }} />} value={post.view} label="بازدید" />
                        <Stat icon={<Share sx={{ fontSize: 16 }} />} value={post.share} label="اشتراک" />
                    </Stack>
                </CardContent>
            </CardActionArea>
        </Card>
    );
}

function Search() {
    const navigate = useNavigate();
    const [query, setQuery] = useState('');
    const { data, isFetching } = useKitQuery<{ results: BlogPost[] }>(['blog', 'search', query], '/api/blog/posts/search', { query }, query.trim().length > 0);
    return (
        <Autocomplete
            sx={{ width: { xs: '100%', sm: 320 } }}
            options={data?.results ?? []}
            loading={isFetching}
            filterOptions={options => options}
            getOptionLabel={option => option.title}
            onInputChange={(_, value) => setQuery(value)}
            onChange={(_, post) => post && navigate(`/kit/blog/${post.id}`)}
            noOptionsText={query ? 'نوشته‌ای پیدا نشد' : 'عنوان را بنویسید'}
            loadingText="در حال جست‌وجو…"
            renderInput={params => <TextField {...params} size="small" label="جست‌وجوی نوشته‌ها" />}
        />
    );
}

function PostList() {
    const [params, setParams] = useSearchParams();
    const page = Math.max(1, Number(params.get('page')) || 1);
    const { data, error, isPending, refetch } = useKitQuery<{ results: BlogPost[]; maxLength: number }>(
        ['blog', 'posts', page],
        '/api/blog/posts',
        { index: (page - 1) * BLOG_PAGE_STEP, step: BLOG_PAGE_STEP },
    );
    return (
        <KitPage
            title="وبلاگ"
            crumbs={[{ label: 'وبلاگ' }]}
            action={
                <Button component={RouterLink} to="/kit/blog/new" variant="contained" startIcon={<Add />}>
                    نوشتهٔ تازه
                </Button>
            }
        >
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 3, justifyContent: 'space-between', gap: 2 }}>
                <Search />
            </Stack>
            {isPending ? (
                <KitLoading />
            ) : error ? (
                <KitError error={error} onRetry={() => void refetch()} />
            ) : (
                <>
                    <Grid container spacing={3}>
                        {data.results.map(post => (
                            <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                                <PostCard post={post} />
                            </Grid>
                        ))}
                    </Grid>
                    <Pagination
                        sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
                        page={page}
                        count={Math.ceil(data.maxLength / BLOG_PAGE_STEP)}
                        onChange={(_, next) => setParams({ page: String(next) })}
                        renderItem={item => <PaginationItem {...item} page={item.page === null ? null : faNumber(item.page)} />}
                        getItemAriaLabel={(type, item) => (type === 'page' ? `صفحهٔ ${faNumber(item ?? 0)}` : type === 'next' ? 'صفحهٔ بعد' : 'صفحهٔ قبل')}
                    />
                </>
            )}
        </KitPage>
    );
}

function PostPage() {
    const { id = '' } = useParams();
    const { data, error, isPending, refetch } = useKitQuery<{ post: BlogPost }>(['blog', 'post', id], '/api/blog/post', { id });
    const recent = useKitQuery<{ recentPosts: BlogPost[] }>(['blog', 'recent', id], '/api/blog/posts/recent', { id });
    const post = data?.post;
    return (
        <KitPage title={post?.title ?? 'نوشته'} crumbs={[{ label: 'وبلاگ', to: '/kit/blog' }, { label: 'نوشته' }]}>
            {isPending ? (
                <KitLoading />
            ) : error || !post ? (
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <KitError error={error} onRetry={() => void refetch()} />
                    <Button component={RouterLink} to="/kit/blog">بازگشت به وبلاگ</Button>
                </Stack>
            ) : (
                <Card component="article">
                    <CardMedia component="img" image={post.cover} alt="" sx={{ maxHeight: 360 }} />
                    <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
                            <InitialsAvatar name={post.author.name} />
                            <Box>
                                <Typography variant="subtitle2" component="p">{post.author.name}</Typography>
                                <Typography variant="caption" color="text.secondary">{faDate(post.createdAt)}</Typography>
                            </Box>
                        </Stack>
                        <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 2 }}>{post.description}</Typography>
                        <RichText doc={post.body} />
                        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
                            {post.tags.map(tag => <Chip key={tag} label={tag} size="small" />)}
                        </Stack>
                        <Divider sx={{ my: 3 }} />
                        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                            نظرها ({faNumber(post.comments.length)})
                        </Typography>
                        <Stack spacing={2}>
                            {post.comments.map(comment => (
                                <Stack key={comment.id} direction="row" spacing={1.5}>
                                    <InitialsAvatar name={comment.name} size={32} />
                                    <Box>
                                        <Typography variant="subtitle2" component="p">{comment.name}</Typography>
                                        <Typography variant="caption" color="text.secondary">{faDate(comment.postedAt)}</Typography>
                                        <Typography variant="body2" sx={{ mt: 0.5 }}>{comment.message}</Typography>
                                    </Box>
                                </Stack>
                            ))}
                        </Stack>
                    </CardContent>
                </Card>
            )}
            {recent.data && (
                <Box component="section" sx={{ mt: 4 }}>
                    <Typography variant="h6" component="h2" sx={{ mb: 2 }}>نوشته‌های تازه</Typography>
                    <Grid container spacing={3}>
                        {recent.data.recentPosts.slice(0, 4).map(item => (
                            <Grid key={item.id} size={{ xs: 12, sm: 6, md: 3 }}>
                                <PostCard post={item} />
                            </Grid>
                        ))}
                    </Grid>
                </Box>
            )}
        </KitPage>
    );
}

function NewPostPage() {
    const navigate = useNavigate();
    const client = useQueryClient();
    const [title, setTitle] = useState('');
    const [description, setDescription] = useState('');
    const [tags, setTags] = useState<string[]>([]);
    const [body, setBody] = useState<RichNode | undefined>();
    const [errors, setErrors] = useState<{ title?: string; description?: string; body?: string; form?: string }>({});
    const [busy, setBusy] = useState(false);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const next: typeof errors = {};
        if (!title.trim()) next.title = 'عنوان نوشته را بنویسید.';
        if (!description.trim()) next.description = 'خلاصهٔ نوشته را بنویسید.';
        if (!hasText(body)) next.body = 'متن نوشته خالی است.';
        setErrors(next);
        if (Object.keys(next).length) return;
        setBusy(true);
        try {
            const { post } = await kitFetch<{ post: BlogPost }>('/api/blog/posts/new', { method: 'POST', body: { title, description, body, tags } });
            await client.invalidateQueries({ queryKey: ['kit', 'blog'] });
            navigate(`/kit/blog/${post.id}`);
        } catch (failure) {
            // the form keeps everything typed; only the message changes
            setErrors({ form: kitErrorText(failure) });
        } finally {
            setBusy(false);
        }
    };
    return (
        <KitPage title="نوشتهٔ تازه" crumbs={[{ label: 'وبلاگ', to: '/kit/blog' }, { label: 'نوشتهٔ تازه' }]}>
            <Card>
                <CardContent component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
                    <Stack spacing={3}>
                        {errors.form && <Alert severity="error">{errors.form}</Alert>}
                        <TextField label="عنوان" value={title} onChange={e => { setTitle(e.target.value); setErrors(current => ({ ...current, title: undefined })); }} error={!!errors.title} helperText={errors.title} />
                        <TextField label="خلاصه" value={description} onChange={e => { setDescription(e.target.value); setErrors(current => ({ ...current, description: undefined })); }} error={!!errors.description} helperText={errors.description} multiline minRows={2} />
                        <Suspense fallback={<KitLoading />}>
                            <Editor label="متن نوشته" onChange={doc => { setBody(doc); setErrors(current => ({ ...current, body: undefined })); }} error={errors.body} />
                        </Suspense>
                        <Autocomplete
                            multiple
                            freeSolo
                            options={['طلا', 'سکه', 'بازار', 'آموزش']}
                            value={tags}
                            onChange={(_, value) => setTags(value)}
                            renderInput={params => <TextField {...params} label="برچسب‌ها" />}
                        />
                        <Box>
                            <Button type="submit" variant="contained" size="large" loading={busy}>
                                انتشار
                            </Button>
                        </Box>
                    </Stack>
                </CardContent>
            </Card>
        </KitPage>
    );
}

/** `/kit/blog` (posts, `?page=`), `/kit/blog/new`, `/kit/blog/:id`. */
export default function BlogApp() {
    return (
        <Routes>
            <Route index element={<PostList />} />
            <Route path="new" element={<NewPostPage />} />
            <Route path=":id" element={<PostPage />} />
        </Routes>
    );
}
