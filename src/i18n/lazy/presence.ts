import { addMessages } from '../lazyMessages';

/**
 * Who else is on a record (src/realtime/presence/RecordPresence.tsx, the decisions' question).
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const presenceMessages = {
    app: {
        presence: {
            title: 'همکاران روی این رکورد:',
            unnamed: 'همکار',
            viewing: 'مشاهده',
            editing: 'ویرایش',
            deciding: 'تصمیم‌گیری',
            ask_title: 'همکار دیگری در حال تصمیم‌گیری است',
            ask_content: '%{names} هم‌اکنون روی همین رکورد در حال تصمیم‌گیری است. با این حال «%{decision}» را ادامه می‌دهید؟',
            ask_confirm: 'ادامه',
        },
    },
};

addMessages(presenceMessages);
