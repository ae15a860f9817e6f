import { Box, Chip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { persianDigits } from '../../i18n/format';
import { formatDateTime } from '../../i18n/dates';
import type { ThreadMessage } from './thread';

const ROLE = { customer: 'مشتری', staff: 'پشتیبانی' } as const;

/**
 * One message of a ticket's conversation: the customer's at the start of the line (the right, in
 * Persian), the staff's at the end (the left), each with its author, role and Jalali time. The
 * body is the server's text shown as text, its line breaks kept.
 */
export const TicketMessageBubble = ({ message }: { message: ThreadMessage }) => {
    const staff = message.author === 'staff';
    const when = message.created_at ? formatDateTime(message.created_at) : '';
    return (
        <Box
            component="li"
            data-testid="ticket-message"
            data-author={message.author}
            aria-label={`${message.author_name ?? ROLE[message.author]}${when ? `، ${when}` : ''}`}
            sx={theme => ({
                listStyle: 'none',
                alignSelf: staff ? 'flex-end' : 'flex-start',
                maxWidth: { xs: '94%', sm: '78%' },
                minWidth: { xs: '60%', sm: 280 },
                px: 2,
                py: 1.25,
                borderRadius: 3,
                // the corner nearest its side of the conversation is sharp
                ...(staff ? { borderEndEndRadius: 4 } : { borderEndStartRadius: 4 }),
                border: 1,
                borderColor: staff ? alpha(theme.palette.primary.main, 0.35) : 'divider',
                bgcolor: staff ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.18 : 0.08) : 'background.paper',
            })}
        >
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 0.5 }}>
                <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
                    {message.author_name ? persianDigits(message.author_name) : ROLE[message.author]}
                </Typography>
                <Chip size="small" variant="outlined" color={staff ? 'primary' : 'default'} label={ROLE[message.author]} />
                {when && (
                    <Typography component="time" dateTime={message.created_at} variant="caption" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
                        {when}
                    </Typography>
                )}
            </Box>
            <Typography
                variant="body2"
                dir="auto"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start', lineHeight: 1.9 }}
            >
                {message.body}
            </Typography>
        </Box>
    );
};
