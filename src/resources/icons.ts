import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApprovalIcon from '@mui/icons-material/Approval';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import BlockIcon from '@mui/icons-material/Block';
import CampaignIcon from '@mui/icons-material/Campaign';
import CancelIcon from '@mui/icons-material/Cancel';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import CategoryIcon from '@mui/icons-material/Category';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import DescriptionIcon from '@mui/icons-material/Description';
import DiamondIcon from '@mui/icons-material/Diamond';
import DiscountIcon from '@mui/icons-material/Discount';
import EventIcon from '@mui/icons-material/Event';
import FlagIcon from '@mui/icons-material/Flag';
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory';
import LabelIcon from '@mui/icons-material/Label';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaidIcon from '@mui/icons-material/Paid';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import StoreIcon from '@mui/icons-material/Store';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TollIcon from '@mui/icons-material/Toll';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The icon registry: the Material icons a resource definition (its `icon`) or a decision (its
 * `icon`) may name. A definition is data, so it names its icon and the admin looks it up here; the
 * set is the icons of the built-in resources and decisions, and a few more for served ones. Each
 * icon is imported on its own (never the `@mui/icons-material` barrel), and the menu needs them at
 * the first load: keep the set small. An unknown or missing name gets `DEFAULT_ICON`.
 */
const ICONS: Record<string, SvgIconComponent> = {
    AccountBalance: AccountBalanceIcon,
    AccountBalanceWallet: AccountBalanceWalletIcon,
    AdminPanelSettings: AdminPanelSettingsIcon,
    Approval: ApprovalIcon,
    Assignment: AssignmentIcon,
    Badge: BadgeIcon,
    Block: BlockIcon,
    Campaign: CampaignIcon,
    Cancel: CancelIcon,
    CancelScheduleSend: CancelScheduleSendIcon,
    Category: CategoryIcon,
    CheckCircle: CheckCircleIcon,
    CreditScore: CreditScoreIcon,
    Description: DescriptionIcon,
    Diamond: DiamondIcon,
    Discount: DiscountIcon,
    Event: EventIcon,
    Flag: FlagIcon,
    Forum: ForumIcon,
    Gavel: GavelIcon,
    Group: GroupIcon,
    History: HistoryIcon,
    Inventory: InventoryIcon,
    Label: LabelIcon,
    LocalOffer: LocalOfferIcon,
    LocalShipping: LocalShippingIcon,
    Lock: LockIcon,
    LockOpen: LockOpenIcon,
    Notifications: NotificationsIcon,
    Paid: PaidIcon,
    Payments: PaymentsIcon,
    People: PeopleIcon,
    Person: PersonIcon,
    PriceCheck: PriceCheckIcon,
    Receipt: ReceiptIcon,
    ReceiptLong: ReceiptLongIcon,
    Savings: SavingsIcon,
    Schedule: ScheduleIcon,
    Send: SendIcon,
    Settings: SettingsIcon,
    SettingsApplications: SettingsApplicationsIcon,
    ShoppingCart: ShoppingCartIcon,
    Star: StarIcon,
    Store: StoreIcon,
    SupportAgent: SupportAgentIcon,
    SwapHoriz: SwapHorizIcon,
    TaskAlt: TaskAltIcon,
    Toll: TollIcon,
    WorkspacePremium: WorkspacePremiumIcon,
};

/** Every icon name a definition may use (docs/resources.md lists them). */
export const ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** The icon of a name missing from the set, or of a definition that names none. */
export const DEFAULT_ICON: SvgIconComponent = DescriptionIcon;

/** The icon a definition or decision names; the default icon for an unknown or missing name. */
export function iconOf(name: string | undefined): SvgIconComponent {
    return (name !== undefined && Object.hasOwn(ICONS, name) ? ICONS[name] : undefined) ?? DEFAULT_ICON;
}
