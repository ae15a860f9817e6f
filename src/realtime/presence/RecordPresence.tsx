import { Avatar, Box, Chip, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { persianDigits } from '../../i18n/format';
import { PRESENCE_LINE } from './presenceLine';
import type { PresenceMember, PresenceState } from './room';
import { reportState, usePresence } from './rooms';
import '../../i18n/lazy/presence';

const FIELD = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea, select, [contenteditable="true"], [role="combobox"]';

/** A form field of the page itself (not the top bar's search, not a dialog's: a dialog is deciding). */
const pageField = (target: EventTarget | null): boolean =>
    target instanceof Element && target.closest(FIELD) !== null && target.closest('#main-content, form') !== null && target.closest('[role="dialog"], [role="presentation"], header') === null;

/**
 * Focusing or typing in one of the page's form fields is `editing`; leaving the fields is
 * `viewing` again (docs/asyncapi.yaml, `client-activity`).
 */
function useEditingState(resource: string, id: string | number | undefined): void {
    useEffect(() => {
        if (id === undefined) return undefined;
        const source = Symbol('form');
        const editing = (event: Event) => {
            if (pageField(event.target)) reportState(resource, id, source, 'editing');
        };
        const left = (event: FocusEvent) => {
            if (pageField(event.target) && !pageField(event.relatedTarget)) reportState(resource, id, source, null);
        };
        document.addEventListener('focusin', editing);
        document.addEventListener('input', editing);
        document.addEventListener('focusout', left);
        return () => {
            document.removeEventListener('focusin', editing);
            document.removeEventListener('input', editing);
            document.removeEventListener('focusout', left);
            reportState(resource, id, source, null);
        };
    }, [resource, id]);
}

const useMemberName = () => {
    const translate = useTranslate();
    return (member: PresenceMember) => `${member.name || translate('app.presence.unnamed')} · ${translate(`app.presence.${member.state}`)}`;
};

/** A colleague: a chip, or, past what the line shows, an item only a screen reader reads. */
const Member = ({ member, unseen }: { member: PresenceMember; unseen: boolean }) => {
    const translate = useTranslate();
    const name = member.name || translate('app.presence.unnamed');
    if (unseen) {
        return (
            <li data-testid={`presence-member-${member.id}`} data-state={member.state} style={visuallyHidden}>
                <bdi>{name}</bdi>
                {' · '}
                {translate(`app.presence.${member.state}`)}
            </li>
        );
    }
    return (
        <Chip
            component="li"
            size="small"
            variant="outlined"
            // on a narrow line a chip gives up the end of its name, not its place on the line
            sx={{ minWidth: 0 }}
            data-testid={`presence-member-${member.id}`}
            data-state={member.state}
            avatar={
                <Avatar src={member.avatar ?? undefined} alt="" aria-hidden>
                    {Array.from(name)[0]}
                </Avatar>
            }
            label={
                <>
                    <bdi>{name}</bdi>
                    {' · '}
                    {translate(`app.presence.${member.state}`)}
                </>
            }
        />
    );
};

/** Who decides first, then who edits, then who looks: the end of a narrow line loses the least. */
const RANK: Record<PresenceState, number> = { deciding: 0, editing: 1, viewing: 2 };
const byActivity = (members: readonly PresenceMember[]) => [...members].sort((a, b) => RANK[a.state] - RANK[b.state]);

/** How many chips the line shows at this width; the others are counted in a last chip (`+۲`). */
function useChipsShown(): number {
    const wide = useMediaQuery<Theme>(theme => theme.breakpoints.up('lg'));
    const medium = useMediaQuery<Theme>(theme => theme.breakpoints.up('md'));
    const small = useMediaQuery<Theme>(theme => theme.breakpoints.up('sm'));
    return wide ? 5 : medium ? 3 : small ? 2 : 1;
}

/**
 * The record page's header line: the other staff on this record now, with what each is doing,
 * live (src/realtime/presence/rooms.ts), the one deciding first; as many as the width allows, the
 * others counted in a last chip (a screen reader hears them all). One line of a fixed height
 * (./presenceLine.ts): empty when nobody else is here, or when the server has no presence,
 * refuses it, or the connection is down, so that nothing below it moves as colleagues come and go.
 */
const RecordPresence = ({ resource, id }: { resource: string; id: string | number | undefined }) => {
    const translate = useTranslate();
    const others = usePresence(resource, id);
    useEditingState(resource, id);
    const shown = useChipsShown();
    const nameOf = useMemberName();
    const members = byActivity(others);
    const rest = members.slice(shown);
    return (
        <Box data-testid="presence" aria-live="polite" sx={PRESENCE_LINE}>
            {others.length > 0 && (
                <>
                    {/* a phone's line keeps its width for the names; the list is still named by it */}
                    <Typography
                        id="presence-title"
                        variant="body2"
                        color="text.secondary"
                        component="span"
                        sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline' } }}
                    >
                        {translate('app.presence.title')}
                    </Typography>
                    <Box
                        component="ul"
                        aria-labelledby="presence-title"
                        sx={{ display: 'flex', flexWrap: 'nowrap', gap: 1, minWidth: 0, m: 0, p: 0, listStyle: 'none' }}
                    >
                        {members.map((member, at) => (
                            <Member key={member.id} member={member} unseen={at >= shown} />
                        ))}
                    </Box>
                    {rest.length > 0 && (
                        // the list above already names them for a screen reader
                        <Tooltip title={rest.map(nameOf).join('، ')}>
                            <Chip size="small" aria-hidden data-testid="presence-more" label={`+${persianDigits(rest.length)}`} sx={{ flexShrink: 0 }} />
                        </Tooltip>
                    )}
                </>
            )}
        </Box>
    );
};

export default RecordPresence;
