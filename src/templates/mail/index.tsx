import ArrowForward from '@mui/icons-material/ArrowForward';
import AttachFile from '@mui/icons-material/AttachFile';
import Label from '@mui/icons-material/Label';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import {
    Badge, Box, Card, Chip, Divider, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Tooltip, Typography,
    useMediaQuery, useTheme, Snackbar, Alert,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { Mail, MailLabel } from '../mock/data/mail';
import { faDateTime, faNumber } from '../shared/format';
import { InitialsAvatar } from '../shared/InitialsAvatar';
import { kitErrorText, kitFetch } from '../shared/kitApi';
import { KitError, KitLoading, KitPage } from '../shared/KitPage';
import { useKitQuery } from '../shared/useKitQuery';

const SYSTEM_NAMES: Record<string, string> = {
    all: 'همهٔ نامه‌ها',
    inbox: 'صندوق ورودی',
    sent: 'ارسال‌شده',
    drafts: 'پیش‌نویس‌ها',
    trash: 'سطل زباله',
    spam: 'هرزنامه',
    important: 'مهم',
    starred: 'ستاره‌دار',
    promotions: 'تبلیغات',
    social: 'اجتماعی',
};
const labelName = (label: MailLabel) => (label.type === 'system' ? SYSTEM_NAMES[label.id] ?? label.id : label.name);

function Labels({ current }: { current: string }) {
    const { data, error, refetch } = useKitQuery<{ labels: MailLabel[] }>(['mail', 'labels'], '/api/mail/labels');
    const theme = useTheme();
    const wide = useMediaQuery(theme.breakpoints.up('md'));
    if (error) return <Box sx={{ p: 2 }}><KitError error={error} onRetry={() => void refetch()} /></Box>;
    const labels = data?.labels ?? [];
    if (!wide) {
        return (
            <Stack direction="row" spacing={1} component="nav" aria-label="برچسب‌ها" sx={{ overflowX: 'auto', p: 1.5 }}>
                {labels.map(label => (
                    <Chip
                        key={label.id}
                        component={RouterLink}
                        to={`/kit/mail/${label.id}`}
                        clickable
                        color={label.id === current ? 'primary' : 'default'}
                        label={label.unreadCount ? `${labelName(label)} (${faNumber(label.unreadCount)})` : labelName(label)}
                    />
                ))}
            </Stack>
        );
    }
    return (
        <List component="nav" aria-label="برچسب‌ها" sx={{ width: 240, flexShrink: 0, borderRight: 1, borderColor: 'divider', overflowY: 'auto' }}>
            {labels.map(label => (
                <ListItemButton
                    key={label.id}
                    component={RouterLink}
                    to={`/kit/mail/${label.id}`}
                    selected={label.id === current}
                    aria-current={label.id === current ? 'page' : undefined}
                >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                        <Label sx={{ color: label.color ?? 'text.secondary' }} fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={labelName(label)} />
                    {label.unreadCount > 0 && (
                        <Typography variant="caption" sx={{ fontWeight: 700 }} aria-label={`${faNumber(label.unreadCount)} نخوانده`}>
                            {faNumber(label.unreadCount)}
                        </Typography>
                    )}
                </ListItemButton>
            ))}
        </List>
    );
}

function useMailUpdate() {
    const client = useQueryClient();
    const [error, setError] = useState('');
    const update = async (mail: Mail, change: Partial<Pick<Mail, 'isStarred' | 'isImportant' | 'isUnread'>>) => {
        try {
            await kitFetch('/api/mail/update', { method: 'POST', body: { mailId: mail.id, ...change } });
            await client.invalidateQueries({ queryKey: ['kit', 'mail'] });
        } catch (failure) {
            setError(kitErrorText(failure));
        }
    };
    const feedback = (
        <Snackbar open={!!error} autoHideDuration={3000} onClose={() => setError('')}>
            <Alert severity="error" onClose={() => setError('')}>
                {error}
            </Alert>
        </Snackbar>
    );
    return { update, feedback };
}

function Flags({ mail, update }: { mail: Mail; update: ReturnType<typeof useMailUpdate>['update'] }) {
    return (
        <>
            <Tooltip title={mail.isStarred ? 'برداشتن ستاره' : 'ستاره زدن'}>
                <IconButton size="small" aria-pressed={mail.isStarred} aria-label="ستاره" onClick={e => { e.preventDefault(); e.stopPropagation(); void update(mail, { isStarred: !mail.isStarred }); }}>
                    {mail.isStarred ? <Star sx={{ color: 'warning.main' }} fontSize="small" /> : <StarBorder fontSize="small" />}
                </IconButton>
            </Tooltip>
            <Tooltip title={mail.isImportant ? 'عادی' : 'مهم'}>
                <IconButton size="small" aria-pressed={mail.isImportant} aria-label="مهم" onClick={e => { e.preventDefault(); e.stopPropagation(); void update(mail, { isImportant: !mail.isImportant }); }}>
                    {mail.isImportant ? <LabelImportant sx={{ color: 'warning.main', transform: 'scaleX(-1)' }} fontSize="small" /> : <LabelImportantOutlined sx={{ transform: 'scaleX(-1)' }} fontSize="small" />}
                </IconButton>
            </Tooltip>
        </>
    );
}

function MailList({ label }: { label: string }) {
    const custom = label.startsWith('label_');
    const { data, error, isPending, refetch } = useKitQuery<{ mails: Mail[] }>(['mail', 'mails', label], '/api/mail/mails', custom ? { customLabel: label } : { systemLabel: label });
    const { update, feedback } = useMailUpdate();
    if (isPending) return <KitLoading />;
    if (error) return <Box sx={{ p: 2 }}><KitError error={error} onRetry={() => void refetch()} /></Box>;
    if (data.mails.length === 0) return <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">نامه‌ای نیست.</Typography>;
    return (
        <List aria-label="نامه‌ها" data-mail-list sx={{ overflowY: 'auto', flex: 1 }}>
            {data.mails.map(mail => (
                <ListItem key={mail.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={`/kit/mail/${label}/${mail.id}`} sx={{ gap: 1, bgcolor: mail.isUnread ? 'action.hover' : undefined }}>
                    <Flags mail={mail} update={update} />
                    <Badge variant="dot" color="primary" invisible={!mail.isUnread} aria-label={mail.isUnread ? 'نخوانده' : undefined} role={mail.isUnread ? 'img' : undefined} overlap="circular">
                        <InitialsAvatar name={mail.from.name} size={32} />
                    </Badge>
                    <ListItemText
                        primary={mail.from.name}
                        secondary={mail.subject}
                        slotProps={{ primary: { noWrap: true, fontWeight: mail.isUnread ? 700 : 400 }, secondary: { noWrap: true, fontWeight: mail.isUnread ? 700 : 400 } }}
                        sx={{ minWidth: 0 }}
                    />
                    {mail.files.length > 0 && <AttachFile fontSize="small" color="action" aria-label="پیوست دارد" />}
                    <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>
                        {faDateTime(mail.createdAt)}
                    </Typography>
                </ListItemButton>
                </ListItem>
            ))}
            {feedback}
        </List>
    );
}

function MailView({ label, mailId }: { label: string; mailId: string }) {
    const { data, error, isPending, refetch } = useKitQuery<{ mail: Mail }>(['mail', 'mail', mailId], '/api/mail/mail', { mailId });
    const { update, feedback } = useMailUpdate();
    const mail = data?.mail;
    const article = useRef<HTMLElement>(null);
    // opened from the list (or the list gave way, on a phone): the focus goes to the mail, so the
    // next Tab reaches its flags, not the rest of the list
    useEffect(() => {
        const active = document.activeElement;
        if (mail && (!active || active === document.body || active.closest('[data-mail-list]'))) article.current?.focus();
    }, [mail]);
    useEffect(() => {
        if (mail?.isUnread) void update(mail, { isUnread: false });
        // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened mail
    }, [mail?.id, mail?.isUnread]);
    const back = (
        <IconButton component={RouterLink} to={`/kit/mail/${label}`} aria-label="بازگشت به فهرست">
            <ArrowForward />
        </IconButton>
    );
    if (isPending) return <KitLoading />;
    if (error || !mail) return <Box sx={{ p: 2 }}>{back}<KitError error={error} onRetry={() => void refetch()} /></Box>;
    return (
        <Box component="article" ref={article} tabIndex={-1} aria-labelledby={`kit-mail-${mail.id}`} sx={{ flex: 1, overflowY: 'auto' }}>
            <Stack direction="row" sx={{ p: 1, alignItems: 'center' }}>
                {back}
                <Box sx={{ flex: 1 }} />
                <Flags mail={mail} update={update} />
            </Stack>
            <Divider />
            <Box sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography variant="h6" component="h2" id={`kit-mail-${mail.id}`} sx={{ mb: 2 }}>
                    {mail.subject}
                </Typography>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
                    <InitialsAvatar name={mail.from.name} />
                    <Box sx={{ minWidth: 0 }}>
                        <Typography variant="subtitle2" component="p">{mail.from.name}</Typography>
                        <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ display: 'block', textAlign: 'left' }}>
                            {mail.from.email}
                        </Typography>
                    </Box>
                    <Box sx={{ flex: 1 }} />
                    <Typography variant="caption" color="text.secondary">
                        {faDateTime(mail.createdAt)}
                    </Typography>
                </Stack>
                <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 2 }}>{mail.message}</Typography>
                {mail.files.length > 0 && (
                    <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
                        {mail.files.map(file => <Chip key={file} icon={<AttachFile />} label={file} variant="outlined" />)}
                    </Stack>
                )}
            </Box>
            {feedback}
        </Box>
    );
}

function MailScreen() {
    const { label = 'inbox', mailId } = useParams();
    const theme = useTheme();
    const wide = useMediaQuery(theme.breakpoints.up('md'));
    return (
        <KitPage title="نامه‌ها" crumbs={[{ label: 'نامه‌ها' }]}>
            <Card sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, height: { md: 640 }, minHeight: 420 }}>
                <Labels current={label} />
                {!wide && <Divider />}
                <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
                    {(wide || !mailId) && (
                        <Box sx={{ width: { xs: '100%', md: mailId ? 360 : '100%' }, display: 'flex', flexDirection: 'column', borderRight: { md: mailId ? 1 : 0 }, borderColor: { md: 'divider' } }}>
                            <MailList label={label} />
                        </Box>
                    )}
                    {mailId && <MailView key={mailId} label={label} mailId={mailId} />}
                </Box>
            </Card>
        </KitPage>
    );
}

/** `/kit/mail/:label` (a system label such as `inbox`, `all`, `spam`, or a custom one) and `/kit/mail/:label/:mailId`. */
export default function MailApp() {
    return (
        <Routes>
            <Route index element={<Navigate to="/kit/mail/inbox" replace />} />
            <Route path=":label" element={<MailScreen />} />
            <Route path=":label/:mailId" element={<MailScreen />} />
        </Routes>
    );
}
