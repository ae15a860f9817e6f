import { Avatar, Box, Chip, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { PresenceMember } from './room';
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

const Member = ({ member }: { member: PresenceMember }) => {
    const translate = useTranslate();
    const name = member.name || translate('app.presence.unnamed');
    return (
        <Chip
            component="li"
            variant="outlined"
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

/**
 * The record page's header line: the other staff on this record now, with what each is doing,
 * live (src/realtime/presence/rooms.ts). Nothing at all when nobody else is here, or when the
 * server has no presence, refuses it, or the connection is down.
 */
const RecordPresence = ({ resource, id }: { resource: string; id: string | number | undefined }) => {
    const translate = useTranslate();
    const others = usePresence(resource, id);
    useEditingState(resource, id);
    return (
        <Box data-testid="presence" aria-live="polite" sx={{ px: 2, pt: others.length ? 1.5 : 0 }}>
            {others.length > 0 && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography id="presence-title" variant="body2" color="text.secondary" component="span">
                        {translate('app.presence.title')}
                    </Typography>
                    <Box component="ul" aria-labelledby="presence-title" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
                        {others.map(member => (
                            <Member key={member.id} member={member} />
                        ))}
                    </Box>
                </Box>
            )}
        </Box>
    );
};

export default RecordPresence;
