/** Decisions from definitions (docs/resources.md): a record's buttons, a row's menu, the list's bulk actions. */
export { DecisionButtons } from './DecisionButtons';
export { DecisionRowActions } from './DecisionRowActions';
export { useBulkDecisions } from './useBulkDecisions';
export { QueueTitle } from './QueueTitle';
export { DecisionPanel } from './DecisionPanel';
export { pendingApprovalOf } from './approvalPending';
