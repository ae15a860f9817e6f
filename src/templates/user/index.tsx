import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Verified from '@mui/icons-material/Verified';
import {
    Alert, Box, Button, Card, CardContent, CardMedia, Chip, FormControlLabel, Grid, IconButton, Snackbar, Stack, Switch, Tab, Table, TableBody, TableCell,
    TableContainer, TableHead, TableRow, Tabs, Tooltip, Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type {
    AddressBookEntry, Invoice, ManagedUser, NotificationSettings, PaymentCard, SocialPerson, UserCard, UserPost, UserProfile,
} from '../mock/data/user';
import { faDate, faNumber, toman } from '../shared/format';
import { InitialsAvatar } from '../shared/InitialsAvatar';
import { kitErrorText, kitFetch } from '../shared/kitApi';
import { KitError, KitLoading, KitPage } from '../shared/KitPage';
import { useKitQuery } from '../shared/useKitQuery';

const CRUMB = { label: 'کاربران', to: '/kit/user/list' };

/** Renders a kit query: a spinner, a Persian error with a retry, or the data. */
function Loaded<T>({ query, children }: { query: { data?: T; error: unknown; isPending: boolean; refetch: () => unknown }; children: (data: T) => React.ReactNode }) {
    if (query.isPending) return <KitLoading />;
    if (query.error || !query.data) return <KitError error={query.error} onRetry={() => void query.refetch()} />;
    return <>{children(query.data)}</>;
}

const People = ({ people }: { people: SocialPerson[] }) => (
    <Grid container spacing={2}>
        {people.map(person => (
            <Grid key={person.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <InitialsAvatar name={person.name} />
                    <Box sx={{ minWidth: 0 }}>
                        <Typography variant="subtitle2" component="p" noWrap>{person.name}</Typography>
                        <Typography variant="caption" color="text.secondary">{person.role} — {person.country}</Typography>
                    </Box>
                </Card>
            </Grid>
        ))}
    </Grid>
);

function ProfilePage() {
    const [tab, setTab] = useState(0);
    const profile = useKitQuery<{ profile: UserProfile }>(['user', 'profile'], '/api/user/profile');
    const posts = useKitQuery<{ posts: UserPost[] }>(['user', 'posts'], '/api/user/posts', undefined, tab === 0);
    const followers = useKitQuery<{ followers: SocialPerson[] }>(['user', 'followers'], '/api/user/social/followers', undefined, tab === 1);
    const friends = useKitQuery<{ friends: SocialPerson[] }>(['user', 'friends'], '/api/user/social/friends', undefined, tab === 2);
    const gallery = useKitQuery<{ gallery: Array<{ id: string; title: string; imageUrl: string; postAt: string }> }>(['user', 'gallery'], '/api/user/social/gallery', undefined, tab === 3);
    return (
        <KitPage title="نمایهٔ کاربر" crumbs={[CRUMB, { label: 'نمایه' }]}>
            <Loaded query={profile}>
                {({ profile: me }) => (
                    <Card sx={{ mb: 3 }}>
                        <Box sx={{ height: 180, backgroundImage: `url("${me.cover}")`, backgroundSize: 'cover', display: 'flex', alignItems: 'flex-end', p: 3, gap: 2 }}>
                            <InitialsAvatar name={me.displayName} size={72} sx={{ border: 3, borderColor: 'common.white' }} />
                            <Box sx={{ color: 'common.white' }}>
                                <Typography variant="h6" component="h2">{me.displayName}</Typography>
                                <Typography variant="body2">{me.role}</Typography>
                            </Box>
                        </Box>
                        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ px: 2, alignItems: { sm: 'center' } }}>
                            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                                {faNumber(me.follower)} دنبال‌کننده — {faNumber(me.following)} دنبال‌شده — {me.company}
                            </Typography>
                            <Box sx={{ flex: 1 }} />
                            <Tabs value={tab} onChange={(_, next: number) => setTab(next)} variant="scrollable" allowScrollButtonsMobile>
                                <Tab label="نوشته‌ها" />
                                <Tab label="دنبال‌کنندگان" />
                                <Tab label="دوستان" />
                                <Tab label="گالری" />
                            </Tabs>
                        </Stack>
                    </Card>
                )}
            </Loaded>
            {tab === 0 && (
                <Loaded query={posts}>
                    {({ posts: items }) => (
                        <Stack spacing={3}>
                            {items.map(post => (
                                <Card key={post.id}>
                                    <CardContent>
                                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                                            <InitialsAvatar name={post.author.name} />
                                            <Box>
                                                <Typography variant="subtitle2" component="p">{post.author.name}</Typography>
                                                <Typography variant="caption" color="text.secondary">{faDate(post.createdAt)}</Typography>
                                            </Box>
                                        </Stack>
                                        <Typography sx={{ mb: 2 }}>{post.message}</Typography>
                                        <CardMedia component="img" image={post.media} alt="" sx={{ borderRadius: 2, maxHeight: 280 }} />
                                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                                            {faNumber(post.personLikes.length)} پسند — {faNumber(post.comments.length)} نظر
                                        </Typography>
                                    </CardContent>
                                </Card>
                            ))}
                        </Stack>
                    )}
                </Loaded>
            )}
            {tab === 1 && <Loaded query={followers}>{data => <People people={data.followers} />}</Loaded>}
            {tab === 2 && <Loaded query={friends}>{data => <People people={data.friends} />}</Loaded>}
            {tab === 3 && (
                <Loaded query={gallery}>
                    {data => (
                        <Grid container spacing={2}>
                            {data.gallery.map(item => (
                                <Grid key={item.id} size={{ xs: 6, md: 3 }}>
                                    <Card>
                                        <CardMedia component="img" image={item.imageUrl} alt={item.title} sx={{ aspectRatio: '1' }} />
                                        <Typography variant="caption" sx={{ p: 1, display: 'block' }}>{item.title} — {faDate(item.postAt)}</Typography>
                                    </Card>
                                </Grid>
                            ))}
                        </Grid>
                    )}
                </Loaded>
            )}
        </KitPage>
    );
}

function CardsPage() {
    const users = useKitQuery<{ users: UserCard[] }>(['user', 'all'], '/api/user/all');
    return (
        <KitPage title="کارت‌های کاربران" crumbs={[CRUMB, { label: 'کارت‌ها' }]}>
            <Loaded query={users}>
                {data => (
                    <Grid container spacing={3}>
                        {data.users.map(user => (
                            <Grid key={user.id} size={{ xs: 12, sm: 6, md: 4 }}>
                                <Card sx={{ textAlign: 'center' }}>
                                    <CardMedia component="img" image={user.cover} alt="" sx={{ height: 120 }} />
                                    <InitialsAvatar name={user.name} size={64} sx={{ mx: 'auto', mt: -4, border: 3, borderColor: 'background.paper' }} />
                                    <CardContent>
                                        <Typography variant="subtitle1" component="h2">{user.name}</Typography>
                                        <Typography variant="body2" color="text.secondary">{user.role}</Typography>
                                        <Stack direction="row" sx={{ justifyContent: 'space-around', mt: 2 }}>
                                            {[['دنبال‌کننده', user.follower], ['دنبال‌شده', user.following], ['نوشته', user.totalPost]].map(([label, value]) => (
                                                <Box key={label as string}>
                                                    <Typography variant="caption" color="text.secondary">{label}</Typography>
                                                    <Typography variant="subtitle2" component="p">{faNumber(value as number)}</Typography>
                                                </Box>
                                            ))}
                                        </Stack>
                                    </CardContent>
                                </Card>
                            </Grid>
                        ))}
                    </Grid>
                )}
            </Loaded>
        </KitPage>
    );
}

const FLAG_LABELS: Array<[keyof NotificationSettings, string, string]> = [
    ['activityComments', 'فعالیت', 'وقتی کسی برای نوشته‌ام نظر می‌گذارد ایمیل بفرست'],
    ['activityAnswers', 'فعالیت', 'وقتی کسی به فرمم پاسخ می‌دهد ایمیل بفرست'],
    ['activityFollows', 'فعالیت', 'وقتی کسی مرا دنبال می‌کند ایمیل بفرست'],
    ['applicationNews', 'برنامه', 'خبرها و اطلاعیه‌ها'],
    ['applicationProduct', 'برنامه', 'به‌روزرسانی‌های ماهانهٔ محصول'],
    ['applicationBlog', 'برنامه', 'خلاصهٔ وبلاگ و نکته‌ها'],
];

function NotificationsForm({ initial }: { initial: NotificationSettings }) {
    const client = useQueryClient();
    const [flags, setFlags] = useState(initial);
    const [busy, setBusy] = useState(false);
    const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
    const save = async () => {
        setBusy(true);
        try {
            await kitFetch('/api/user/account/notifications-settings', { method: 'POST', body: { notifications: flags } });
            await client.invalidateQueries({ queryKey: ['kit', 'user', 'notifications'] });
            setMessage({ ok: true, text: 'تنظیمات اعلان‌ها ذخیره شد.' });
        } catch (failure) {
            // the switches keep what was chosen
            setMessage({ ok: false, text: kitErrorText(failure) });
        } finally {
            setBusy(false);
        }
    };
    return (
        <Card>
            <CardContent>
                <Stack spacing={1}>
                    {FLAG_LABELS.map(([flag, group, label]) => (
                        <FormControlLabel key={flag} control={<Switch checked={flags[flag]} onChange={e => setFlags(current => ({ ...current, [flag]: e.target.checked }))} />} label={`${group}: ${label}`} />
                    ))}
                    {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
                    <Box>
                        <Button variant="contained" loading={busy} onClick={() => void save()}>ذخیرهٔ تغییرات</Button>
                    </Box>
                </Stack>
            </CardContent>
        </Card>
    );
}

function AccountPage() {
    const [tab, setTab] = useState(0);
    const profile = useKitQuery<{ profile: UserProfile }>(['user', 'profile'], '/api/user/profile', undefined, tab === 0);
    const notifications = useKitQuery<{ notifications: NotificationSettings }>(['user', 'notifications'], '/api/user/account/notifications-settings', undefined, tab === 1);
    const cards = useKitQuery<{ cards: PaymentCard[] }>(['user', 'cards'], '/api/user/account/cards', undefined, tab === 2);
    const invoices = useKitQuery<{ invoices: Invoice[] }>(['user', 'invoices'], '/api/user/account/invoices', undefined, tab === 2);
    const book = useKitQuery<{ addressBook: AddressBookEntry[] }>(['user', 'address-book'], '/api/user/account/address-book', undefined, tab === 3);
    return (
        <KitPage title="تنظیمات حساب" crumbs={[CRUMB, { label: 'حساب' }]}>
            <Tabs value={tab} onChange={(_, next: number) => setTab(next)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3 }}>
                <Tab label="عمومی" />
                <Tab label="اعلان‌ها" />
                <Tab label="صورتحساب" />
                <Tab label="دفترچهٔ نشانی" />
            </Tabs>
            {tab === 0 && (
                <Loaded query={profile}>
                    {({ profile: me }) => (
                        <Card>
                            <CardContent>
                                <Stack spacing={1.5}>
                                    <InitialsAvatar name={me.displayName} size={72} />
                                    <Typography variant="h6" component="h2">{me.displayName}</Typography>
                                    <Typography>ایمیل: <bdi dir="ltr">{me.email}</bdi></Typography>
                                    <Typography>شرکت: {me.company}</Typography>
                                    <Typography>کشور: {me.country}</Typography>
                                    <Typography color="text.secondary">{me.quote}</Typography>
                                </Stack>
                            </CardContent>
                        </Card>
                    )}
                </Loaded>
            )}
            {tab === 1 && <Loaded query={notifications}>{data => <NotificationsForm initial={data.notifications} />}</Loaded>}
            {tab === 2 && (
                <Stack spacing={3}>
                    <Loaded query={cards}>
                        {data => (
                            <Grid container spacing={2}>
                                {data.cards.map(card => (
                                    <Grid key={card.id} size={{ xs: 12, sm: 6 }}>
                                        <Card variant="outlined" sx={{ p: 2 }}>
                                            <Typography variant="overline">{card.cardType === 'visa' ? 'ویزا' : 'مسترکارت'}</Typography>
                                            <Typography dir="ltr" sx={{ textAlign: 'left', fontFamily: 'monospace' }}>{card.cardNumber}</Typography>
                                        </Card>
                                    </Grid>
                                ))}
                            </Grid>
                        )}
                    </Loaded>
                    <Loaded query={invoices}>
                        {data => (
                            <Card>
                                <TableContainer>
                                    <Table size="small" aria-label="صورتحساب‌ها">
                                        <TableBody>
                                            {data.invoices.map(invoice => (
                                                <TableRow key={invoice.id}>
                                                    <TableCell><bdi dir="ltr">{invoice.invoiceNumber}</bdi></TableCell>
                                                    <TableCell>{faDate(invoice.createdAt)}</TableCell>
                                                    <TableCell>{toman(invoice.items.reduce((sum, item) => sum + item.price * item.quantity, 0) - invoice.discount + invoice.shipping)}</TableCell>
                                                </TableRow>
                                            ))}
                                        </TableBody>
                                    </Table>
                                </TableContainer>
                            </Card>
                        )}
                    </Loaded>
                </Stack>
            )}
            {tab === 3 && (
                <Loaded query={book}>
                    {data => (
                        <Stack spacing={2}>
                            {data.addressBook.map(entry => (
                                <Card key={entry.id} variant="outlined" sx={{ p: 2 }}>
                                    <Typography variant="subtitle2" component="p">{entry.name}</Typography>
                                    <Typography variant="body2">{entry.street}</Typography>
                                    <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'left' }}>{entry.phone}</Typography>
                                </Card>
                            ))}
                        </Stack>
                    )}
                </Loaded>
            )}
        </KitPage>
    );
}

const STATUS_TABS = [['all', 'همه'], ['active', 'فعال'], ['banned', 'مسدود']] as const;

function ListPage() {
    const client = useQueryClient();
    const users = useKitQuery<{ users: ManagedUser[] }>(['user', 'manage-users'], '/api/user/manage-users');
    const [status, setStatus] = useState<'all' | 'active' | 'banned'>('all');
    const [failure, setFailure] = useState('');
    const toggle = async (user: ManagedUser) => {
        try {
            await kitFetch('/api/user/manage-users/status', { method: 'POST', body: { userId: user.id, status: user.status === 'active' ? 'banned' : 'active' } });
            await client.invalidateQueries({ queryKey: ['kit', 'user', 'manage-users'] });
        } catch (problem) {
            setFailure(kitErrorText(problem));
        }
    };
    return (
        <KitPage title="مدیریت کاربران" crumbs={[CRUMB, { label: 'فهرست' }]}>
            <Card>
                <Tabs value={status} onChange={(_, next: typeof status) => setStatus(next)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
                    {STATUS_TABS.map(([value, label]) => (
                        <Tab key={value} value={value} label={users.data ? `${label} (${faNumber(users.data.users.filter(u => value === 'all' || u.status === value).length)})` : label} />
                    ))}
                </Tabs>
                <Box sx={{ p: users.data ? 0 : 2 }}>
                    <Loaded query={users}>
                        {data => (
                            <TableContainer sx={{ overflowX: 'auto' }}>
                                <Table size="small" aria-label="کاربران">
                                    <TableHead>
                                        <TableRow>
                                            <TableCell>نام</TableCell>
                                            <TableCell>شرکت</TableCell>
                                            <TableCell>نقش</TableCell>
                                            <TableCell>وضعیت</TableCell>
                                            <TableCell />
                                        </TableRow>
                                    </TableHead>
                                    <TableBody>
                                        {data.users.filter(user => status === 'all' || user.status === status).map(user => (
                                            <TableRow key={user.id}>
                                                <TableCell>
                                                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                                        <InitialsAvatar name={user.name} size={32} />
                                                        <span>{user.name}</span>
                                                        {user.isVerified && <Verified color="info" fontSize="small" aria-label="تأییدشده" />}
                                                    </Stack>
                                                </TableCell>
                                                <TableCell>{user.company}</TableCell>
                                                <TableCell>{user.role}</TableCell>
                                                <TableCell>
                                                    <Chip size="small" color={user.status === 'active' ? 'success' : 'error'} label={user.status === 'active' ? 'فعال' : 'مسدود'} />
                                                </TableCell>
                                                <TableCell>
                                                    <Tooltip title={user.status === 'active' ? 'مسدود کردن' : 'فعال کردن'}>
                                                        <IconButton size="small" aria-label={`${user.status === 'active' ? 'مسدود کردن' : 'فعال کردن'} ${user.name}`} onClick={() => void toggle(user)}>
                                                            {user.status === 'active' ? <Block fontSize="small" /> : <CheckCircleOutline fontSize="small" />}
                                                        </IconButton>
                                                    </Tooltip>
                                                </TableCell>
                                            </TableRow>
                                        ))}
                                    </TableBody>
                                </Table>
                            </TableContainer>
                        )}
                    </Loaded>
                </Box>
            </Card>
            <Snackbar open={!!failure} autoHideDuration={4000} onClose={() => setFailure('')}>
                <Alert severity="error" onClose={() => setFailure('')}>{failure}</Alert>
            </Snackbar>
        </KitPage>
    );
}

/** `/kit/user/profile`, `/kit/user/cards`, `/kit/user/account`, `/kit/user/list`. */
export default function UserApp() {
    return (
        <Routes>
            <Route index element={<Navigate to="/kit/user/profile" replace />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="cards" element={<CardsPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="list" element={<ListPage />} />
            <Route path="*" element={<Navigate to="/kit/user/profile" replace />} />
        </Routes>
    );
}
