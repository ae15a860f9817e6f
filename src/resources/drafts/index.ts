export { DraftKeeper } from './DraftKeeper';
export { LeaveBlocker } from './LeaveBlocker';
export { discardDraft, useDraft } from './useDraft';
export { draftKey } from './store';
