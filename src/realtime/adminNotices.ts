import { currentAdmin, onAdminAnswer } from '../providers/currentAdmin';
import { liveStore } from './liveStore';

/**
 * When the channel last said each menu's count: an /admin/me asked before then has an older one.
 * By menu, since `notices.updated` may carry some menus only (docs/asyncapi.yaml: merged into
 * the last `/admin/me`'s counts).
 */
const heardAt = new Map<string, number>();

/** The live channel has just said these menus' counts (`notices.updated`). */
export const noticesHeardLive = (notices: Readonly<Record<string, number>>): void => {
    const now = Date.now();
    for (const menu in notices) heardAt.set(menu, now);
};

/**
 * The menus' counts from every successful `/admin/me`, not only the first (a failed start recovers
 * on the next call); counts the channel sent after that request was asked win. Started as the
 * shell first renders: it only listens to the answers the sign-in and the access checks ask for
 * anyway, so the counts need not wait for the live connection. Returns the stop.
 */
export function takeAdminNotices(): () => void {
    let alive = true;
    heardAt.clear();
    const take = (notices: Record<string, number>, sentAt: number) => {
        if (!alive) return;
        // an answer is the whole set: a menu id it leaves out has nothing waiting, unless the
        // channel said its count after the answer was asked
        const live = liveStore.getState().notices;
        let counts = notices;
        heardAt.forEach((at, menu) => {
            if (at < sentAt || typeof live[menu] !== 'number' || counts[menu] === live[menu]) return;
            if (counts === notices) counts = { ...notices };
            counts[menu] = live[menu];
        });
        liveStore.setNotices(counts, { merge: false });
    };
    const unsubscribe = onAdminAnswer((admin, sentAt) => take(admin.notices, sentAt));
    // the answer this page load already has (sign-in or access checks may have asked first)
    currentAdmin()
        .then(admin => take(admin.notices, -Infinity))
        .catch(() => undefined);
    return () => {
        alive = false;
        unsubscribe();
    };
}
