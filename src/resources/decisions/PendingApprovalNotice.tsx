import { Alert, AlertTitle, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import { useCanOpen } from '../../access/useCanOpen';
import { DECISION_ACTION } from '../../domain/statuses';
import { formatDateTime } from '../../i18n/dates';
import { useAvailable } from '../availability';
import type { ResourceDefinition } from '../types';
import { pendingApprovalOf } from './approvalPending';

/** A decision's name as staff read it: the definition's own label, else the common one. */
export function actionLabel(definition: ResourceDefinition | undefined, action: string): string {
    return (
        definition?.decisions?.find(decision => decision.id === action)?.label ??
        (DECISION_ACTION as Record<string, string>)[action] ??
        action
    );
}

/**
 * A record waiting for a second admin's approval (`pending_approval`): who asked for which
 * decision and since when (in Jalali), that nothing more is taken on it meanwhile, and a link to
 * the approval for an admin who may open the approvals screen.
 */
export const PendingApprovalNotice = ({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) => {
    const canOpen = useCanOpen();
    // the approvals screen refused to this admin (../availability.ts): no link to it
    const approvalsShown = useAvailable('approval');
    const pending = pendingApprovalOf(record);
    if (!pending) return null;
    const since = pending.created_at ? formatDateTime(pending.created_at) : '';
    return (
        // at most a column's width beside the key facts: the sentence on one line would take the
        // whole top of the page (its grid sizes the decisions' column to what they hold)
        <Alert severity="info" role="status" data-testid="pending-approval" sx={{ width: '100%', maxWidth: { md: 440 } }}>
            <AlertTitle>در انتظار تأیید همکار</AlertTitle>
            <Typography variant="body2">
                {`«${actionLabel(definition, pending.action)}» را ${pending.maker.name || 'همکاری'}${since ? ` در ${since}` : ''} درخواست کرده است و منتظر تأیید همکار دیگری است. تا آن زمان تصمیم یا ویرایش دیگری روی این ${definition.label.one} انجام نمی‌شود.`}
            </Typography>
            {canOpen('approval') && approvalsShown && pending.id !== '' ? (
                <Link component={RouterLink} to={`/approval/${encodeURIComponent(String(pending.id))}/show`} variant="body2">
                    دیدن درخواست تأیید
                </Link>
            ) : null}
        </Alert>
    );
};
