import { Show } from 'react-admin';
import RecordTimeline from '../activity/RecordTimeline';
import { RecordLayout } from '../screens/RecordLayout';
import type { ScreenProps } from '../types';
import { OrderDecisionSection } from './OrderDecisionSection';
import { PresenceHeader } from '../../realtime/presence';

/**
 * An order's page, in the frame of every record page (RecordLayout): the key facts, and beside
 * them the decision part (a pending order is decided here as in the live panel; a decided one
 * shows its status, so the status is not repeated below), then the fields in the definition's
 * sections.
 */
const OrderShow = ({ definition }: ScreenProps) => (
    <Show resource={definition.name} sx={{ '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}>
        <PresenceHeader resource={definition.name} />
        <RecordLayout definition={definition} decisions={<OrderDecisionSection definition={definition} />} omit={['status_enum']} />
        <RecordTimeline definition={definition} />
    </Show>
);

export default OrderShow;
