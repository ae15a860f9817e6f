import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import SendIcon from '@mui/icons-material/Send';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { SvgIconComponent } from '@mui/icons-material';
import type { DecisionDefinition } from '../types';

/**
 * The icon of a decision by its id, so that definitions (loaded first, for the menu) stay plain
 * data and the icons load with the screens that show them. A definition's own `icon` wins.
 */
const BY_ID: Record<string, SvgIconComponent> = {
    approve: CheckCircleIcon,
    reject: CancelIcon,
    pay: PriceCheckIcon,
    schedule: EventIcon,
    send: SendIcon,
    ship: LocalShippingIcon,
    deliver: TaskAltIcon,
    revoke: BlockIcon,
    cancel: CancelScheduleSendIcon,
    close: LockIcon,
    reopen: LockOpenIcon,
};

export const decisionIcon = (decision: DecisionDefinition): SvgIconComponent | undefined => decision.icon ?? BY_ID[decision.id];
