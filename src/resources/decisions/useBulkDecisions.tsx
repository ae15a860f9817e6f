import { Button } from '@mui/material';
import { createElement, type ReactNode } from 'react';
import { useDataProvider, useListContext, useRefresh, type RaRecord } from 'react-admin';
import { BulkDialog, SENT_FOR_APPROVAL, useBulkFlow } from '../bulk';
import type { DecisionDefinition, ResourceDefinition } from '../types';
import { pendingApprovalOf } from './approvalPending';
import { decisionIcon } from './icons';
import { useDecide } from './useDecide';
import { useRecordName } from './useDecisionFlow';
import { useDecisionRights } from './rights';
import { bulkDecisions, decisionApplies } from './when';
import { useAdminId } from './useAdminId';

/**
 * The list's bulk decisions (those without a form of their own, `bulk` not false): a button per
 * decision in the bulk actions toolbar; it asks first, then sends one `PUT` per selected record,
 * one after the other, with a progress bar, and ends with a summary of what succeeded and what
 * failed (and why) (../bulk, as the list's bulk delete). The failed records stay selected; the
 * list is read again.
 */
export function useBulkDecisions(definition: ResourceDefinition): { decisions: DecisionDefinition[]; buttons: ReactNode; dialog: ReactNode } {
    const { data = [], selectedIds, onSelect } = useListContext();
    const dataProvider = useDataProvider();
    const refresh = useRefresh();
    const { decide } = useDecide(definition);
    const nameOf = useRecordName(definition);
    const rights = useDecisionRights(definition);
    // only the decisions the admin's permissions allow (over a limit, the server asks a second admin)
    const decisions = bulkDecisions(definition).filter(decision => rights(decision).allowed);
    const adminId = useAdminId(definition);
    const { one, many } = definition.label;

    const flow = useBulkFlow<DecisionDefinition>(definition.name, 'decision', {
        actOne: async (decision, id, named) => {
            const record: RaRecord =
                data.find(item => String(item.id) === String(id)) ?? (await dataProvider.getOne(definition.name, { id })).data;
            named(nameOf(record));
            if (pendingApprovalOf(record)) throw new Error('این مورد در انتظار تأیید همکار است.');
            if (!decisionApplies(decision, record, adminId)) throw new Error(`«${decision.label}» برای این مورد در وضعیت فعلی‌اش نیست.`);
            const result = await decide(record, decision);
            if (result?.ok === 'approval') return SENT_FOR_APPROVAL;
            if (!result || !result.ok) throw new Error(result ? result.message : 'تصمیم دیگری در حال انجام است.');
            return undefined;
        },
        messageOf: error => (error instanceof Error ? error.message : String(error)),
        finished: (_, summary) => {
            onSelect(summary.failed.map(failure => failure.id));
            refresh();
            return true;
        },
    });

    const buttons = decisions.map(decision => (
        <Button
            key={decision.id}
            size="small"
            color={decision.color ?? 'primary'}
            startIcon={decisionIcon(decision) ? createElement(decisionIcon(decision)!) : undefined}
            onClick={() => flow.ask(decision, [...selectedIds])}
            data-testid={`bulk-decision-${decision.id}`}
        >
            {decision.label}
        </Button>
    ));

    const decision = flow.step?.payload;
    const dialog = decision ? (
        <BulkDialog
            flow={flow}
            texts={{
                testId: 'bulk-decision',
                title: `«${decision.label}» برای ${many}`,
                question: n => `«${decision.label}» برای ${n} ${one} انتخاب‌شده انجام شود؟ برای هر کدام جداگانه درخواست فرستاده می‌شود.`,
                progress: 'پیشرفت تصمیم گروهی',
                send: { label: decision.label, color: decision.color ?? 'primary' },
                succeeded: n => `${n} ${one}: «${decision.label}» انجام شد.`,
                sentForApproval: n => `${n} ${one}: برای تأیید همکار فرستاده شد و تا تصمیم او در انتظار می‌ماند.`,
                failed: n => `${n} ${one} انجام نشد و انتخاب‌شده ماند:`,
                nameOf: id => `${one} ${id}`,
            }}
        />
    ) : null;
    return { decisions, buttons, dialog };
}
