import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { takeAdminNotices } from './adminNotices';
import { useFirstScreenShown, watchFirstScreen } from './firstScreen';

/**
 * The live layer: while an admin is signed in, the menus' counts from `/admin/me` at once; the
 * first figures and the waiting orders, then one Pusher connection for the whole page (`startLiveSession`, src/realtime/liveSession.ts, a lazy chunk);
 * on sign-out it disconnects and forgets. It starts once the screen asked for is shown
 * (src/realtime/firstScreen.ts), so a start draws that screen's rows first; no order is lost
 * meanwhile (the waiting orders are read as the session starts, and again once the channel listens).
 */
export const LiveLayer = () => {
    const queryClient = useQueryClient();
    const shown = useFirstScreenShown();

    useEffect(() => watchFirstScreen(queryClient), [queryClient]);
    // the menus' counts: from the admin's answers, at once
    useEffect(takeAdminNotices, []);

    useEffect(() => {
        if (!shown) return;
        let alive = true;
        let stop: (() => void) | null = null;
        void import('./liveSession').then(({ startLiveSession }) => {
            if (alive) stop = startLiveSession(queryClient);
        });
        return () => {
            alive = false;
            stop?.();
        };
    }, [queryClient, shown]);

    return null;
};
