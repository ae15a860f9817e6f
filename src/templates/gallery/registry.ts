import type { ComponentType } from 'react';

/** The gallery's three groups, in the order the index shows them. */
export type GalleryGroup = 'foundations' | 'mui' | 'extra';

export const galleryGroups: { id: GalleryGroup; title: string; description: string }[] = [
    { id: 'foundations', title: 'پایه‌ها', description: 'رنگ‌ها، نوشتار، سایه‌ها، شبکه و نمادها' },
    { id: 'mui', title: 'اجزای MUI', description: 'اجزای آماده‌ی Material UI و MUI X' },
    { id: 'extra', title: 'افزوده‌ها', description: 'نمودار، نقشه، ویرایشگر و کتابخانه‌های دیگر' },
];

export interface GalleryEntry {
    /** `/components/{slug}` */
    slug: string;
    /** Persian title, the page's heading and its card's title. */
    title: string;
    group: GalleryGroup;
    /** One Persian line: what the page shows. */
    description: string;
    /** The library's own documentation. */
    docs: { label: string; url: string };
    /** The page's module, loaded only when the page opens (its libraries with it). */
    load: () => Promise<{ default: ComponentType }>;
}

const mui = (path: string) => ({ label: 'MUI', url: `https://mui.com/material-ui/react-${path}/` });

/**
 * Every gallery page: the index, the routes and the end-to-end test all derive from this list.
 * To add a page, write `pages/<slug>.tsx` (a default-exported component) and add one entry here.
 */
export const galleryPages: GalleryEntry[] = [
    // foundations
    { slug: 'colors', title: 'رنگ‌ها', group: 'foundations', description: 'رنگ‌های پوسته و شش پیش‌تنظیم رنگی', docs: { label: 'MUI', url: 'https://mui.com/material-ui/customization/palette/' }, load: () => import('./pages/colors') },
    { slug: 'typography', title: 'نوشتار', group: 'foundations', description: 'گونه‌های متن با قلم وزیرمتن', docs: mui('typography'), load: () => import('./pages/typography') },
    { slug: 'shadows', title: 'سایه‌ها', group: 'foundations', description: 'بیست‌وچهار سطح سایه‌ی پوسته', docs: { label: 'MUI', url: 'https://mui.com/material-ui/customization/default-theme/' }, load: () => import('./pages/shadows') },
    { slug: 'grid', title: 'شبکه', group: 'foundations', description: 'چیدمان دوازده‌ستونی واکنش‌گرا', docs: mui('grid'), load: () => import('./pages/grid') },
    { slug: 'icons', title: 'نمادها', group: 'foundations', description: 'نمادهای Material با جست‌وجو، اندازه و رنگ', docs: { label: 'MUI', url: 'https://mui.com/material-ui/material-icons/' }, load: () => import('./pages/icons') },
    // MUI
    { slug: 'accordion', title: 'آکاردئون', group: 'mui', description: 'بخش‌های تاشو، تکی یا چندتایی', docs: mui('accordion'), load: () => import('./pages/accordion') },
    { slug: 'alert', title: 'هشدار', group: 'mui', description: 'پیام‌های وضعیت در چهار شدت و سه گونه', docs: mui('alert'), load: () => import('./pages/alert') },
    { slug: 'autocomplete', title: 'تکمیل خودکار', group: 'mui', description: 'انتخاب از فهرست با جست‌وجو، تکی و چندتایی', docs: mui('autocomplete'), load: () => import('./pages/autocomplete') },
    { slug: 'avatar', title: 'آواتار', group: 'mui', description: 'تصویر یا حروف کاربر، اندازه‌ها و گروه', docs: mui('avatar'), load: () => import('./pages/avatar') },
    { slug: 'badge', title: 'نشان', group: 'mui', description: 'شمارنده و نقطه‌ی وضعیت روی اجزا', docs: mui('badge'), load: () => import('./pages/badge') },
    { slug: 'breadcrumbs', title: 'مسیر راهنما', group: 'mui', description: 'جایگاه صفحه در ساختار سایت', docs: mui('breadcrumbs'), load: () => import('./pages/breadcrumbs') },
    { slug: 'buttons', title: 'دکمه‌ها', group: 'mui', description: 'گونه‌ها، رنگ‌ها، اندازه‌ها، گروه و دکمه‌ی شناور', docs: mui('button'), load: () => import('./pages/buttons') },
    { slug: 'checkbox', title: 'چک‌باکس', group: 'mui', description: 'انتخاب چندگانه با حالت نیمه‌انتخاب و خطا', docs: mui('checkbox'), load: () => import('./pages/checkbox') },
    { slug: 'chip', title: 'تراشه', group: 'mui', description: 'برچسب‌های فشرده‌ی قابل حذف و کلیک', docs: mui('chip'), load: () => import('./pages/chip') },
    { slug: 'dialog', title: 'پنجره‌ی گفت‌وگو', group: 'mui', description: 'تأیید، فرم و پنجره‌ی تمام‌صفحه', docs: mui('dialog'), load: () => import('./pages/dialog') },
    { slug: 'drawer', title: 'کشو', group: 'mui', description: 'پنل کناری از چهار سو', docs: mui('drawer'), load: () => import('./pages/drawer') },
    { slug: 'label', title: 'برچسب', group: 'mui', description: 'برچسب رنگی وضعیت در سه گونه', docs: mui('chip'), load: () => import('./pages/label') },
    { slug: 'list', title: 'فهرست', group: 'mui', description: 'فهرست ساده، تودرتو، با آواتار و انتخاب', docs: mui('list'), load: () => import('./pages/list') },
    { slug: 'menu', title: 'منو', group: 'mui', description: 'منوی بازشو با نماد، جداکننده و انتخاب', docs: mui('menu'), load: () => import('./pages/menu') },
    { slug: 'pagination', title: 'صفحه‌بندی', group: 'mui', description: 'گونه‌ها، شکل‌ها و صفحه‌بندی جدول', docs: mui('pagination'), load: () => import('./pages/pagination') },
    { slug: 'pickers', title: 'انتخاب تاریخ و ساعت', group: 'mui', description: 'تقویم جلالی برای تاریخ، ساعت و هر دو', docs: { label: 'MUI X', url: 'https://mui.com/x/react-date-pickers/' }, load: () => import('./pages/pickers') },
    { slug: 'popover', title: 'پاپ‌اور', group: 'mui', description: 'محتوای شناور با کلیک یا نشانگر', docs: mui('popover'), load: () => import('./pages/popover') },
    { slug: 'progress', title: 'پیشرفت', group: 'mui', description: 'نشانگر دایره‌ای و خطی، معین و نامعین', docs: mui('progress'), load: () => import('./pages/progress') },
    { slug: 'radio', title: 'دکمه‌ی رادیویی', group: 'mui', description: 'انتخاب یکی از چند گزینه', docs: mui('radio-button'), load: () => import('./pages/radio') },
    { slug: 'rating', title: 'امتیازدهی', group: 'mui', description: 'ستاره، نیم‌ستاره و نمادهای دلخواه', docs: mui('rating'), load: () => import('./pages/rating') },
    { slug: 'slider', title: 'لغزنده', group: 'mui', description: 'مقدار پیوسته، گسسته، بازه و عمودی', docs: mui('slider'), load: () => import('./pages/slider') },
    { slug: 'snackbar', title: 'اعلان کوتاه', group: 'mui', description: 'پیام گذرا در شش جایگاه با اقدام', docs: mui('snackbar'), load: () => import('./pages/snackbar') },
    { slug: 'stepper', title: 'مراحل', group: 'mui', description: 'گام‌های افقی و عمودی با پیمایش', docs: mui('stepper'), load: () => import('./pages/stepper') },
    { slug: 'switch', title: 'کلید', group: 'mui', description: 'روشن و خاموش کردن یک گزینه', docs: mui('switch'), load: () => import('./pages/switch') },
    { slug: 'table', title: 'جدول', group: 'mui', description: 'مرتب‌سازی، انتخاب، فشرده و صفحه‌بندی', docs: mui('table'), load: () => import('./pages/table') },
    { slug: 'tabs', title: 'زبانه‌ها', group: 'mui', description: 'زبانه‌های ساده، با نماد، پیمایشی و عمودی', docs: mui('tabs'), load: () => import('./pages/tabs') },
    { slug: 'text-field', title: 'فیلد متنی', group: 'mui', description: 'گونه‌ها، پیشوند و پسوند، خطا و چندخطی', docs: mui('text-field'), load: () => import('./pages/text-field') },
    { slug: 'timeline', title: 'خط زمان', group: 'mui', description: 'رویدادها به ترتیب زمان با تاریخ جلالی', docs: { label: 'MUI Lab', url: 'https://mui.com/material-ui/react-timeline/' }, load: () => import('./pages/timeline') },
    { slug: 'tooltip', title: 'راهنمای شناور', group: 'mui', description: 'توضیح کوتاه در جایگاه‌های مختلف', docs: mui('tooltip'), load: () => import('./pages/tooltip') },
    { slug: 'transfer-list', title: 'فهرست انتقال', group: 'mui', description: 'جابه‌جایی گزینه‌ها میان دو فهرست', docs: mui('transfer-list'), load: () => import('./pages/transfer-list') },
    { slug: 'tree-view', title: 'نمای درختی', group: 'mui', description: 'ساختار تودرتو با باز و بسته شدن و انتخاب', docs: { label: 'MUI X', url: 'https://mui.com/x/react-tree-view/' }, load: () => import('./pages/tree-view') },
    { slug: 'data-grid', title: 'جدول داده', group: 'mui', description: 'مرتب‌سازی، پالایش، انتخاب و صفحه‌بندی داده‌ها', docs: { label: 'MUI X', url: 'https://mui.com/x/react-data-grid/' }, load: () => import('./pages/data-grid') },
    // extra
    { slug: 'chart', title: 'نمودار', group: 'extra', description: 'نمودار خطی، میله‌ای، دایره‌ای و عقربه‌ای', docs: { label: 'MUI X Charts', url: 'https://mui.com/x/react-charts/' }, load: () => import('./pages/chart') },
    { slug: 'map', title: 'نقشه', group: 'extra', description: 'طرح‌واره‌ی استان‌های ایران بی‌نیاز از اینترنت، رنگ‌آمیزی بر پایه‌ی داده', docs: { label: 'd3-geo', url: 'https://d3js.org/d3-geo' }, load: () => import('./pages/map') },
    { slug: 'editor', title: 'ویرایشگر', group: 'extra', description: 'ویرایشگر متن غنی راست‌به‌چپ', docs: { label: 'TipTap', url: 'https://tiptap.dev/docs/editor/getting-started/install/react' }, load: () => import('./pages/editor') },
    { slug: 'copy-to-clipboard', title: 'رونوشت در حافظه', group: 'extra', description: 'رونوشت متن با یک کلیک و اعلام نتیجه', docs: { label: 'MDN', url: 'https://developer.mozilla.org/docs/Web/API/Clipboard/writeText' }, load: () => import('./pages/copy-to-clipboard') },
    { slug: 'upload', title: 'بارگذاری فایل', group: 'extra', description: 'کشیدن و رها کردن فایل با بررسی نوع و حجم', docs: { label: 'react-dropzone', url: 'https://react-dropzone.js.org/' }, load: () => import('./pages/upload') },
    { slug: 'carousel', title: 'نمایش چرخشی', group: 'extra', description: 'اسلایدهای راست‌به‌چپ با پیکان و نقطه', docs: { label: 'Embla', url: 'https://www.embla-carousel.com/get-started/react/' }, load: () => import('./pages/carousel') },
    { slug: 'multi-language', title: 'چندزبانه', group: 'extra', description: 'تغییر زبان و جهت نوشتار یک بخش', docs: { label: 'MUI', url: 'https://mui.com/material-ui/customization/right-to-left/' }, load: () => import('./pages/multi-language') },
    { slug: 'animate', title: 'پویانمایی', group: 'extra', description: 'ورود، بزرگ‌نمایی و لغزش اجزا', docs: { label: 'Motion', url: 'https://motion.dev/docs/react' }, load: () => import('./pages/animate') },
    { slug: 'mega-menu', title: 'منوی بزرگ', group: 'extra', description: 'منوی چندستونی افقی و عمودی', docs: mui('popover'), load: () => import('./pages/mega-menu') },
    { slug: 'form-validation', title: 'اعتبارسنجی فرم', group: 'extra', description: 'پیام خطای فارسی کنار هر فیلد', docs: { label: 'React Hook Form', url: 'https://react-hook-form.com/docs/useform/register' }, load: () => import('./pages/form-validation') },
    { slug: 'lightbox', title: 'نمایش تصویر', group: 'extra', description: 'نمایش تمام‌صفحه‌ی تصویرها با پیمایش', docs: { label: 'Yet Another React Lightbox', url: 'https://yet-another-react-lightbox.com/documentation' }, load: () => import('./pages/lightbox') },
    { slug: 'image', title: 'تصویر', group: 'extra', description: 'نسبت‌های تصویر، بارگذاری تنبل و جای‌نگهدار', docs: mui('image-list'), load: () => import('./pages/image') },
    { slug: 'scroll-progress', title: 'پیشرفت پیمایش', group: 'extra', description: 'نوار و دایره‌ی پیشرفت پیمایش', docs: { label: 'Motion', url: 'https://motion.dev/docs/react-scroll-animations' }, load: () => import('./pages/scroll-progress') },
    { slug: 'organization-chart', title: 'نمودار سازمانی', group: 'extra', description: 'ساختار سازمان به شکل درخت', docs: mui('card'), load: () => import('./pages/organization-chart') },
    { slug: 'markdown', title: 'مارک‌داون', group: 'extra', description: 'نمایش امن مارک‌داون به‌صورت زنده', docs: { label: 'react-markdown', url: 'https://github.com/remarkjs/react-markdown#readme' }, load: () => import('./pages/markdown') },
    { slug: 'navigation-bar', title: 'نوار پیمایش', group: 'extra', description: 'پیمایش عمودی، کوچک و افقی با زیرمنو', docs: mui('list'), load: () => import('./pages/navigation-bar') },
];

export const galleryPage = (slug: string | undefined): GalleryEntry | undefined =>
    galleryPages.find(page => page.slug === slug);
