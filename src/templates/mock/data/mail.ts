import { daysAgo, seeded } from '../util';
import { people } from './people';

/** A mail label: system labels and custom ones. */
export interface MailLabel {
    id: string;
    type: 'system' | 'custom';
    name: string;
    unreadCount: number;
    color?: string;
}

export interface MailAddress {
    name: string;
    email: string;
    avatar: string;
}

/** A mail. */
export interface Mail {
    id: string;
    labelIds: string[];
    folder: 'inbox' | 'sent' | 'drafts' | 'trash' | 'spam' | 'promotions' | 'social';
    isImportant: boolean;
    isStarred: boolean;
    isUnread: boolean;
    subject: string;
    message: string;
    createdAt: string;
    files: string[];
    from: MailAddress;
    to: MailAddress[];
}

/** System labels (folders and views), in menu order; `name` is the label's id in the UI's texts. */
export const SYSTEM_LABELS = ['all', 'inbox', 'sent', 'drafts', 'trash', 'spam', 'important', 'starred', 'promotions', 'social'] as const;

export const CUSTOM_LABELS: Array<Omit<MailLabel, 'unreadCount'>> = [
    { id: 'label_work', type: 'custom', name: 'کاری', color: '#00AB55' },
    { id: 'label_family', type: 'custom', name: 'خانوادگی', color: '#FFC107' },
    { id: 'label_invoices', type: 'custom', name: 'فاکتورها', color: '#1890FF' },
];

const SUBJECTS = [
    'گزارش فروش ماهانه',
    'دعوت به جلسهٔ هفتگی',
    'تخفیف ویژهٔ پایان فصل',
    'فاکتور خرید شمارهٔ ۱۲۰۴',
    'به‌روزرسانی قیمت سکه',
    'یادآوری پرداخت قسط',
    'خبرنامهٔ بازار طلا',
    'درخواست همکاری',
    'تأیید سفارش ارسال شد',
    'پیشنهاد برای طراحی جدید',
];

const BODIES = [
    'سلام و وقت بخیر،\nگزارش این ماه پیوست است. لطفاً پیش از جلسه نگاهی بیندازید.\nبا سپاس',
    'سلام،\nجلسهٔ این هفته روز دوشنبه ساعت ۱۰ برگزار می‌شود. حضور همه الزامی است.',
    'مشتری گرامی،\nتا پایان هفته روی همهٔ زیورآلات ۱۰ درصد تخفیف داریم.',
    'سلام،\nسفارش شما ثبت شد و به‌زودی ارسال می‌شود. از خرید شما سپاسگزاریم.',
];

const FOLDERS: Mail['folder'][] = ['inbox', 'inbox', 'inbox', 'sent', 'drafts', 'spam', 'promotions', 'social', 'trash', 'inbox'];

export const seedMails = (): Mail[] => {
    const random = seeded(31);
    return Array.from({ length: 30 }, (_, index): Mail => {
        const sender = people[(index + 2) % people.length];
        const folder = FOLDERS[index % FOLDERS.length];
        const custom = index % 4 === 0 ? [CUSTOM_LABELS[index % 3].id] : [];
        return {
            id: `mail-${index + 1}`,
            labelIds: custom,
            folder,
            isImportant: index % 5 === 1,
            isStarred: index % 6 === 2,
            isUnread: folder !== 'sent' && folder !== 'drafts' && random.bool(0.45),
            subject: SUBJECTS[index % SUBJECTS.length],
            message: BODIES[index % BODIES.length],
            createdAt: daysAgo(Math.floor(index / 2), random.int(0, 10)),
            files: index % 7 === 0 ? ['گزارش.pdf', 'جدول-قیمت.xlsx'] : [],
            from: { name: sender.name, email: sender.email, avatar: '' },
            to: [{ name: 'نیلوفر شریفی', email: 'demo@zar.ir', avatar: '' }],
        };
    });
};
