// in a right-to-left page, next points left
import NextIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { createElement, useEffect, useId, useMemo, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { DecisionDefinition, ResourceDefinition } from '../types';
import { decisionIcon } from './icons';
import { HELP_KEYS, NEXT_KEYS, decisionForKey, isTyping, pressed } from './shortcuts';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useDecisionFlow } from './useDecisionFlow';
import { useNextInQueue } from './useNextInQueue';
import { APPROVAL_LABEL, allowedDecisions, approvalHint, useDecisionRights } from './rights';
import { useAdminId } from './useAdminId';
import { PendingApprovalNotice } from './PendingApprovalNotice';
import { listQueue } from '../queues';

const icon = (decision: DecisionDefinition) => {
    const Icon = decisionIcon(decision);
    return Icon ? createElement(Icon) : undefined;
};

/**
 * Whether a key press belongs to a dialog or a menu over the page (the picture's viewer, a
 * decision's form): they hold the focus while they are open, so their keys come from inside them.
 */
const inOverlay = (target: EventTarget | null) =>
    target instanceof Element && target.closest('.MuiModal-root, [role="dialog"], [role="menu"]') !== null;

/**
 * A record's decisions on its page: one button per decision whose `when` matches the record
 * (from react-admin's RecordContext). A button can't be pressed twice while its decision is in
 * flight. For a queue, review mode: after a decision the next waiting record opens, and the
 * keyboard works the queue (each decision's `shortcut`, `n` or ← for next, `?` for help); keys
 * never fire while typing.
 */
export const DecisionButtons = ({ definition }: { definition: ResourceDefinition }) => {
    const record = useRecordContext();
    // on a record's page, keys wait until the record shown is the one the address asks for
    // (after `next`, the previous one may still be on screen while the next is read)
    const { id: routeId } = useParams();
    const reading = routeId !== undefined && !!record && String(record.id) !== decodeURIComponent(routeId);
    const next = useNextInQueue(definition);
    const queue = !!listQueue(definition);
    const { start, pending, dialog, open, failure } = useDecisionFlow(
        definition,
        decided => {
            if (queue) void next(decided.id);
        },
        queue ? decidedMeanwhile => void next(decidedMeanwhile.id) : undefined
    );
    const [help, setHelp] = useState(false);
    const hintId = useId();
    const rights = useDecisionRights(definition);
    const adminId = useAdminId(definition);
    // only what the admin's permissions allow, keys included
    const decisions = useMemo(() => allowedDecisions(definition, record, rights, adminId), [definition, record, rights, adminId]);

    useEffect(() => {
        if (!record) return undefined;
        const onKey = (event: KeyboardEvent) => {
            if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
            if (reading || isTyping(event.target) || open || help || inOverlay(event.target)) return;
            if (HELP_KEYS.includes(event.key as never)) {
                event.preventDefault();
                setHelp(true);
                return;
            }
            const decision = decisionForKey(decisions, event);
            if (decision) {
                event.preventDefault();
                start(decision, record);
                return;
            }
            if (queue && !pending && NEXT_KEYS.some(key => pressed(event, key))) {
                event.preventDefault();
                void next(record.id);
            }
        };
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
    }, [decisions, help, next, open, pending, queue, reading, record, start]);

    // the dialog outlives a record being read again: what was typed in it stays
    if (!record) return <>{dialog}</>;
    const allDecisions = (definition.decisions ?? []).filter(decision => rights(decision).allowed);
    const hints = decisions.map(decision => ({ decision, hint: approvalHint(definition, rights(decision, record)) }));
    // the same sentence for several decisions (approve and pay over one limit) is said once
    const sentences = [...new Set(hints.flatMap(({ hint }) => (hint ? [hint] : [])))];
    const hintIdOf = (hint: string) => `${hintId}-${sentences.indexOf(hint)}`;
    return (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" data-testid="decision-buttons" data-record-id={record.id}>
            <PendingApprovalNotice definition={definition} record={record} />
            {hints.map(({ decision, hint }) => (
                <Button
                    key={decision.id}
                    aria-describedby={hint ? hintIdOf(hint) : undefined}
                    data-needs-approval={hint ? 'true' : undefined}
                    variant="contained"
                    color={decision.color ?? 'primary'}
                    startIcon={icon(decision)}
                    onClick={() => start(decision, record)}
                    disabled={pending !== null && pending !== decision.id}
                    loading={pending === decision.id}
                    aria-keyshortcuts={decision.shortcut}
                    title={decision.shortcut ? `${decision.label} (${decision.shortcut})` : undefined}
                    data-testid={`decision-${decision.id}`}
                >
                    {hint ? `${decision.label} (${APPROVAL_LABEL})` : decision.label}
                </Button>
            ))}
            {sentences.map(hint => (
                <Typography
                    key={hint}
                    id={hintIdOf(hint)}
                    variant="caption"
                    color="text.secondary"
                    sx={{ flexBasis: '100%' }}
                    data-testid="decision-limit"
                    data-decisions={hints.filter(item => item.hint === hint).map(item => item.decision.id).join(' ')}
                >
                    {hint}
                </Typography>
            ))}
            {failure ? (
                // a decision without a dialog that the server refused: said here, where it was taken
                <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }} data-testid="decision-error">
                    {failure}
                </Alert>
            ) : null}
            {queue ? (
                <Button
                    variant="outlined"
                    color="inherit"
                    endIcon={<NextIcon />}
                    onClick={() => void next(record.id)}
                    disabled={pending !== null}
                    aria-keyshortcuts="n"
                    title="مورد بعدی در صف (n)"
                >
                    بعدی در صف
                </Button>
            ) : null}
            {queue || allDecisions.some(decision => decision.shortcut) ? (
                <ShortcutsHelp decisions={allDecisions} queue={queue} open={help} onOpen={() => setHelp(true)} onClose={() => setHelp(false)} />
            ) : null}
            {dialog}
        </Stack>
    );
};
