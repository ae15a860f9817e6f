import { Show, SimpleShowLayout } from 'react-admin';
import { RecordTimeline } from '../activity';
import { DecisionPanel } from '../decisions';
import { FieldValue } from '../fields/FieldValue';
import { RelationTabs } from '../relations';
import type { ScreenProps } from '../types';
import { PresenceHeader } from '../../realtime/presence';

/**
 * The generated show screen: the decisions the record is waiting for (with its picture beside
 * them), then every field marked for show, as its type says. A definition with `relations` gets
 * tabs: its fields first, then a related list per relation (src/resources/relations/).
 */
const ResourceShow = ({ definition }: ScreenProps) => {
    const fields = (
        <SimpleShowLayout>
            {definition.fields
                .filter(field => field.show !== false)
                .map(field => (
                    <FieldValue key={field.source} field={field} source={field.source} label={`resources.${definition.name}.fields.${field.source}`} />
                ))}
        </SimpleShowLayout>
    );
    return (
        <Show resource={definition.name} sx={{ '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}>
            <PresenceHeader resource={definition.name} />
            {definition.decisions?.length ? <DecisionPanel definition={definition} /> : null}
            {definition.relations?.length ? <RelationTabs definition={definition} tabs={[{ path: '', label: 'مشخصات', content: fields }]} /> : fields}
            <RecordTimeline definition={definition} />
        </Show>
    );
};

export default ResourceShow;
