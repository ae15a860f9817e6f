import { currentAdmin, onAdminAnswer } from '../providers/currentAdmin';
import { liveStore } from './liveStore';

/** When the channel last said the notice counts: a /admin/me asked before then is older. */
let liveNoticesAt = -Infinity;

/** The live channel has just said the notice counts (`notices.updated`). */
export const noticesHeardLive = (): void => {
    liveNoticesAt = Date.now();
};

/**
 * The menus' counts from every successful `/admin/me`, not only the first (a failed start recovers
 * on the next call); counts the channel sent after that request was asked win. Started as the
 * shell first renders: it only listens to the answers the sign-in and the access checks ask for
 * anyway, so the counts need not wait for the live connection. Returns the stop.
 */
export function takeAdminNotices(): () => void {
    let alive = true;
    liveNoticesAt = -Infinity;
    const take = (notices: Record<string, number>, sentAt: number) => {
        if (!alive) return;
        const live = liveStore.getState().notices;
        // an answer is the whole set: a menu id it leaves out has nothing waiting
        liveStore.setNotices(liveNoticesAt >= sentAt ? { ...notices, ...live } : notices, { merge: false });
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
