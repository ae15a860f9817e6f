import { addMessages } from '../lazyMessages';

/**
 * The admin's profile page (src/profile/).
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const profileMessages = {
    app: {
        profile: {
            super_admin: 'مدیر کل',
            admin: 'مدیر',
            accesses: 'بخش‌های در دسترس',
        },
    },
};

addMessages(profileMessages);
