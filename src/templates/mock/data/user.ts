import { daysAgo, drawnImage, seeded } from '../util';
import { people } from './people';

/** A user of the manage-users list. */
export interface ManagedUser {
    id: string;
    name: string;
    email: string;
    phoneNumber: string;
    avatarUrl: string;
    company: string;
    city: string;
    role: string;
    isVerified: boolean;
    status: 'active' | 'banned';
}

export interface UserCard {
    id: string;
    name: string;
    role: string;
    avatarUrl: string;
    cover: string;
    follower: number;
    following: number;
    totalPost: number;
}

export interface UserProfile {
    id: string;
    displayName: string;
    role: string;
    cover: string;
    follower: number;
    following: number;
    quote: string;
    country: string;
    email: string;
    company: string;
    school: string;
    facebookLink: string;
    instagramLink: string;
}

/** A user's card. */
export interface PaymentCard {
    id: string;
    cardNumber: string;
    cardType: 'master_card' | 'visa';
}

export interface AddressBookEntry {
    id: string;
    name: string;
    phone: string;
    country: string;
    state: string;
    city: string;
    street: string;
    zipCode: string;
}

export interface InvoiceItem {
    id: string;
    title: string;
    description: string;
    quantity: number;
    price: number;
}

export interface Invoice {
    id: string;
    invoiceNumber: string;
    createdAt: string;
    dueDate: string;
    status: 'paid' | 'unpaid' | 'overdue';
    invoiceFrom: AddressBookEntry;
    invoiceTo: AddressBookEntry;
    items: InvoiceItem[];
    discount: number;
    shipping: number;
    taxes: number;
}

/** A user's notification settings flags. */
export interface NotificationSettings {
    activityComments: boolean;
    activityAnswers: boolean;
    activityFollows: boolean;
    applicationNews: boolean;
    applicationProduct: boolean;
    applicationBlog: boolean;
}

export interface UserPost {
    id: string;
    author: { name: string; avatarUrl: string };
    isLiked: boolean;
    createdAt: string;
    media: string;
    message: string;
    personLikes: Array<{ name: string; avatarUrl: string }>;
    comments: Array<{ id: string; author: { name: string; avatarUrl: string }; createdAt: string; message: string }>;
}

export interface SocialPerson {
    id: string;
    name: string;
    country: string;
    role: string;
    avatarUrl: string;
    isFollowed: boolean;
}

export const seedManagedUsers = (): ManagedUser[] => {
    const random = seeded(61);
    return people.map((person, index) => ({
        id: `user-${index + 1}`,
        name: person.name,
        email: person.email,
        phoneNumber: person.phone,
        avatarUrl: '',
        company: person.company,
        city: person.city,
        role: person.position,
        isVerified: random.bool(0.7),
        status: index % 5 === 3 ? 'banned' : 'active',
    }));
};

export const seedUserCards = (): UserCard[] => {
    const random = seeded(62);
    return people.slice(0, 12).map((person, index) => ({
        id: `user-${index + 1}`,
        name: person.name,
        role: person.position,
        avatarUrl: '',
        cover: drawnImage(index + 40),
        follower: random.int(100, 9000),
        following: random.int(10, 900),
        totalPost: random.int(0, 200),
    }));
};

export const seedProfile = (): UserProfile => ({
    id: 'account-1',
    displayName: 'نیلوفر شریفی',
    role: 'مدیر محصول',
    cover: drawnImage(7, 'wave'),
    follower: 3210,
    following: 512,
    quote: 'کار خوب، آرام و پیوسته ساخته می‌شود.',
    country: 'ایران',
    email: 'demo@zar.ir',
    company: 'زرین‌تاب',
    school: 'دانشگاه تهران',
    facebookLink: '',
    instagramLink: '',
});

export const seedCards = (): PaymentCard[] => [
    { id: 'card-1', cardNumber: '**** **** **** 1234', cardType: 'master_card' },
    { id: 'card-2', cardNumber: '**** **** **** 5678', cardType: 'visa' },
];

export const seedAddressBook = (): AddressBookEntry[] =>
    people.slice(0, 3).map((person, index) => ({
        id: `address-${index + 1}`,
        name: person.name,
        phone: person.phone,
        country: 'ایران',
        state: person.city,
        city: person.city,
        street: person.address,
        zipCode: `${1415900000 + index * 1111}`,
    }));

export const seedInvoices = (): Invoice[] => {
    const book = seedAddressBook();
    const random = seeded(63);
    return Array.from({ length: 5 }, (_, index) => ({
        id: `invoice-${index + 1}`,
        invoiceNumber: `INV-${1990 + index}`,
        createdAt: daysAgo(index * 9 + 2),
        dueDate: daysAgo(index * 9 - 12),
        status: (['paid', 'unpaid', 'overdue'] as const)[index % 3],
        invoiceFrom: book[0],
        invoiceTo: book[(index % 2) + 1],
        items: Array.from({ length: 2 + (index % 2) }, (_, n) => ({
            id: `invoice-${index + 1}-item-${n + 1}`,
            title: ['سکهٔ تمام بهار', 'گردنبند ونیزی', 'انگشتر نگین‌دار'][n % 3],
            description: 'طلای ۱۸ عیار',
            quantity: random.int(1, 3),
            price: random.int(10, 80) * 1_000_000,
        })),
        discount: index % 2 === 0 ? 2_000_000 : 0,
        shipping: 500_000,
        taxes: 0,
    }));
};

export const seedNotificationSettings = (): NotificationSettings => ({
    activityComments: true,
    activityAnswers: true,
    activityFollows: false,
    applicationNews: true,
    applicationProduct: false,
    applicationBlog: false,
});

export const seedFollowers = (): SocialPerson[] =>
    people.slice(2, 14).map((person, index) => ({
        id: `follower-${index + 1}`,
        name: person.name,
        country: person.city,
        role: person.position,
        avatarUrl: '',
        isFollowed: index % 2 === 0,
    }));

export const seedFriends = (): SocialPerson[] =>
    people.slice(5, 17).map((person, index) => ({
        id: `friend-${index + 1}`,
        name: person.name,
        country: person.city,
        role: person.position,
        avatarUrl: '',
        isFollowed: true,
    }));

export const seedGallery = () =>
    Array.from({ length: 8 }, (_, index) => ({
        id: `gallery-${index + 1}`,
        title: ['کارگاه', 'نمایشگاه', 'ویترین', 'دفتر مرکزی'][index % 4],
        postAt: daysAgo(index * 4),
        imageUrl: drawnImage(index + 70, (['ring', 'bar', 'coin', 'wave'] as const)[index % 4]),
    }));

export const seedUserPosts = (): UserPost[] =>
    [0, 1, 2].map(index => ({
        id: `user-post-${index + 1}`,
        author: { name: 'نیلوفر شریفی', avatarUrl: '' },
        isLiked: index === 0,
        createdAt: daysAgo(index * 3 + 1),
        media: drawnImage(index + 90, 'coin'),
        message: ['مجموعهٔ جدید انگشترها امروز رونمایی شد.', 'از همهٔ همکاران بابت نمایشگاه ممنونم.', 'برنامهٔ آموزشی ماه آینده منتشر شد.'][index],
        personLikes: people.slice(0, 4).map(person => ({ name: person.name, avatarUrl: '' })),
        comments: [{ id: `user-post-${index + 1}-c1`, author: { name: people[3].name, avatarUrl: '' }, createdAt: daysAgo(index * 3), message: 'عالی است!' }],
    }));
