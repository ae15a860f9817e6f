import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Send from '@mui/icons-material/Send';
import {
    Autocomplete, Badge, Box, Card, Divider, IconButton, List, ListItem, ListItemAvatar, ListItemButton, ListItemText,
    Stack, TextField, Tooltip, Typography, useMediaQuery, useTheme, Alert,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { CHAT_ME, type Contact, type Conversation } from '../mock/data/chat';
import { faNumber, faTime } from '../shared/format';
import { InitialsAvatar } from '../shared/InitialsAvatar';
import { kitErrorText, kitFetch } from '../shared/kitApi';
import { KitError, KitLoading, KitPage } from '../shared/KitPage';
import { useKitQuery } from '../shared/useKitQuery';

const STATUS_TEXT = { online: 'آنلاین', away: 'دور از دسترس', busy: 'مشغول', offline: 'آفلاین' } as const;

const others = (conversation: Conversation) => conversation.participants.filter(p => p.id !== CHAT_ME.id);
const titleOf = (conversation: Conversation) =>
    conversation.type === 'GROUP' ? `گروه ${others(conversation).map(p => p.name.split(' ')[0]).join('، ')}` : others(conversation)[0]?.name ?? '';

function ConversationList({ selected }: { selected?: string }) {
    const { data, error, isPending, refetch } = useKitQuery<{ conversations: Conversation[] }>(['chat', 'conversations'], '/api/chat/conversations');
    if (isPending) return <KitLoading />;
    if (error) return <Box sx={{ p: 2 }}><KitError error={error} onRetry={() => void refetch()} /></Box>;
    return (
        <List aria-label="گفتگوها" sx={{ overflowY: 'auto', flex: 1 }}>
            {data.conversations.map(conversation => {
                const last = conversation.messages.at(-1);
                const name = titleOf(conversation);
                return (
                    <ListItem key={conversation.id} disablePadding>
                    <ListItemButton component={RouterLink} to={`/kit/chat/${conversation.id}`} selected={conversation.id === selected}>
                        <ListItemAvatar>
                            <Badge color="error" badgeContent={conversation.unreadCount ? faNumber(conversation.unreadCount) : 0} aria-label={conversation.unreadCount ? `${faNumber(conversation.unreadCount)} پیام نخوانده` : undefined}>
                                <InitialsAvatar name={name} />
                            </Badge>
                        </ListItemAvatar>
                        <ListItemText
                            primary={name}
                            secondary={last ? `${last.senderId === CHAT_ME.id ? 'شما: ' : ''}${last.body}` : 'بدون پیام'}
                            slotProps={{ primary: { noWrap: true, fontWeight: conversation.unreadCount ? 700 : 400 }, secondary: { noWrap: true } }}
                        />
                        {last && (
                            <Typography variant="caption" color="text.secondary" sx={{ ml: 1, flexShrink: 0 }}>
                                {faTime(last.createdAt)}
                            </Typography>
                        )}
                    </ListItemButton>
                    </ListItem>
                );
            })}
        </List>
    );
}

function Composer({ onSend, disabled }: { onSend: (text: string) => Promise<void>; disabled?: boolean }) {
    const [text, setText] = useState('');
    const [error, setError] = useState('');
    const [busy, setBusy] = useState(false);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        if (!text.trim()) {
            setError('متن پیام را بنویسید.');
            return;
        }
        setBusy(true);
        try {
            await onSend(text.trim());
            setText('');
            setError('');
        } catch (failure) {
            // the text stays in the box, so nothing typed is lost
            setError(kitErrorText(failure));
        } finally {
            setBusy(false);
        }
    };
    return (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, p: 1.5, alignItems: 'flex-start' }}>
            <TextField fullWidth size="small" placeholder="پیام خود را بنویسید…" slotProps={{ htmlInput: { 'aria-label': 'متن پیام' } }} value={text} onChange={e => setText(e.target.value)} error={!!error} helperText={error || undefined} disabled={disabled} />
            <IconButton type="submit" color="primary" aria-label="ارسال" disabled={busy || disabled}>
                <Send sx={{ transform: 'scaleX(-1)' }} />
            </IconButton>
        </Box>
    );
}

function Thread({ conversationKey }: { conversationKey: string }) {
    const client = useQueryClient();
    const { data, error, isPending, refetch } = useKitQuery<{ conversation: Conversation }>(['chat', 'conversation', conversationKey], '/api/chat/conversation', { conversationKey });
    const end = useRef<HTMLDivElement>(null);
    const conversation = data?.conversation;
    useEffect(() => {
        if (conversation && conversation.unreadCount > 0) {
            void kitFetch('/api/chat/conversation/mark-as-seen', { params: { conversationId: conversation.id } }).then(() =>
                client.invalidateQueries({ queryKey: ['kit', 'chat', 'conversations'] }),
            );
        }
    }, [conversation, client]);
    useEffect(() => {
        end.current?.scrollIntoView?.({ block: 'end' });
    }, [conversation?.messages.length]);
    if (isPending) return <KitLoading />;
    if (error || !conversation) return <Box sx={{ p: 2 }}><KitError error={error} onRetry={() => void refetch()} /></Box>;
    const send = async (body: string) => {
        await kitFetch('/api/chat/messages/new', { method: 'POST', body: { conversationId: conversation.id, message: { body } } });
        await Promise.all([refetch(), client.invalidateQueries({ queryKey: ['kit', 'chat', 'conversations'] })]);
    };
    const people = new Map(conversation.participants.map(p => [p.id, p]));
    const single = conversation.type === 'ONE_TO_ONE' ? others(conversation)[0] : undefined;
    return (
        <>
            <Stack direction="row" spacing={1.5} sx={{ p: 1.5, alignItems: 'center' }}>
                <IconButton component={RouterLink} to="/kit/chat" aria-label="بازگشت به گفتگوها" sx={{ display: { md: 'none' } }}>
                    <ArrowForward />
                </IconButton>
                <InitialsAvatar name={titleOf(conversation)} />
                <Box sx={{ minWidth: 0 }}>
                    <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 700 }}>
                        {titleOf(conversation)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                        {single ? STATUS_TEXT[single.status] : `${faNumber(conversation.participants.length)} عضو`}
                    </Typography>
                </Box>
            </Stack>
            <Divider />
            <Box role="log" aria-label="پیام‌ها" sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                {conversation.messages.map(message => {
                    const mine = message.senderId === CHAT_ME.id;
                    const sender = people.get(message.senderId);
                    return (
                        <Box key={message.id} sx={{ alignSelf: mine ? 'flex-start' : 'flex-end', maxWidth: '80%' }}>
                            {!mine && conversation.type === 'GROUP' && (
                                <Typography variant="caption" color="text.secondary">
                                    {sender?.name}
                                </Typography>
                            )}
                            <Box sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: mine ? 'primary.main' : 'action.hover', color: mine ? 'primary.contrastText' : 'text.primary', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                                {message.body}
                            </Box>
                            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: mine ? 'start' : 'end' }}>
                                {faTime(message.createdAt)}
                            </Typography>
                        </Box>
                    );
                })}
                <div ref={end} />
            </Box>
            <Divider />
            <Composer onSend={send} />
        </>
    );
}

function NewConversation() {
    const navigate = useNavigate();
    const client = useQueryClient();
    const [query, setQuery] = useState('');
    const [contact, setContact] = useState<Contact | null>(null);
    const [contactError, setContactError] = useState('');
    const { data } = useKitQuery<{ results: Contact[] }>(['chat', 'search', query], '/api/chat/search', { query }, query.trim().length > 0);
    const send = async (body: string) => {
        if (!contact) {
            setContactError('مخاطب را انتخاب کنید.');
            throw new Error('no contact');
        }
        const { conversation } = await kitFetch<{ conversation: Conversation }>('/api/chat/conversation/new', { method: 'POST', body: { contactId: contact.id, message: { body } } });
        await client.invalidateQueries({ queryKey: ['kit', 'chat'] });
        navigate(`/kit/chat/${conversation.id}`);
    };
    return (
        <>
            <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'flex-start' }}>
                <IconButton component={RouterLink} to="/kit/chat" aria-label="بازگشت به گفتگوها" sx={{ display: { md: 'none' } }}>
                    <ArrowForward />
                </IconButton>
                <Autocomplete
                    fullWidth
                    options={data?.results ?? []}
                    getOptionLabel={option => option.name}
                    filterOptions={options => options}
                    value={contact}
                    onChange={(_, value) => {
                        setContact(value);
                        setContactError('');
                    }}
                    onInputChange={(_, value) => setQuery(value)}
                    noOptionsText={query ? 'مخاطبی پیدا نشد' : 'نام مخاطب را بنویسید'}
                    renderOption={({ key, ...props }, option) => (
                        <li key={key} {...props}>
                            <InitialsAvatar name={option.name} size={28} sx={{ mr: 1 }} />
                            {option.name}
                        </li>
                    )}
                    renderInput={params => <TextField {...params} size="small" label="به" error={!!contactError} helperText={contactError || undefined} />}
                />
            </Stack>
            <Divider />
            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
                <Typography color="text.secondary">{contact ? `گفتگوی تازه با ${contact.name}` : 'مخاطبی را جست‌وجو کنید و پیام بفرستید.'}</Typography>
            </Box>
            <Divider />
            <Composer onSend={send} />
        </>
    );
}

function ChatScreen() {
    const { key } = useParams();
    const theme = useTheme();
    const wide = useMediaQuery(theme.breakpoints.up('md'));
    const showList = wide || !key;
    return (
        <KitPage
            title="گفتگو"
            crumbs={[{ label: 'گفتگو' }]}
            action={
                <Tooltip title="گفتگوی تازه">
                    <IconButton component={RouterLink} to="/kit/chat/new" color="primary" aria-label="گفتگوی تازه">
                        <AddCommentOutlined />
                    </IconButton>
                </Tooltip>
            }
        >
            <Card sx={{ display: 'flex', height: { xs: 'calc(100vh - 220px)', md: 640 }, minHeight: 420 }}>
                {showList && (
                    <Box sx={{ width: { xs: '100%', md: 320 }, display: 'flex', flexDirection: 'column', borderRight: { md: 1 }, borderColor: { md: 'divider' } }}>
                        <ConversationList selected={key} />
                    </Box>
                )}
                {(wide || key) && (
                    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
                        {key === 'new' ? <NewConversation /> : key ? <Thread key={key} conversationKey={key} /> : (
                            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
                                <Alert severity="info">گفتگویی را انتخاب کنید.</Alert>
                            </Box>
                        )}
                    </Box>
                )}
            </Card>
        </KitPage>
    );
}

/** `/kit/chat`, `/kit/chat/new`, `/kit/chat/:key` (a conversation id or a contact's username). */
export default function ChatApp() {
    return (
        <Routes>
            <Route index element={<ChatScreen />} />
            <Route path=":key" element={<ChatScreen />} />
        </Routes>
    );
}
