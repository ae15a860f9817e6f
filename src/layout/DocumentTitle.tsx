import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { persianDigits } from '../i18n/format';
import { useLive } from '../realtime/useLive';

/** The element react-admin's `<Title>` renders the page's title into (TitlePortal). */
const TITLE_ID = 'react-admin-title';

/** 'سفارش‌ها · پنل مدیریت زر', '(۳) سفارش‌ها · پنل مدیریت زر' while orders wait. */
export function documentTitle(page: string, product: string, waiting: number): string {
    const name = page.trim() && page.trim() !== product ? `${page.trim()} · ${product}` : product;
    return waiting > 0 ? `(${persianDigits(waiting)}) ${name}` : name;
}

/** The page title shown in the top bar, followed as pages (and records) change it. */
function usePageTitle(): string {
    const [title, setTitle] = useState('');
    useEffect(() => {
        let observer: MutationObserver | null = null;
        let frame = 0;
        const attach = () => {
            const element = document.getElementById(TITLE_ID);
            if (!element) {
                frame = requestAnimationFrame(attach);
                return;
            }
            const read = () => setTitle(element.textContent ?? '');
            read();
            observer = new MutationObserver(read);
            observer.observe(element, { childList: true, subtree: true, characterData: true });
        };
        attach();
        return () => {
            cancelAnimationFrame(frame);
            observer?.disconnect();
        };
    }, []);
    return title;
}

/**
 * The tab's title (issue 10): the page's own name (a record's name on its page) and the
 * product's, prefixed with the number of waiting orders while there are any.
 */
export const DocumentTitle = () => {
    const translate = useTranslate();
    const product = translate('app.title');
    const page = usePageTitle();
    const waiting = useLive(state => state.orders.length);
    useEffect(() => {
        document.title = documentTitle(page, product, waiting);
    }, [page, product, waiting]);
    useEffect(() => () => void (document.title = product), [product]);
    return null;
};
