/** The kit's sample accounts, roles admin and user. */
export interface KitAccount {
    id: string;
    displayName: string;
    email: string;
    password: string;
    photoURL: string;
    phoneNumber: string;
    country: string;
    address: string;
    state: string;
    city: string;
    zipCode: string;
    about: string;
    role: 'admin' | 'user';
    isPublic: boolean;
}

/** Sign in to the kit with `demo@zar.ir` / `demo1234` (shown on the kit's sign-in page). */
export const DEMO_EMAIL = 'demo@zar.ir';
export const DEMO_PASSWORD = 'demo1234';

export const seedAccounts = (): KitAccount[] => [
    {
        id: 'account-1',
        displayName: 'نیلوفر شریفی',
        email: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        photoURL: '',
        phoneNumber: '09121234567',
        country: 'ایران',
        address: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
        state: 'تهران',
        city: 'تهران',
        zipCode: '1415913311',
        about: 'مدیر نمونهٔ کیت قالب؛ برای آزمایش صفحه‌ها.',
        role: 'admin',
        isPublic: true,
    },
];
