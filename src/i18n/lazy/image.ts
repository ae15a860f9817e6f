import { addMessages } from '../lazyMessages';

/**
 * Pictures: thumbnails, their placeholder and the picture viewer (src/resources/fields/types/).
 * Loaded with the modules that use them (src/i18n/lazyMessages.ts).
 */
export const imageMessages = {
    app: {
        image: {
            open: 'نمایش بزرگ %{name}',
            broken: '%{name}: تصویر در دسترس نیست',
            zoom_in: 'بزرگ‌نمایی',
            zoom_out: 'کوچک‌نمایی',
        },
    },
};

addMessages(imageMessages);
