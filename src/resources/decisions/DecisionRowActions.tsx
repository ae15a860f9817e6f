import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, CircularProgress, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { createElement, useState } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';
import type { ResourceDefinition } from '../types';
import { decisionIcon } from './icons';
import { useDecisionFlow, useRecordName } from './useDecisionFlow';
import { APPROVAL_LABEL, allowedDecisions, approvalHint, useDecisionRights } from './rights';
import { useAdminId } from './useAdminId';

/**
 * A row's decisions: a menu of those whose `when` matches the row's record (from RecordContext),
 * taken exactly as on the record's page. Its clicks never open the row. After a decision the list
 * is read again (the record may have left the queue).
 */
export const DecisionRowActions = ({ definition }: { definition: ResourceDefinition }) => {
    const record = useRecordContext();
    const refresh = useRefresh();
    const nameOf = useRecordName(definition);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const { start, pending, dialog } = useDecisionFlow(definition, () => refresh());
    const rights = useDecisionRights(definition);
    const adminId = useAdminId(definition);
    const decisions = allowedDecisions(definition, record, rights, adminId);
    if (!record || decisions.length === 0) return null;
    return (
        // the menu and dialogs are portals: React still bubbles their clicks to the row
        <Box component="span" onClick={event => event.stopPropagation()} sx={{ display: 'inline-flex' }}>
            <IconButton
                size="small"
                aria-label={`تصمیم‌های ${nameOf(record)}`}
                aria-haspopup="menu"
                onClick={event => setAnchor(event.currentTarget)}
                disabled={pending !== null}
                data-testid="decision-row-actions"
            >
                {pending ? <CircularProgress size={18} /> : <MoreVertIcon fontSize="small" />}
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
                {decisions.map(decision => (
                    <MenuItem
                        key={decision.id}
                        onClick={() => {
                            setAnchor(null);
                            start(decision, record);
                        }}
                        data-testid={`decision-${decision.id}`}
                    >
                        {decisionIcon(decision) ? (
                            <ListItemIcon sx={{ color: theme => (decision.color ? theme.palette[decision.color].main : undefined) }}>
                                {createElement(decisionIcon(decision)!, { fontSize: 'small' })}
                            </ListItemIcon>
                        ) : null}
                        <ListItemText secondary={approvalHint(definition, rights(decision, record))}>
                            {rights(decision, record).needsApproval ? `${decision.label} (${APPROVAL_LABEL})` : decision.label}
                        </ListItemText>
                    </MenuItem>
                ))}
            </Menu>
            {dialog}
        </Box>
    );
};
