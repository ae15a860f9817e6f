import { Show, SimpleShowLayout } from 'react-admin';
import { DecisionPanel } from '../decisions';
import { FieldValue } from '../fields/FieldValue';
import type { ScreenProps } from '../types';

/**
 * The generated show screen: the decisions the record is waiting for (with its picture beside
 * them), then every field marked for show, as its type says.
 */
const ResourceShow = ({ definition }: ScreenProps) => (
    <Show resource={definition.name}>
        {definition.decisions?.length ? <DecisionPanel definition={definition} /> : null}
        <SimpleShowLayout>
            {definition.fields
                .filter(field => field.show !== false)
                .map(field => (
                    <FieldValue key={field.source} field={field} source={field.source} label={`resources.${definition.name}.fields.${field.source}`} />
                ))}
        </SimpleShowLayout>
    </Show>
);

export default ResourceShow;
