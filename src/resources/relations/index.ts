/** Related records as tabs of a record's page (RelationDefinition; docs/resources.md). */
export { RelatedList, relatedColumns, relationTarget, RELATED_PER_PAGE } from './RelatedList';
export { RelationTabs, useOpenRelations, useRecordTabs, tabPath, TAB_PARAM, type PageTab } from './RelationTabs';
