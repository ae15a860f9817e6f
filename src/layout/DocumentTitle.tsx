import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { persianDigits } from '../i18n/format';
import { useSettledLive } from '../realtime/useLive';

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

/** Writes the tab's title when it changed (a write costs the browser a few milliseconds). */
function writeTitle(title: string): void {
    if (document.title !== title) document.title = title;
}

/**
 * The tab's title: the page's own name (a record's name on its page) and the
 * product's, prefixed with the number of waiting orders while there are any. A new page is
 * named at once; the count follows live orders once a second at most, so a burst of orders
 * costs one write, not one per order.
 */
export const DocumentTitle = () => {
    const translate = useTranslate();
    const product = translate('app.title');
    const page = usePageTitle();
    // heard of a second after the first change at most (however many orders arrive), not in the
    // order's own frame
    const waiting = useSettledLive(state => state.orders.length);
    useEffect(() => writeTitle(documentTitle(page, product, waiting)), [page, product, waiting]);
    useEffect(() => () => void (document.title = product), [product]);
    return null;
};
