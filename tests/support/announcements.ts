export interface Announcements {
    /** every text told, in order */
    heard: string[];
    /** how many times a text containing `part` was told */
    times(part: string): number;
    stop(): void;
}

/**
 * What a screen reader would be told, recorded from the DOM: each text added to or changed in a
 * live region (a `status`, `alert` or `log`, or `aria-live` polite or assertive), once for every
 * region it is in, so a text inside two nested regions counts twice; an alert is also told when it
 * is put on the page.
 *
 * Self-contained (it uses nothing from outside its body), so the end-to-end tests can run its
 * source in the page.
 */
export function recordAnnouncements(root: Node = document.body): Announcements {
    const liveRoles = ['status', 'alert', 'log'];
    const isLiveRegion = (element: Element) => {
        const live = element.getAttribute('aria-live');
        if (live === 'off') return false;
        return live === 'polite' || live === 'assertive' || liveRoles.includes(element.getAttribute('role') ?? '');
    };
    const regionsAround = (node: Node) => {
        let count = 0;
        for (let element = node instanceof Element ? node : node.parentElement; element; element = element.parentElement) {
            if (isLiveRegion(element)) count++;
        }
        return count;
    };
    const alertsIn = (node: Node) =>
        node instanceof Element ? [node, ...Array.from(node.querySelectorAll('[role="alert"]'))].filter(element => element.getAttribute('role') === 'alert').length : 0;

    const heard: string[] = [];
    const take = (mutations: MutationRecord[]) => {
        for (const mutation of mutations) {
            const added = mutation.type === 'characterData' ? [mutation.target] : Array.from(mutation.addedNodes);
            for (const node of added) {
                const text = node.textContent?.trim();
                if (!text) continue;
                const times = regionsAround(mutation.target) + (mutation.type === 'childList' ? alertsIn(node) : 0);
                for (let i = 0; i < times; i++) heard.push(text);
            }
        }
    };
    const observer = new MutationObserver(take);
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return {
        heard,
        times: part => {
            take(observer.takeRecords());
            return heard.filter(text => text.includes(part)).length;
        },
        stop: () => observer.disconnect(),
    };
}
