/**
 * One tab of the admin per browser rings and notifies: the tab holding a Web Lock is
 * the leader. The lock is held for the tab's life; when the tab closes the browser releases it
 * and the next tab waiting for it takes over. Without Web Locks every tab acts for itself.
 */
export const LEADER_LOCK = 'zar-admin-live-alerts';

type LockManagerLike = {
    request(name: string, callback: () => Promise<void>): Promise<unknown>;
};

let leader = false;
let started = false;

/** Marks the page as the ringing tab (`<html data-alert-leader>`), for dev tools and the e2e tests. */
function becomeLeader(): void {
    leader = true;
    if (typeof document !== 'undefined') document.documentElement.dataset.alertLeader = 'true';
}

function lockManager(): LockManagerLike | null {
    if (typeof navigator === 'undefined') return null;
    const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
    return locks && typeof locks.request === 'function' ? locks : null;
}

/** Joins the election (once per page); the first tab to ask leads. */
export function startLeaderElection(): void {
    if (started) return;
    started = true;
    const locks = lockManager();
    if (!locks) {
        becomeLeader();
        return;
    }
    locks
        .request(LEADER_LOCK, () => {
            becomeLeader();
            // held until the page goes away
            return new Promise<void>(() => undefined);
        })
        .catch(becomeLeader);
}

/** Whether this tab rings and notifies for new orders (a page outside any election acts alone). */
export const isAlertLeader = (): boolean => !started || leader;
