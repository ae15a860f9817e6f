import type { SvgIconComponent } from '@mui/icons-material';
import { iconOf } from '../icons';
import type { DecisionDefinition } from '../types';

/** The icon of a decision by its id, when its definition names none (names of ../icons.ts). */
const BY_ID: Record<string, string> = {
    approve: 'CheckCircle',
    reject: 'Cancel',
    pay: 'PriceCheck',
    schedule: 'Event',
    send: 'Send',
    ship: 'LocalShipping',
    deliver: 'TaskAlt',
    revoke: 'Block',
    cancel: 'CancelScheduleSend',
    close: 'Lock',
    reopen: 'LockOpen',
};

/**
 * A decision's icon: the one its definition names, else its id's; none for a decision that names
 * none and whose id has none (an unknown name gets the default icon, ../icons.ts).
 */
export const decisionIcon = (decision: DecisionDefinition): SvgIconComponent | undefined => {
    const name = decision.icon ?? (Object.hasOwn(BY_ID, decision.id) ? BY_ID[decision.id] : undefined);
    return name === undefined ? undefined : iconOf(name);
};
