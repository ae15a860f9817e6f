import { Show, SimpleShowLayout } from 'react-admin';
import { RecordTimeline } from '../activity';
import { FieldValue } from '../fields/FieldValue';
import type { ScreenProps } from '../types';
import { OrderDecisionSection } from './OrderDecisionSection';
import { PresenceHeader } from '../../realtime/presence';

/**
 * An order's page: the decision part on top (a pending order is decided here as in the live
 * panel; a decided one shows its status), then every field marked for show, as the generated show
 * page shows them.
 */
const OrderShow = ({ definition }: ScreenProps) => (
    <Show resource={definition.name}>
        <PresenceHeader resource={definition.name} />
        <OrderDecisionSection definition={definition} />
        <SimpleShowLayout>
            {definition.fields
                .filter(field => field.show !== false)
                .map(field => (
                    <FieldValue key={field.source} field={field} source={field.source} label={`resources.${definition.name}.fields.${field.source}`} />
                ))}
        </SimpleShowLayout>
        <RecordTimeline definition={definition} />
    </Show>
);

export default OrderShow;
