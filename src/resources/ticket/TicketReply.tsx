import SendIcon from '@mui/icons-material/Send';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { Form, TextInput, useCreate, type RaRecord, type Validator } from 'react-admin';
import { HttpError } from 'ra-core';
import { useNotifyFailure } from '../../providers/useNotifyFailure';
import { DraftKeeper, discardDraft, draftKey } from '../drafts';

/** The limits of a message's body (docs/openapi.yaml, TicketMessage). */
const MIN_LENGTH = 2;
const MAX_LENGTH = 5000;

export const REPLY_MESSAGES = {
    empty: 'متن پاسخ خالی است؛ پاسخ را بنویسید.',
    short: 'پاسخ باید دست‌کم ۲ نویسه باشد.',
    long: 'پاسخ حداکثر ۵٬۰۰۰ نویسه است.',
    failed: 'پاسخ فرستاده نشد؛ متن شما سر جایش است، دوباره بفرستید.',
    closed: 'این تیکت بسته است؛ برای پاسخ دادن، آن را دوباره باز کنید.',
};

const validateReply: Validator = value => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return REPLY_MESSAGES.empty;
    if (text.length < MIN_LENGTH) return REPLY_MESSAGES.short;
    if (text.length > MAX_LENGTH) return REPLY_MESSAGES.long;
    return undefined;
};

/** No record of the page (the ticket) goes into the reply form: it starts empty. */
const EMPTY = { body: '' };

/** Hands the form's methods to the reply box (to clear it after a reply is saved). */
const FormHandle = ({ formRef }: { formRef: RefObject<UseFormReturn | null> }) => {
    const methods = useFormContext();
    useEffect(() => {
        formRef.current = methods;
    }, [formRef, methods]);
    return null;
};

/**
 * The staff's reply: `POST /admin/ticket-message` with `ticket_id` and `body` (pessimistic).
 * Saved, the box clears and `onSent` shows the message at once; refused (422), failed (5xx) or
 * unanswered (network), what was typed stays, the server's field message shows under the box
 * and a toast says what happened. Ctrl+Enter (⌘+Enter) sends; an empty reply is refused at the
 * field. A closed ticket takes no reply until it is reopened.
 */
export const TicketReply = ({
    ticketId,
    closed,
    onSent,
    onSettled,
}: {
    ticketId: RaRecord['id'];
    closed: boolean;
    onSent: (message: RaRecord) => void;
    onSettled: () => void;
}) => {
    const [create, { isPending }] = useCreate();
    const notifyFailure = useNotifyFailure();
    const formRef = useRef<UseFormReturn | null>(null);
    const sending = useRef(false);
    const draft = draftKey('ticket', ticketId, 'reply');

    const submit = async (values: Record<string, unknown>) => {
        if (sending.current || closed) return undefined;
        sending.current = true;
        const body = String(values.body ?? '').trim();
        try {
            const saved = await create(
                'ticket-message',
                { data: { ticket_id: ticketId, body } },
                { returnPromise: true }
            );
            discardDraft(draft);
            formRef.current?.reset(EMPTY);
            onSent({ ...saved, ticket_id: saved.ticket_id ?? ticketId, body: saved.body ?? body });
            return undefined;
        } catch (error) {
            notifyFailure(error, REPLY_MESSAGES.failed);
            const errors = error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
            return errors?.body ? { body: errors.body } : undefined;
        } finally {
            sending.current = false;
            onSettled();
        }
    };

    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
        event.preventDefault();
        const target = event.target as HTMLTextAreaElement;
        if (!isPending) target.form?.requestSubmit();
    };

    return (
        <Form record={EMPTY} onSubmit={submit} disableInvalidFormNotification>
            <FormHandle formRef={formRef} />
            <DraftKeeper draftKey={draft} labels={{ body: 'پاسخ شما' }} savedByController={false} />
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <TextInput
                    source="body"
                    label="پاسخ شما"
                    multiline
                    minRows={3}
                    maxRows={12}
                    fullWidth
                    validate={validateReply}
                    helperText={closed ? REPLY_MESSAGES.closed : 'با Ctrl+Enter هم فرستاده می‌شود.'}
                    // read-only, never disabled: what was typed stays in the box, also on a closed ticket
                    readOnly={isPending || closed}
                    onKeyDown={onKeyDown}
                    slotProps={{ htmlInput: { dir: 'auto', 'aria-keyshortcuts': 'Control+Enter' } }}
                />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <Button
                        type="submit"
                        variant="contained"
                        disabled={isPending || closed}
                        startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : <SendIcon sx={{ transform: 'scaleX(-1)' }} />}
                    >
                        ارسال پاسخ
                    </Button>
                    {isPending && (
                        <Typography variant="body2" color="text.secondary" role="status">
                            در حال ارسال…
                        </Typography>
                    )}
                </Box>
            </Box>
        </Form>
    );
};
