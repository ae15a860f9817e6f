import { EditButton, Show, TopToolbar, useRecordContext, useResourceDefinition } from 'react-admin';
import RecordTimeline from '../activity/RecordTimeline';
import { DecisionPanel, pendingApprovalOf } from '../decisions';
import { typeOf } from '../fields/types';
import type { ScreenProps } from '../types';
import { PresenceHeader } from '../../realtime/presence';
import { RecordLayout } from './RecordLayout';

/** The page's edit button, as react-admin's own, but none while the record waits for a second admin's approval. */
const ShowActions = () => {
    const record = useRecordContext();
    const { hasEdit } = useResourceDefinition();
    if (!hasEdit || pendingApprovalOf(record)) return null;
    return (
        <TopToolbar>
            <EditButton />
        </TopToolbar>
    );
};

/**
 * The generated show screen (RecordLayout): the record's key facts and the decisions it is
 * waiting for at the top (with its picture beside them, not repeated below), then its fields in
 * the definition's sections. A definition with `relations` gets tabs: its fields first, then a
 * related list per relation (src/resources/relations/). Its activity closes the page.
 */
const ResourceShow = ({ definition }: ScreenProps) => {
    const decided = !!definition.decisions?.length;
    const picture = decided ? definition.fields.find(field => typeOf(field).isPicture) : undefined;
    return (
        <Show resource={definition.name} actions={<ShowActions />} sx={{ '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}>
            <PresenceHeader resource={definition.name} />
            <RecordLayout
                definition={definition}
                decisions={decided ? <DecisionPanel definition={definition} /> : undefined}
                omit={picture ? [picture.source] : undefined}
            />
            <RecordTimeline definition={definition} />
        </Show>
    );
};

export default ResourceShow;
