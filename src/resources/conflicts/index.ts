/**
 * Versions and conflicts (docs/resources.md, "Saving conditionally"): the record a form keeps, the
 * "changed meanwhile" notice, the comparison (lazy), "keep mine" and "take theirs".
 */
export { ConflictScope, usePinnedRecord, useConflictScope } from './ConflictScope';
export { EditFormConflict, FormConflict, formFields } from './FormConflict';
export { useRecordConflict, type RecordConflict } from './useRecordConflict';
export { conflictRecord, isConflict } from './conflictError';
export { decidedBy, differences, keepMine, sameValue, versionChanged, versionOf } from './merge';
export { DecidedMeanwhile } from './DecidedMeanwhile';
export { RecordChangedNotice } from './RecordChangedNotice';
