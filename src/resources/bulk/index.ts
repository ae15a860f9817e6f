/**
 * A list's bulk actions (a delete, a decision), one way for all: the question, one request per
 * record with a progress bar, and the summary naming what failed, kept outside the list.
 */
export { BulkDialog, type BulkTexts } from './BulkDialog';
export { SENT_FOR_APPROVAL, runBulk, type BulkFailure, type BulkSummary } from './run';
export { forgetBulkSteps } from './store';
export { useBulkFlow, type BulkFlow, type BulkStep, type BulkWork } from './useBulkFlow';
